// The marketer's loop, end to end: edit a YAML file, build, see it on the page, or get told what is wrong.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { contentFixture, root, type Fixture } from '../helpers/content-fixture.ts';
import { dollars } from '../helpers/money.ts';
import { tsxCommand } from '../../scripts/node-command.ts';

type Built = ReturnType<typeof build>;

/** Builds a copy of the content edited as `edit` says, into a folder of its own; `remove` deletes both. */
function build(edit: (f: Fixture) => void, extraEnv: Record<string, string> = {}) {
  const fixture = contentFixture();
  edit(fixture);
  const outDir = `${fixture.dir}-dist`;
  const result = spawnSync(...tsxCommand('scripts/build.ts'), {
    cwd: root,
    encoding: 'utf8',
    env: { ...process.env, CONTENT_DIR: fixture.dir, OUT_DIR: outDir, ...extraEnv },
  });
  const file = (name: string) => readFileSync(path.join(root, outDir, 'client', name), 'utf8');
  const remove = () => {
    fixture.remove();
    rmSync(path.join(root, outDir), { recursive: true, force: true });
  };
  return { ...result, fixture, outDir, file, remove, page: (route: string) => file(path.join(route, 'index.html')) };
}

/** A content file of the fixture, as data. */
const read = <T>(f: Fixture, file: string): T => parse(readFileSync(path.join(root, f.dir, file), 'utf8')) as T;
/** Text as React writes it into HTML. */
const html = (text: string) =>
  text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#x27;');

interface Product {
  plans: { name: string; price: number }[];
  sections: { type: string; title?: string }[];
}
interface Site {
  url: string;
  nav: { hosting: { groups: { id: string; title: string }[] } };
}

// A whole build takes 12 s on a quiet machine and well over a minute on a busy one: builds get their own time-out.
// The edits that must build go into one copy, built once (a build each made this file the suite's longest by far);
// each is its own test of what that build shows.
describe('a production build from edited content', { timeout: 60_000 }, () => {
  const keys = {
    WHOAPI_KEY: 'whoapi-secret-4f1e9',
    RESELLERCLUB_API_KEY: 'rc-secret-77ab2',
    RESELLERCLUB_AUTH_USERID: 'rc-user-90817',
  };
  let built: Built;
  let before: Product;
  let price = 0;
  let site: Site;
  let slug = '';
  const image = readdirSync(path.join(root, 'content/images/screens')).find((f) => /\.(png|jpe?g)$/.test(f));

  beforeAll(() => {
    built = build((f) => {
      // A price changed in a product file.
      before = read<Product>(f, 'products/shared.yaml');
      const taken = new Set(before.plans.map((p) => p.price));
      price = (before.plans[0]?.price ?? 0) + 50;
      while (taken.has(price)) price += 50;
      // A new product: one new file, made from another as a developer would.
      site = read<Site>(f, 'site.yaml');
      const hero = before.sections.findIndex((s) => s.type === 'hero');
      f.editYaml(
        'products/shared.yaml',
        (d) => {
          d.setIn(['name'], 'Game Servers');
          d.setIn(['menu', 'group'], 'advanced');
          d.setIn(['menu', 'label'], 'Game Servers');
          d.setIn(['sections', hero, 'title'], 'Lag-free game servers');
          d.setIn(['plans', 0, 'price'], 1234);
        },
        'products/game-servers.yaml',
      );
      f.editYaml('products/shared.yaml', (d) => d.setIn(['plans', 0, 'price'], price));
      // An image in a post's body.
      slug = (readdirSync(path.join(root, f.dir, 'blog')).find((name) => name.endsWith('.mdx')) ?? '').replace(
        /\.mdx$/,
        '',
      );
      const text = readFileSync(path.join(root, f.dir, 'blog', `${slug}.mdx`), 'utf8');
      f.write(`blog/${slug}.mdx`, `${text}\n![A screen of the control panel](images/screens/${image})\n`);
    }, keys);
  }, 600_000);
  afterAll(() => built?.remove());

  it('builds', () => expect(built.status, built.stderr).toBe(0));

  // A build prints its summary and nothing yellow: a bundler warning printed on every build is soon read by no one.
  // Rolldown names its warnings in capitals, like the [IMPORT_IS_UNDEFINED] useOptimistic of issue 28: react-router
  // reads React's useOptimistic, which preact/compat, aliased for browsers from 7201ffb to 5352d46, does not export.
  // Vite starts its own warnings with (!).
  it('prints no bundler warning', () => {
    const output = built.stdout + built.stderr;
    expect(output).not.toMatch(/\[[A-Z]+(?:_[A-Z]+)+\]/);
    expect(output).not.toContain('(!)');
  });

  it('shows a price changed in a product file on the prerendered page', () => {
    const page = built.page('hosting/shared');
    expect(page).toContain(dollars(price));
    const [changed, ...others] = before.plans;
    if (changed && !others.some((p) => p.price === changed.price)) expect(page).not.toContain(dollars(changed.price));
  });

  it('publishes a new product from one new file: its page, its menu entries and its sitemap entry', () => {
    const page = built.page('hosting/game-servers');
    expect(page).toContain('Lag-free game servers');
    expect(page).toContain(dollars(1234));
    const home = built.page('');
    // The Hosting menus (desktop and mobile render the same groups) list it under its group, not under the next.
    const groups = site.nav.hosting.groups;
    const advanced = groups.findIndex((g) => g.id === 'advanced');
    const [title, next] = [groups[advanced]?.title ?? '', groups[advanced + 1]?.title];
    const column = home.slice(home.indexOf(html(title)));
    expect(column.slice(0, next ? column.indexOf(html(next)) : undefined)).toMatch(
      /href="\/hosting\/game-servers"[^>]*>.*?Game Servers/,
    );
    expect(built.file('sitemap.xml')).toContain(`<loc>${new URL('/hosting/game-servers', site.url).href}</loc>`);
  });

  it('never puts a provider key into the files the browser can load', () => {
    const client = path.join(root, built.outDir, 'client');
    const files = readdirSync(client, { recursive: true, withFileTypes: true }).filter((e) => e.isFile());
    expect(files.length).toBeGreaterThan(30);
    for (const file of files) {
      const text = readFileSync(path.join(file.parentPath, file.name), 'utf8');
      for (const secret of Object.values(keys)) expect(text, `${file.name} holds ${secret}`).not.toContain(secret);
    }
  });

  it('prepares an image in a post body like an image field: AVIF and WebP sources, its size and its alt text', () => {
    const picture = /<picture>[\s\S]*?<\/picture>/.exec(built.page(`blog/${slug}`))?.[0] ?? '';
    expect(picture).toContain('type="image/avif"');
    expect(picture).toContain('type="image/webp"');
    expect(picture).toMatch(/<img [^>]*alt="A screen of the control panel"[^>]*>/);
    expect(picture).toMatch(/width="\d+"/);
  });
});

describe('a production build from broken content', { timeout: 600_000 }, () => {
  let built: Built | undefined;
  afterEach(() => built?.remove());

  it('fails on a text price, naming the file and the field', () => {
    built = build((f) => f.editYaml('products/shared.yaml', (d) => d.setIn(['plans', 0, 'price'], '4.99')));
    expect(built.status).not.toBe(0);
    const output = built.stdout + built.stderr;
    expect(output).toContain(`${built.fixture.dir}/products/shared.yaml`);
    expect(output).toContain('plans[0].price: expected a whole number of US cents');
  });

  it('refuses a post whose body holds a <script>, with the file, the line and the same words as check:content', () => {
    let file = '';
    let line = 0;
    built = build((f) => {
      file = readdirSync(path.join(root, f.dir, 'blog')).find((name) => name.endsWith('.mdx')) ?? '';
      const text = readFileSync(path.join(root, f.dir, 'blog', file), 'utf8').replace(/\n$/, '');
      line = text.split('\n').length + 2;
      f.write(`blog/${file}`, `${text}\n\n<script>alert(1)</script>\n`);
    });
    expect(built.status).not.toBe(0);
    const output = built.stdout + built.stderr;
    expect(output).toContain(`${built.fixture.dir}/blog/${file}`);
    expect(output).toContain(`body: has a <script> element at line ${line}: content never runs scripts`);
    expect(existsSync(path.join(root, built.outDir, 'client/blog'))).toBe(false);
  });
});
