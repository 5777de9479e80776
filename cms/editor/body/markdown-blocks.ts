// A body as the merge sees it: its top-level blocks, each with what it means (a key) and where its bytes are.
import type { RootContent } from 'mdast';
import { parseBody, writeBody } from './markdown-syntax.ts';

export interface Block {
  /** What the block means, in one spelling: blocks with the same key are the same block */
  key: string;
  start: number;
  end: number;
}

export interface Blocks {
  text: string;
  blocks: Block[];
}

// Each keystroke merges against the same original: keep the last few texts parsed.
const cache = new Map<string, Blocks | null>();

/** The top-level blocks of a body; null for text that is not valid MDX (which MDXEditor could not load either). */
export function blocksOf(text: string): Blocks | null {
  const result = cache.has(text) ? (cache.get(text) ?? null) : parse(text);
  cache.delete(text);
  cache.set(text, result);
  if (cache.size > 6) cache.delete(cache.keys().next().value!);
  return result;
}

function parse(text: string): Blocks | null {
  try {
    const blocks = parseBody(text).children.map((node) => ({
      key: keyOf(node),
      start: node.position!.start.offset!,
      end: node.position!.end.offset!,
    }));
    return { text, blocks };
  } catch {
    return null;
  }
}

/** A block in one spelling, without what MDXEditor does not keep: loose lists are written tight, CRLF as LF. */
function keyOf(node: RootContent): string {
  const tight = JSON.parse(
    JSON.stringify(node, (name, value: unknown) =>
      name === 'position' || name === 'data' ? undefined : name === 'spread' ? false : value,
    ),
  ) as RootContent;
  return writeBody({ type: 'root', children: [tight] }).replace(/\r\n?/g, '\n');
}

/** The pairs [i, j] of a longest run of equal keys that `a` and `b` share, in order. */
export function commonRun(a: string[], b: string[]): [number, number][] {
  // lengths[i][j]: how many keys a[i..] and b[j..] have in common, in order.
  const lengths = Array.from({ length: a.length + 1 }, () => new Array<number>(b.length + 1).fill(0));
  for (let i = a.length - 1; i >= 0; i--)
    for (let j = b.length - 1; j >= 0; j--)
      lengths[i]![j] = a[i] === b[j] ? lengths[i + 1]![j + 1]! + 1 : Math.max(lengths[i + 1]![j]!, lengths[i]![j + 1]!);
  const pairs: [number, number][] = [];
  let i = 0;
  let j = 0;
  while (i < a.length && j < b.length) {
    if (a[i] === b[j]) pairs.push([i++, j++]);
    else if (lengths[i + 1]![j]! >= lengths[i]![j + 1]!) i++;
    else j++;
  }
  return pairs;
}
