// A declared fact's {name} in an MDX body's prose (written \{name\} in the file, as MDX reads braces as code) becomes
// its value from content/facts.yaml as the body compiles, like the fields' slots the loader fills (content/facts.ts).
// Code spans and blocks are left as written: "%{HTTPS}" in an Apache rule is not a slot.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { parse } from 'yaml';
import { fillFacts, type Fact } from '../content/facts.ts';

type TextNode = { type: string; value?: string; children?: TextNode[] };

/** The declared facts, read from the content folder's facts.yaml (none when it has none). */
export function factsIn(contentRoot: string): Fact[] {
  try {
    const data = parse(readFileSync(path.join(contentRoot, 'facts.yaml'), 'utf8')) as { facts?: Fact[] } | null;
    return data?.facts ?? [];
  } catch {
    return []; // the content check reports a missing or broken facts.yaml, with its field
  }
}

export function remarkFacts(options: { contentRoot: () => string }) {
  return (tree: TextNode) => {
    const facts = factsIn(options.contentRoot());
    const walk = (node: TextNode) => {
      if (node.type === 'text' && node.value) node.value = fillFacts(node.value, facts);
      node.children?.forEach(walk);
    };
    walk(tree);
  };
}
