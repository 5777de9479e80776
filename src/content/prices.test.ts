// A plan's price in copy goes through its slot, {price:shared/Starter}: filled in fields and bodies alike, refused
// when typed as text or when it names no plan. Every figure here comes from the content.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { compile } from '@mdx-js/mdx';
import { afterEach, describe, expect, it } from 'vitest';
import { contentFixture, root, type Fixture } from '../../tests/helpers/content-fixture.ts';
import { loadContent } from '../assembly/site-content.ts';
import { remarkFacts, pricesIn } from '../build/remark-facts.ts';
import { formatCents, perPeriod } from '../vocabulary/money.ts';
import { parse, parseDocument } from 'yaml';
import { joinMdx, splitMdx } from './frontmatter.ts';

let fixture: Fixture | undefined;
afterEach(() => fixture?.remove());

const post = 'blog/website-security-checklist.mdx';
const open = () => (fixture = contentFixture());
const read = (f: Fixture, file: string) => readFileSync(path.join(root, f.dir, file), 'utf8');
const yamlOf = <T>(f: Fixture, file: string) => parse(read(f, file)) as T;

/** A plan whose price no other plan has, with what its card shows: the price and its period's words. */
function plan(f: Fixture) {
  const all = pricesIn(path.join(root, f.dir));
  const only = all.find((p) => all.filter((other) => other.cents === p.cents).length === 1)!;
  const slug = only.key.slice(0, only.key.indexOf('/'));
  const product = yamlOf(f, `products/${slug}.yaml`) as {
    billing?: 'month' | 'year';
    plans: { name: string; price: number; period?: 'month' | 'year' }[];
  };
  const i = product.plans.findIndex((p) => p.name === only.plan);
  const { price, period } = product.plans[i]!;
  const { ui } = yamlOf(f, 'site.yaml') as { ui: { perMonth: string; perYear: string } };
  return {
    file: `products/${slug}.yaml`,
    i,
    price,
    product: only.product,
    name: only.plan,
    slot: `{price:${slug}/${only.plan}}`,
    typed: formatCents(price),
    shown: formatCents(price) + perPeriod(period ?? product.billing ?? 'month', ui),
  };
}

const excerptOf = async (f: Fixture) => {
  const { issues, content } = await loadContent({ root, contentDir: f.dir });
  expect(issues).toEqual([]);
  return content!.posts.find((p) => p._meta.file.endsWith(post))!.excerpt;
};
/** Sets the post's excerpt as a YAML edit of its frontmatter, however the file wraps it. */
function setExcerpt(f: Fixture, text: string) {
  const file = read(f, post);
  const parts = splitMdx(file)!;
  const frontmatter = parseDocument(parts.frontmatter);
  frontmatter.set('excerpt', text);
  f.write(post, joinMdx(file, { ...parts, frontmatter: frontmatter.toString() }));
}
/** Adds a paragraph to the post's body; resolves to its line in the file. */
function append(f: Fixture, text: string): number {
  const before = read(f, post).trimEnd();
  f.write(post, `${before}\n\n${text}\n`);
  return before.split('\n').length + 2;
}
const issuesOf = async (f: Fixture) => (await loadContent({ root, contentDir: f.dir })).issues;

describe('a price slot', () => {
  it("shows the plan's price as its card does, and follows the plan when its price changes", async () => {
    const f = open();
    const starter = plan(f);
    setExcerpt(f, `${starter.name} is now ${starter.slot}, for a limited time.`);
    expect(await excerptOf(f)).toBe(`${starter.name} is now ${starter.shown}, for a limited time.`);

    f.editYaml(starter.file, (d) => d.setIn(['plans', starter.i, 'price'], starter.price + 100));
    const after = plan(f);
    expect(after.shown).not.toBe(starter.shown);
    expect(await excerptOf(f)).toBe(`${starter.name} is now ${after.shown}, for a limited time.`);
  });

  it('fills an MDX body as it compiles, leaving code spans and other braces as written', async () => {
    const f = open();
    const starter = plan(f);
    const slot = starter.slot.replace('{', '\\{').replace('}', '\\}');
    const body = `Now only ${slot}.\n\n\`${starter.slot}\`\n\n\`\`\`\nRewriteCond %{HTTPS} off\n\`\`\`\n`;
    const code = String(
      await compile(body, { remarkPlugins: [[remarkFacts, { contentRoot: () => path.join(root, f.dir) }]] }),
    );
    expect(code).toContain(`Now only ${starter.shown}.`);
    expect(code).toContain(starter.slot);
    expect(code).toContain('%{HTTPS}');
  });

  it('naming no plan of a product is refused, with the plans it has', async () => {
    const f = open();
    const { plans, name } = yamlOf(f, 'products/shared.yaml') as { name: string; plans: { name: string }[] };
    const line = append(f, 'Try \\{price:shared/Nope\\} today.');
    const issues = await issuesOf(f);
    expect(issues).toEqual([
      {
        file: `${f.dir}/${post}`,
        field: 'body',
        message: `at line ${line} "{price:shared/Nope}" names no plan of ${name}; its plans are ${plans.map((p) => `{price:shared/${p.name}}`).join(', ')}`,
      },
    ]);
  });

  it('naming no product is refused, with the products there are', async () => {
    const f = open();
    setExcerpt(f, 'Now {price:shard/Starter}.');
    const issues = await issuesOf(f);
    expect(issues).toHaveLength(1);
    expect(issues[0]).toMatchObject({ file: `${f.dir}/${post}`, field: 'excerpt' });
    expect(issues[0]?.message).toMatch(/^"\{price:shard\/Starter\}" names no product; write \{price:product\/plan\}/);
    expect(issues[0]?.message).toContain(`shared (${yamlOf<{ name: string }>(f, 'products/shared.yaml').name})`);
  });
});

describe("a plan's price typed as text", () => {
  it('is refused in a field, naming the slot to write', async () => {
    const f = open();
    const starter = plan(f);
    setExcerpt(f, `${starter.name} is now ${starter.typed}.`);
    expect(await issuesOf(f)).toEqual([
      {
        file: `${f.dir}/${post}`,
        field: 'excerpt',
        message: `states "${starter.typed}" as text; write ${starter.slot} for ${starter.name}'s price, so that it follows the product`,
      },
    ]);
  });

  it('is refused in a body, naming the line; in a code span it is an example', async () => {
    const f = open();
    const starter = plan(f);
    const line = append(f, `${starter.name} is now ${starter.typed}, see \`${starter.typed}\`.`);
    const issues = await issuesOf(f);
    expect(issues.map((i) => i.message)).toEqual([
      `at line ${line} states "${starter.typed}" as text; write ${starter.slot} for ${starter.name}'s price, so that it follows the product`,
    ]);
  });

  it('that no plan costs is refused as before: reworded without it', async () => {
    const f = open();
    const taken = new Set(pricesIn(path.join(root, f.dir)).map((p) => p.cents));
    const none = formatCents([...taken].reduce((a, b) => Math.max(a, b)) + 1);
    setExcerpt(f, `Was ${none}.`);
    const issues = await issuesOf(f);
    expect(issues).toHaveLength(1);
    expect(issues[0]).toMatchObject({ file: `${f.dir}/${post}`, field: 'excerpt' });
    expect(issues[0]?.message).toMatch(new RegExp(`^writes the price \\${none} as text; .* so reword this without it`));
  });
});
