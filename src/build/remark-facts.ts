// A declared fact's {name} and a plan's {price:shared/Starter} in an MDX body's prose (written \{name\} in the file,
// as MDX reads braces as code) become their values as the body compiles: the fact's from content/facts.yaml, the
// plan's price as its card shows it from content/products/ (src/content/prices.ts), like the fields' slots the loader
// fills. Code spans and blocks are left as written: "%{HTTPS}" in an Apache rule is not a slot.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { parse } from 'yaml';
import { fillFacts, type Fact } from '../content/facts.ts';
import { fillPrices, planPrices, type PlanPrice, type PricedProduct, type PriceWords } from '../content/prices.ts';

type TextNode = { type: string; value?: string; children?: TextNode[] };

/** A content file's data as written, or undefined when it is missing or broken (the content check reports it). */
function dataOf<T>(file: string): T | undefined {
  try {
    return (parse(readFileSync(file, 'utf8')) as T | null) ?? undefined;
  } catch {
    return undefined;
  }
}

/** The declared facts, read from the content folder's facts.yaml (none when it has none). */
export const factsIn = (contentRoot: string): Fact[] =>
  dataOf<{ facts?: Fact[] }>(path.join(contentRoot, 'facts.yaml'))?.facts ?? [];

/** Every plan's price, read from the content folder's products and the site's words around a price. */
export function pricesIn(contentRoot: string): PlanPrice[] {
  const words = dataOf<{ ui?: PriceWords }>(path.join(contentRoot, 'site.yaml'))?.ui;
  const folder = path.join(contentRoot, 'products');
  let files: string[] = [];
  try {
    files = readdirSync(folder).filter((name) => name.endsWith('.yaml'));
  } catch {
    return [];
  }
  const products = files.flatMap((name) => {
    const data = dataOf<Omit<PricedProduct, 'slug'>>(path.join(folder, name));
    return Array.isArray(data?.plans) ? [{ ...data, slug: path.basename(name, '.yaml') }] : [];
  });
  return words ? planPrices(products, words) : [];
}

export function remarkFacts(options: { contentRoot: () => string }) {
  return (tree: TextNode) => {
    const facts = factsIn(options.contentRoot());
    const prices = pricesIn(options.contentRoot());
    const walk = (node: TextNode) => {
      if (node.type === 'text' && node.value) node.value = fillPrices(fillFacts(node.value, facts), prices);
      node.children?.forEach(walk);
    };
    walk(tree);
  };
}
