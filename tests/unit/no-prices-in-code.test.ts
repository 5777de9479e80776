// House rule: prices live in content/, never in code. Every price the content holds is searched for in src/.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, it } from 'vitest';
import { loadContent } from '../../src/content/load';
import { root } from '../helpers/content-fixture';

const PRICE_FIELDS = new Set(['price', 'registration', 'renewal', 'transfer']);

function* cents(value: unknown, key = ''): Generator<number> {
  if (typeof value === 'number' && (PRICE_FIELDS.has(key) || key === 'price-table')) yield value;
  else if (Array.isArray(value)) for (const item of value) yield* cents(item, key === 'prices' ? 'price-table' : '');
  else if (value && typeof value === 'object')
    for (const [k, v] of Object.entries(value)) yield* cents(v, key === 'prices' ? 'price-table' : k);
}

const sourceFiles = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
    e.isDirectory()
      ? sourceFiles(path.join(dir, e.name))
      : /\.tsx?$/.test(e.name) && !/\.test\./.test(e.name)
        ? [path.join(dir, e.name)]
        : [],
  );

it('no price held in content/ is written in src/', async () => {
  const { content } = await loadContent({ root });
  const prices = [...new Set([...cents(content)].filter((c) => c > 0).map((c) => (c / 100).toFixed(2)))];
  expect(prices).toContain('4.99');
  expect(prices).toContain('12.99'); // from the search price table
  const hits = sourceFiles(path.join(root, 'src')).flatMap((file) => {
    const text = readFileSync(file, 'utf8');
    return prices
      .filter((p) => new RegExp(`(^|[^\\d.])${p.replace('.', '\\.')}(?!\\d)`).test(text))
      .map((p) => `${path.relative(root, file)}: ${p}`);
  });
  expect(hits).toEqual([]);
});
