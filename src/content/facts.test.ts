import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { compile } from '@mdx-js/mdx';
import { afterEach, describe, expect, it } from 'vitest';
import { contentFixture, root, type Fixture } from '../../tests/helpers/content-fixture.ts';
import { remarkFacts, factsIn } from '../build/remark-facts.ts';
import { claimsIn } from './fact-claims.ts';
import { loadContent } from '../assembly/site-content.ts';
import { documents, texts } from './site-rules.ts';

let fixture: Fixture | undefined;
afterEach(() => fixture?.remove());

const open = () => (fixture = contentFixture());
const factsOf = (f: Fixture) => factsIn(path.join(root, f.dir));
const uptimeOf = (f: Fixture) => factsOf(f).find((fact) => fact.topic === 'uptime')!;

/** Every content file's text, by its path in the folder. */
function filesOf(dir: string): Map<string, string> {
  const found = new Map<string, string>();
  const walk = (folder: string) => {
    for (const entry of readdirSync(path.join(dir, folder), { withFileTypes: true })) {
      const file = path.posix.join(folder, entry.name);
      if (entry.isDirectory()) walk(file);
      else if (/\.(yaml|mdx)$/.test(entry.name)) found.set(file, readFileSync(path.join(dir, file), 'utf8'));
    }
  };
  walk('');
  return found;
}

describe('facts', () => {
  it('are written through their slots everywhere in the content (the check passes on it)', async () => {
    const f = open();
    const { issues, content } = await loadContent({ root, contentDir: f.dir });
    expect(issues).toEqual([]);
    // And each declared fact is stated somewhere: a fact no page states is one nobody keeps true.
    const all = [...filesOf(path.join(root, f.dir))].filter(([file]) => file !== 'facts.yaml');
    for (const fact of content!.facts.facts)
      expect(
        all.some(([, text]) => text.includes(`{${fact.name}}`) || text.includes(`\\{${fact.name}\\}`)),
        fact.name,
      ).toBe(true);
  });

  it('refuse a figure the facts do not declare, with file and field', async () => {
    const f = open();
    const fact = uptimeOf(f);
    f.editYaml('products/shared.yaml', (d) => d.set('description', 'Backed by a 0.5% uptime promise.'));
    const { issues } = await loadContent({ root, contentDir: f.dir });
    expect(issues).toHaveLength(1);
    expect(issues[0]).toMatchObject({ file: `${f.dir}/products/shared.yaml`, field: 'description' });
    expect(issues[0]?.message).toContain('"0.5% uptime", a figure facts.yaml does not declare');
    expect(issues[0]?.message).toContain(`{${fact.name}}`);
  });

  it('refuse a declared figure typed as text, naming its slot', async () => {
    const f = open();
    const fact = uptimeOf(f);
    f.editYaml('products/shared.yaml', (d) => d.set('description', `Backed by ${fact.value} uptime.`));
    const { issues } = await loadContent({ root, contentDir: f.dir });
    expect(issues).toEqual([
      {
        file: `${f.dir}/products/shared.yaml`,
        field: 'description',
        message: `states "${fact.value} uptime" as text; write {${fact.name}} for ${fact.value}, so that it follows facts.yaml`,
      },
    ]);
  });

  it('refuse a figure in an MDX body, naming its line', async () => {
    const f = open();
    const text = readFileSync(path.join(root, f.dir, 'legal/privacy.mdx'), 'utf8');
    f.write('legal/privacy.mdx', `${text.trimEnd()}\n\nRefunds within 45 days, money back.\n`);
    const { issues } = await loadContent({ root, contentDir: f.dir });
    const line = text.trimEnd().split('\n').length + 2;
    expect(issues).toHaveLength(1);
    expect(issues[0]).toMatchObject({ file: `${f.dir}/legal/privacy.mdx`, field: 'body' });
    expect(issues[0]?.message).toMatch(new RegExp(`^at line ${line} says "45 days, money"`));
  });

  it('change on every page when changed once', async () => {
    const f = open();
    const fact = uptimeOf(f);
    const i = factsOf(f).findIndex((other) => other.name === fact.name);
    const raw = [...filesOf(path.join(root, f.dir))].filter(([file]) => file !== 'facts.yaml');
    f.editYaml('facts.yaml', (d) => d.setIn(['facts', i, 'value'], '98.76%'));
    const { issues, content } = await loadContent({ root, contentDir: f.dir });
    expect(issues).toEqual([]);
    const shown = documents(content!)
      .filter((doc) => doc !== content!.facts)
      .flatMap((doc) => [...texts(doc)].map(([text]) => text));
    // Every field that wrote the slot shows the new value, in every file that wrote it.
    const slot = `{${fact.name}}`;
    const written = raw
      .flatMap(([, text]) => text.split('\n'))
      .filter((line) => line.includes(slot) && !line.includes('\\{'));
    expect(written.length).toBeGreaterThan(0);
    expect(shown.filter((text) => text.includes('98.76%')).length).toBe(written.length);
    expect(shown.some((text) => text.includes(slot))).toBe(false);
  });

  it('fill an MDX body as it compiles, leaving code as written', async () => {
    const f = open();
    const fact = uptimeOf(f);
    const body = `We promise \\{${fact.name}\\}.\n\n\`\\{${fact.name}\\}\`\n\n\`\`\`\nRewriteCond %{HTTPS} off\n\`\`\`\n`;
    const code = String(
      await compile(body, { remarkPlugins: [[remarkFacts, { contentRoot: () => path.join(root, f.dir) }]] }),
    );
    expect(code).toContain(`We promise ${fact.value}.`);
    expect(code).toContain('%{HTTPS}');
  });
});

describe('claimsIn', () => {
  it.each([
    ['99.9% network and server uptime', 'uptime', '99.9%'],
    ['Uptime, last 12 months: 99.98 %', 'uptime', '99.98 %'],
    ['a 30-day money-back guarantee', 'money-back', '30'],
    ['14 days to get your money back', 'money-back', '14'],
    ['12,000+ happy customers', 'customers', '12,000+'],
    ['48K+ websites hosted', 'sites-hosted', '48K+'],
    ['Average chat reply under 2 minutes', 'reply-time', '2 minutes'],
  ] as const)('finds the figure in "%s"', (text, topic, figure) => {
    expect(claimsIn(text, [topic])).toMatchObject([{ topic, figure }]);
  });

  it.each([
    'Host 3 websites',
    '99.9% browser compatibility',
    'See uptime, visitors and page speed',
    '{uptimeGuarantee} uptime',
  ])('finds none in "%s"', (text) => {
    expect(claimsIn(text, ['uptime', 'money-back', 'customers', 'sites-hosted', 'reply-time'])).toEqual([]);
  });
});
