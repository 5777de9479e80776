// What feed readers and search engines fetch from the built site: the blog's feeds, the links every blog page has to
// them, and the sitemap's dates. Requests only, no browser page.
// Playwright's own test, not ./fixtures: that one opens a browser page for every test to watch its console.
import { expect, test } from '@playwright/test';
import { XMLParser } from 'fast-xml-parser';
import { posts, site } from './content.ts';

const FEEDS = { rss: '/blog/rss.xml', atom: '/blog/atom.xml' };
const parser = new XMLParser({
  ignoreAttributes: false,
  attributeNamePrefix: '@',
  parseTagValue: false,
  isArray: (name) => ['item', 'entry', 'url'].includes(name),
});
type Node = Record<string, unknown> & { '#text'?: string };
const text = (node: unknown) => (typeof node === 'string' ? node : ((node as Node | undefined)?.['#text'] ?? ''));
/** Each post of content/blog: its address and publication date. */
const expected = posts
  .map((p) => ({ url: `${site.url}/blog/${p.slug}`, date: (p as { date?: string }).date ?? '' }))
  .sort((a, b) => b.date.localeCompare(a.date));

test.describe('the blog feeds', () => {
  test('/blog/rss.xml lists every post, newest first, with its date', async ({ request }) => {
    const response = await request.get(FEEDS.rss);
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toMatch(/^application\/(rss\+)?xml\b/);
    const items = (parser.parse(await response.text()).rss.channel.item ?? []) as Node[];
    expect(items.map((i) => text(i.link))).toEqual(expected.map((p) => p.url));
    expect(items.map((i) => Date.parse(text(i.pubDate)))).toEqual(expected.map((p) => Date.parse(p.date)));
  });

  test('/blog/atom.xml lists every post, newest first, with its publication date', async ({ request }) => {
    const response = await request.get(FEEDS.atom);
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toMatch(/^application\/(atom\+)?xml\b/);
    const entries = (parser.parse(await response.text()).feed.entry ?? []) as Node[];
    expect(entries.map((e) => text(e.id))).toEqual(expected.map((p) => p.url));
    expect(entries.map((e) => Date.parse(text(e.published)))).toEqual(expected.map((p) => Date.parse(p.date)));
  });

  test('every blog page links to both feeds, and the other pages do not', async ({ request }) => {
    const sitemap = parser.parse(await (await request.get('/sitemap.xml')).text()).urlset.url as Node[];
    const paths = sitemap.map((u) => new URL(text(u.loc)).pathname);
    const blog = paths.filter((p) => p === '/blog' || p.startsWith('/blog/'));
    expect(blog.length).toBeGreaterThan(posts.length);
    for (const path of [...blog, '/']) {
      const head = (await (await request.get(path)).text()).split('</head>')[0] ?? '';
      const links = [...head.matchAll(/<link rel="alternate" type="([^"]+)"[^>]* href="([^"]+)"/g)].map((m) => m[1]);
      expect(links, path).toEqual(path === '/' ? [] : ['application/rss+xml', 'application/atom+xml']);
      if (path !== '/') {
        expect(head, path).toContain(`href="${FEEDS.rss}"`);
        expect(head, path).toContain(`href="${FEEDS.atom}"`);
      }
    }
  });
});

test("the sitemap dates every address, a post by its JSON-LD's dateModified", async ({ request }) => {
  const urls = parser.parse(await (await request.get('/sitemap.xml')).text()).urlset.url as Node[];
  expect(urls.length).toBeGreaterThan(posts.length);
  for (const url of urls) expect(Number.isNaN(Date.parse(text(url.lastmod))), text(url.loc)).toBe(false);
  const post = expected[0];
  const html = await (await request.get(new URL(post?.url ?? '').pathname)).text();
  const posting = [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)]
    .map(([, body]) => JSON.parse(body ?? '') as Record<string, unknown>)
    .find((d) => d['@type'] === 'BlogPosting');
  expect(posting?.dateModified).toBe(text(urls.find((u) => text(u.loc) === post?.url)?.lastmod));
});
