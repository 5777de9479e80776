// The marketer's loop, end to end: edit a YAML file, build, see it on the page, or get told what is wrong.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { contentFixture, root, type Fixture } from '../helpers/content-fixture';
import { dollars } from '../helpers/money';

let fixture: Fixture | undefined;
let outDir: string | undefined;
afterEach(() => {
  fixture?.remove();
  if (outDir) rmSync(path.join(root, outDir), { recursive: true, force: true });
});

function build(edit: (f: Fixture) => void, extraEnv: Record<string, string> = {}) {
  fixture = contentFixture();
  edit(fixture);
  outDir = `${fixture.dir}-dist`;
  const result = spawnSync('npx', ['tsx', 'scripts/build.ts'], {
    cwd: root,
    encoding: 'utf8',
    env: { ...process.env, CONTENT_DIR: fixture.dir, OUT_DIR: outDir, ...extraEnv },
  });
  const file = (name: string) => readFileSync(path.join(root, outDir as string, 'client', name), 'utf8');
  return { ...result, file, page: (route: string) => file(path.join(route, 'index.html')) };
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
describe('production build from content', { timeout: 600_000 }, () => {
  it('shows a price changed in a product file on the prerendered page', () => {
    let before: Product | undefined;
    let price = 0;
    const result = build((f) => {
      before = read<Product>(f, 'products/shared.yaml');
      const taken = new Set(before.plans.map((p) => p.price));
      price = (before.plans[0]?.price ?? 0) + 50;
      while (taken.has(price)) price += 50;
      f.editYaml('products/shared.yaml', (d) => d.setIn(['plans', 0, 'price'], price));
    });
    expect(result.status, result.stderr).toBe(0);
    const page = result.page('hosting/shared');
    expect(page).toContain(dollars(price));
    const [changed, ...others] = before?.plans ?? [];
    if (changed && !others.some((p) => p.price === changed.price)) expect(page).not.toContain(dollars(changed.price));
  });

  it('publishes a new product from one new file: its page, its menu entries and its sitemap entry', () => {
    let site: Site | undefined;
    const result = build((f) => {
      site = read<Site>(f, 'site.yaml');
      const { sections } = read<Product>(f, 'products/shared.yaml');
      const hero = sections.findIndex((s) => s.type === 'hero');
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
    });
    expect(result.status, result.stderr).toBe(0);
    const page = result.page('hosting/game-servers');
    expect(page).toContain('Lag-free game servers');
    expect(page).toContain(dollars(1234));
    const home = result.page('');
    // The Hosting menus (desktop and mobile render the same groups) list it under its group, not under the next.
    const groups = site?.nav.hosting.groups ?? [];
    const advanced = groups.findIndex((g) => g.id === 'advanced');
    const [title, next] = [groups[advanced]?.title ?? '', groups[advanced + 1]?.title];
    const column = home.slice(home.indexOf(html(title)));
    expect(column.slice(0, next ? column.indexOf(html(next)) : undefined)).toMatch(
      /href="\/hosting\/game-servers"[^>]*>.*?Game Servers/,
    );
    expect(result.file('sitemap.xml')).toContain(`<loc>${new URL('/hosting/game-servers', site?.url).href}</loc>`);
  });

  it('never puts a provider key into the files the browser can load', () => {
    const keys = {
      WHOAPI_KEY: 'whoapi-secret-4f1e9',
      RESELLERCLUB_API_KEY: 'rc-secret-77ab2',
      RESELLERCLUB_AUTH_USERID: 'rc-user-90817',
    };
    const result = build(() => {}, keys);
    expect(result.status, result.stderr).toBe(0);
    const client = path.join(root, outDir as string, 'client');
    const files = readdirSync(client, { recursive: true, withFileTypes: true }).filter((e) => e.isFile());
    expect(files.length).toBeGreaterThan(30);
    for (const file of files) {
      const text = readFileSync(path.join(file.parentPath, file.name), 'utf8');
      for (const secret of Object.values(keys)) expect(text, `${file.name} holds ${secret}`).not.toContain(secret);
    }
  });

  it('fails on a text price, naming the file and the field', () => {
    const result = build((f) => f.editYaml('products/shared.yaml', (d) => d.setIn(['plans', 0, 'price'], '4.99')));
    expect(result.status).not.toBe(0);
    const output = result.stdout + result.stderr;
    expect(output).toContain(`${fixture?.dir}/products/shared.yaml`);
    expect(output).toContain('plans[0].price: expected a whole number of US cents');
  });

  it('refuses a post whose body holds a <script>, with the file, the line and the same words as check:content', () => {
    let file = '';
    let line = 0;
    const result = build((f) => {
      file = readdirSync(path.join(root, f.dir, 'blog')).find((name) => name.endsWith('.mdx')) ?? '';
      const text = readFileSync(path.join(root, f.dir, 'blog', file), 'utf8').replace(/\n$/, '');
      line = text.split('\n').length + 2;
      f.write(`blog/${file}`, `${text}\n\n<script>alert(1)</script>\n`);
    });
    expect(result.status).not.toBe(0);
    const output = result.stdout + result.stderr;
    expect(output).toContain(`${fixture?.dir}/blog/${file}`);
    expect(output).toContain(`body: has a <script> element at line ${line}: content never runs scripts`);
    expect(existsSync(path.join(root, outDir as string, 'client/blog'))).toBe(false);
  });

  it('prepares an image in a post body like an image field: AVIF and WebP sources, its size and its alt text', () => {
    let slug = '';
    const image = readdirSync(path.join(root, 'content/images/screens')).find((f) => /\.(png|jpe?g)$/.test(f));
    const result = build((f) => {
      slug = (readdirSync(path.join(root, f.dir, 'blog')).find((name) => name.endsWith('.mdx')) ?? '').replace(
        /\.mdx$/,
        '',
      );
      const text = readFileSync(path.join(root, f.dir, 'blog', `${slug}.mdx`), 'utf8');
      f.write(`blog/${slug}.mdx`, `${text}\n![A screen of the control panel](images/screens/${image})\n`);
    });
    expect(result.status, result.stderr).toBe(0);
    const picture = /<picture>[\s\S]*?<\/picture>/.exec(result.page(`blog/${slug}`))?.[0] ?? '';
    expect(picture).toContain('type="image/avif"');
    expect(picture).toContain('type="image/webp"');
    expect(picture).toMatch(/<img [^>]*alt="A screen of the control panel"[^>]*>/);
    expect(picture).toMatch(/width="\d+"/);
  });
});
