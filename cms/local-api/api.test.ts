import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { loadContent } from '../../src/assembly/site-content.ts';
import { productPath } from '../../src/vocabulary/paths.ts';
import { resolveSite, routeEntries } from '../../src/assembly/resolve.ts';
import { contentFixture, root, type Fixture } from '../../tests/helpers/content-fixture.ts';
import { editorApi } from './api.ts';
import { parseDocumentText } from './documents.ts';
import { versionOf } from './versioned-save.ts';
import { readYaml } from './yaml-edit.ts';

let fixture: Fixture;
afterEach(() => fixture.remove());

const token = 'a-token-of-this-editor-run';
/** What the editor's own page sends with a write (app.request's URLs are on http://localhost). */
const ownPage = { origin: 'http://localhost', 'x-cms-token': token, 'content-type': 'application/json' };

function setup() {
  fixture = contentFixture();
  const app = editorApi({ root, contentDir: fixture.dir, preview: 'http://site', token });
  const file = (name: string) => path.join(root, fixture.dir, name);
  const read = (name: string) => readFileSync(file(name), 'utf8');
  const request = (method: string, query: string, body?: unknown) =>
    app.request(`/api/document?${query}`, {
      method,
      headers: ownPage,
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
  /** What the form was loaded from: the file as GET /api/document answers it. */
  const baseOf = async (name: string) => {
    const { version, data, body } = (await (await request('GET', `file=${name}`)).json()) as Record<string, unknown>;
    return { version, data, body };
  };
  const put = async (name: string, data: unknown, extra: object = {}) =>
    request('PUT', `file=${name}`, { data, base: await baseOf(name), ...extra });
  return { app, file, read, request, put };
}

type Product = { plans: { price: unknown; popular?: boolean; name: string }[] };

describe('the editor API', () => {
  it('writes a valid price as a one-line change', async () => {
    const { read, put } = setup();
    const before = read('products/shared.yaml');
    const data = readYaml(before) as Product;
    const plan = data.plans[0]!;
    plan.price = Number(plan.price) + 100;
    expect((await put('products/shared.yaml', data)).status).toBe(200);
    const after = read('products/shared.yaml');
    const changed = before.split('\n').filter((line, i) => line !== after.split('\n')[i]);
    expect(changed).toHaveLength(1);
  });

  it('refuses a price typed as "4.99" with the build\'s message and leaves the file byte for byte', async () => {
    const { read, put } = setup();
    const before = read('products/shared.yaml');
    const data = readYaml(before) as Product;
    data.plans[0]!.price = '4.99';
    const response = await put('products/shared.yaml', data);
    expect(response.status).toBe(422);
    const { issues } = (await response.json()) as { issues: unknown[] };
    expect(read('products/shared.yaml')).toBe(before);
    // The same words as the build, for the same file written by hand.
    fixture.replace('products/shared.yaml', `price: ${(readYaml(before) as Product).plans[0]!.price}`, 'price: "4.99"');
    expect(issues).toEqual((await loadContent({ root, contentDir: fixture.dir })).issues);
  });

  it.each([
    '<script>alert(1)</script>',
    '<iframe src="https://example.com"></iframe>',
    '[win](javascript:alert(1))',
    '<p onClick="alert(1)">hi</p>',
  ])('refuses a post body holding %s with the words of check:content, writing nothing', async (planted) => {
    const { read, request } = setup();
    const post = 'blog/website-security-checklist.mdx';
    const before = read(post);
    const { data, body } = parseDocumentText(post, before);
    const edit = { data, body: `${body}\n${planted}\n`, base: { version: versionOf(before), data, body } };
    const response = await request('PUT', `file=${post}`, edit);
    expect(response.status).toBe(422);
    const { issues } = (await response.json()) as { issues: unknown[] };
    expect(read(post)).toBe(before);
    fixture.write(post, `${before}\n${planted}\n`);
    expect(issues).toEqual((await loadContent({ root, contentDir: fixture.dir })).issues);
  });

  it('refuses a second popular plan', async () => {
    const { read, put } = setup();
    const data = readYaml(read('products/shared.yaml')) as Product;
    data.plans.forEach((p) => (p.popular = true));
    const response = await put('products/shared.yaml', data);
    expect(response.status).toBe(422);
    expect(((await response.json()) as { issues: { field: string }[] }).issues[0]?.field).toBe('plans');
  });

  it('refuses to delete a document that others name, listing them', async () => {
    const { request, file } = setup();
    const { content } = await loadContent({ root, contentDir: fixture.dir });
    const legal = content!.legal[0]!;
    const referrers = content!.pages
      .filter((p) => p.sections.some((s) => s.type === 'legal' && s.document === legal.slug))
      .map((p) => p._meta.file);
    const response = await request('DELETE', `file=legal/${legal.slug}.mdx`, {});
    expect(response.status).toBe(422);
    expect(((await response.json()) as { referrers: string[] }).referrers).toEqual(referrers);
    expect(existsSync(file(`legal/${legal.slug}.mdx`))).toBe(true);
  });

  it('creates a product from a copy of another, with its page, menu entry and sitemap entry', async () => {
    const { read, request } = setup();
    const data = readYaml(read('products/shared.yaml')) as { menu: object };
    const response = await request('POST', 'file=products/green.yaml&from=products/shared.yaml', {
      data: { ...data, name: 'Green Hosting', menu: { ...data.menu, label: 'Green Hosting' } },
    });
    expect(response.status).toBe(200);
    const { content } = await loadContent({ root, contentDir: fixture.dir });
    expect(content?.products.find((p) => p.slug === 'green')?.name).toBe('Green Hosting');
    // The routes are what the prerender renders and lists in sitemap.xml.
    expect(routeEntries(content!).map((e) => e.path)).toContain(productPath('green'));
    const menu = resolveSite(content!).nav.hosting.groups.flatMap((g) => g.links);
    expect(menu).toContainEqual(expect.objectContaining({ label: 'Green Hosting', href: productPath('green') }));
    expect((await request('POST', 'file=products/green.yaml&from=products/shared.yaml', { data })).status).toBe(409);
  });

  it('refuses a file name outside the content types', async () => {
    const { request } = setup();
    expect((await request('GET', 'file=../package.json')).status).toBe(404);
    expect((await request('PUT', 'file=products/../../x.yaml', { data: {} })).status).toBe(404);
  });

  it('commits a save with a readable message and lists it as history', async () => {
    const { read, put, request } = setup();
    const git = fixture.commitAll();
    const data = readYaml(read('products/shared.yaml')) as Product & { name: string };
    const plan = data.plans[0]!;
    const old = plan.price;
    plan.price = Number(old) + 100;
    const response = await put('products/shared.yaml', data, { commit: true });
    const usd = (cents: unknown) => `$${(Number(cents) / 100).toFixed(2)}`;
    const message = `${data.name}: ${plan.name} price ${usd(old)} → ${usd(plan.price)}`;
    expect(await response.json()).toMatchObject({ commit: message });
    expect(git('log', '-1', '--format=%s')).toBe(`${message}\n`);
    expect(git('status', '--porcelain')).toBe('');
    const doc = (await (await request('GET', 'file=products/shared.yaml')).json()) as {
      history: { message: string }[];
    };
    expect(doc.history.map((h) => h.message)).toEqual([message, 'start']);
  });
});
