// House rule 6: prices live in content/, never in code. Every price the content holds is searched for in what
// src/ could show: its strings, JSX text and numbers. Comments are left out: they show nobody a price, and an
// example in one may coincide with a price a marketer sets.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { expect, it } from 'vitest';
import type { ContentType } from '../../src/content/define.ts';
import { loadContent } from '../../src/assembly/site-content.ts';
import { contentTypes } from '../../src/assembly/site-content.ts';
import { contentDir, root } from '../helpers/content-fixture.ts';
import { isPrice, jsonSchemaOf, walk } from '../helpers/content-schema.ts';

const sourceFiles = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
    e.isDirectory()
      ? sourceFiles(path.join(dir, e.name))
      : /\.tsx?$/.test(e.name) && !/\.test\./.test(e.name)
        ? [path.join(dir, e.name)]
        : [],
  );

/** Code with its comments blanked out, everything else where it was. */
function withoutComments(code: string): string {
  const scanner = ts.createScanner(ts.ScriptTarget.Latest, false, ts.LanguageVariant.JSX, code);
  let kept = '';
  let from = 0;
  for (let kind = scanner.scan(); kind !== ts.SyntaxKind.EndOfFileToken; kind = scanner.scan()) {
    if (kind !== ts.SyntaxKind.SingleLineCommentTrivia && kind !== ts.SyntaxKind.MultiLineCommentTrivia) continue;
    kept += `${code.slice(from, scanner.getTokenStart())} `;
    from = scanner.getTokenEnd();
  }
  return kept + code.slice(from);
}

/** Every price of the content, in cents, found by the JSON Schema of its type. */
async function contentPrices(): Promise<number[]> {
  const { content, issues } = await loadContent({ root, contentDir });
  expect(issues).toEqual([]);
  return Object.entries(contentTypes).flatMap(([name, type]: [string, ContentType]) => {
    const schema = jsonSchemaOf(type);
    const docs = content?.[name as keyof typeof content] ?? [];
    return (Array.isArray(docs) ? docs : [docs]).flatMap((doc: unknown) =>
      [...walk(doc, schema)].filter(isPrice).map((v) => v.value as number),
    );
  });
}

it('finds the prices of every kind of content: plans, domain price lists', async () => {
  const { content } = await loadContent({ root, contentDir });
  const prices = await contentPrices();
  const plan = content?.products[0]?.plans[0]?.price;
  const extension = content?.extensionList.extensions[0]?.registration;
  const searched = Object.values(content?.searchPrices.prices ?? {})[0];
  for (const price of [plan, extension, searched]) expect(prices).toContain(price);
});

it('no price held in content/ is written in src/', async () => {
  const prices = [...new Set((await contentPrices()).filter((c) => c > 0).map((c) => (c / 100).toFixed(2)))];
  expect(prices.length).toBeGreaterThan(0);
  const hits = sourceFiles(path.join(root, 'src')).flatMap((file) => {
    const code = withoutComments(readFileSync(file, 'utf8'));
    return prices
      .filter((p) => new RegExp(`(^|[^\\d.])${p.replace('.', '\\.')}(?!\\d)`).test(code))
      .map((p) => `${path.relative(root, file)}: ${p}`);
  });
  expect(hits).toEqual([]);
});

it('reads prices in strings, JSX text and numbers, and skips comments', () => {
  const code = withoutComments(
    "// 1.99 in a comment\n/** 2.99 in a doc comment */\nconst a = '$3.99';\nconst b = 4.99;\nexport const C = () => <p>From $5.99/mo, not 15.99</p>;\n",
  );
  for (const price of ['3.99', '4.99', '5.99']) expect(code).toContain(price);
  for (const price of ['1.99', '2.99']) expect(code).not.toContain(price);
});
