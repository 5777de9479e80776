// @vitest-environment jsdom
// The blog as it grows: a copy of the content with 50 more posts, its route documents worked out as the build does,
// and the blog's pages rendered to HTML as the prerender renders them.
import { mkdirSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import path from 'node:path';
import { renderToString } from 'react-dom/server';
import { afterAll, describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { withImages } from '../../content/bodies.ts';
import { MAX_TITLE_LENGTH } from '../../content/document-title.ts';
import { imageAssets } from '../../build/image-assets.ts';
import { formatReport } from '../../content/issue.ts';
import { loadContent } from '../../assembly/site-content.ts';
import { categoryPath, pagedPath, routedPaths } from '../../vocabulary/paths.ts';
import { fill } from '../../vocabulary/phrases.ts';
import { routeDocs, routeEntries, type RouteDoc } from '../../assembly/resolve.ts';
import { contentFixture, root } from '../../../tests/helpers/content-fixture.ts';
import { reportFor } from '../../../tests/helpers/content-report.ts';
import { Providers, sectionsOf } from '../../../tests/helpers/page-sections.tsx';
import HeroSection from '../hero/HeroSection.tsx';
import BlogIndexSection from './BlogIndexSection.tsx';

const SYNTHETIC_POSTS = 50;

const fixture = contentFixture();
const blogDir = path.join(root, fixture.dir, 'blog');
const model = readdirSync(blogDir).find((f) => f.endsWith('.mdx')) ?? '';
const names = (
  parse(readFileSync(path.join(blogDir, 'categories.yaml'), 'utf8')) as { categories: { name: string }[] }
).categories.map((c) => c.name);
for (let i = 0; i < SYNTHETIC_POSTS; i++)
  fixture.write(
    `blog/synthetic-${i}.mdx`,
    readFileSync(path.join(blogDir, model), 'utf8')
      .replace(/^title: .*$/m, () => `title: Synthetic post ${i}`)
      // Half in the first category, so that its list surely fills pages; the rest spread over all.
      .replace(
        /^category: .*$/m,
        () => `category: ${JSON.stringify(names[i < SYNTHETIC_POSTS / 2 ? 0 : i % names.length])}`,
      )
      // 25 dates for 50 posts: pairs of posts share a day, as posts of a busy blog do.
      .replace(/^date: .*$/m, () => `date: 2025-03-${String(1 + (i % 25)).padStart(2, '0')}`)
      .replace(/^featured: true$/m, 'featured: false'),
  );
const cache = path.join(root, '.tmp', `listings-images-${process.pid}`);
mkdirSync(cache, { recursive: true });
afterAll(() => {
  fixture.remove();
  rmSync(cache, { recursive: true, force: true });
});

const loaded = await loadContent({ root, contentDir: fixture.dir });
if (!loaded.content) throw new Error(formatReport(loaded.issues));
// Only the posts' pictures: the blog's pages show no other.
const content = {
  ...loaded.content,
  posts: await imageAssets(path.join(root, fixture.dir), cache).resolve(loaded.content.posts),
};
const entries = routeEntries(content);
const docs = routeDocs(content);
const blogPage = content.pages.find((p) => p.sections.some((s) => s.type === 'blogIndex'));
if (!blogPage) throw new Error('no page shows the blog index');
const blog = blogPage.path;
const docAt = (at: string): RouteDoc => {
  const doc = docs.get(entries.find((e) => e.path === at)?.id ?? '');
  if (!doc) throw new Error(`no page at ${at}`);
  return doc;
};
const [front] = sectionsOf(docAt(blog), 'blogIndex');
if (!front) throw new Error('no blog index');
const words = front;
const { pageSize, recentCount } = words;
const byTitle = new Map(content.posts.map((p) => [p.title, p]));

/** A page's blog index (and hero) as the prerender writes it. */
function rendered(at: string) {
  const doc = docAt(at);
  const [index] = sectionsOf(doc, 'blogIndex');
  const [hero] = sectionsOf(doc, 'hero');
  if (!index || !hero) throw new Error(`${at} has no hero or no blog index`);
  const container = document.createElement('div');
  container.innerHTML = renderToString(
    <Providers path={at}>
      <>
        <HeroSection section={withImages(hero)} />
        <BlogIndexSection section={withImages(index)} />
      </>
    </Providers>,
  );
  const nav = container.querySelector(`nav[aria-label="${words.pagination.label}"]`);
  return {
    doc,
    heading: container.querySelector('h1')?.textContent,
    titles: [...container.querySelectorAll('article h3')].map((h) => h.textContent),
    nav,
    newer: nav?.querySelector('a[rel="prev"]')?.getAttribute('href'),
    older: nav?.querySelector('a[rel="next"]')?.getAttribute('href'),
    status: nav?.querySelector('p')?.textContent,
  };
}

/** Every page of a list, from its first, following the links to older posts as a visitor (or a crawler) would. */
function follow(list: string) {
  const pages = [rendered(list)];
  for (let next = pages[0]?.older; next; next = pages.at(-1)?.older) {
    expect(pages.length, `${list} has more pages than posts`).toBeLessThan(content.posts.length);
    pages.push(rendered(next));
  }
  return pages;
}

const dates = (titles: (string | null)[]) => titles.map((t) => byTitle.get(t ?? '')?.date ?? 'missing');
const newestFirst = (list: string[]) => [...list].sort().reverse();

describe(`the blog with ${SYNTHETIC_POSTS} more posts`, () => {
  it('spreads the index over pages: the featured post and the newest others first, then a full page at a time', () => {
    const pages = follow(blog);
    const others = content.posts.filter((p) => !p.featured).length;
    expect(pages).toHaveLength(1 + Math.ceil(Math.max(0, others - recentCount) / pageSize));
    expect(pages.map((p) => p.doc.meta.path)).toEqual(pages.map((_, i) => pagedPath(blog, i + 1)));
    const [first, ...later] = pages;
    const featured = content.posts.filter((p) => p.featured).map((p) => p.title);
    expect(first?.titles).toHaveLength(featured.length + recentCount);
    expect(first?.titles.slice(0, featured.length)).toEqual(featured);
    for (const page of later.slice(0, -1)) expect(page.titles).toHaveLength(pageSize);
    // Every post once, newest first after the featured one.
    const shown = pages.flatMap((p) => p.titles);
    expect([...shown].sort()).toEqual(content.posts.map((p) => p.title).sort());
    const listed = dates(shown.slice(featured.length));
    expect(listed).toEqual(newestFirst(listed));
  });

  it('links each page to the newer and older ones with a named navigation, and gives each its own title', () => {
    const pages = follow(blog);
    expect(pages.length, 'the fixture fills three pages at least').toBeGreaterThan(2);
    for (const [i, page] of pages.entries()) {
      expect(page.nav).not.toBeNull();
      expect(page.status).toBe(fill(words.pagination.status, { page: i + 1, pages: pages.length }));
      expect(page.newer).toBe(i > 0 ? pagedPath(blog, i) : undefined);
      if (i > 0) {
        expect(page.doc.meta.title).toBe(fill(words.pageTitle, { page: i + 1, pages: pages.length }));
        expect(page.doc.meta.description).toBe(blogPage.description);
        expect(page.heading).toBe(rendered(blog).heading);
      }
    }
    expect(new Set(pages.map((p) => p.doc.meta.title)).size).toBe(pages.length);
    expect(entries.some((e) => e.path.endsWith('/page/1'))).toBe(false);
  });

  it.each(names)('lists exactly the posts of %s on its pages, newest first, its name as their heading', (name) => {
    const pages = follow(categoryPath(blog, name));
    const own = content.posts.filter((p) => p.category === name);
    expect(pages).toHaveLength(Math.max(1, Math.ceil(own.length / pageSize)));
    if (name === names[0]) expect(pages.length, 'the fixture fills two pages of it at least').toBeGreaterThan(1);
    const shown = pages.flatMap((p) => p.titles);
    expect([...shown].sort()).toEqual(own.map((p) => p.title).sort());
    expect(dates(shown)).toEqual(newestFirst(dates(shown)));
    const category = content.blogCategories.categories.find((c) => c.name === name);
    for (const [i, page] of pages.entries()) {
      expect(page.heading).toBe(name);
      expect(page.doc.meta.title).toBe(
        fill(i === 0 ? words.category.title : words.category.pagedTitle, {
          category: name,
          page: i + 1,
          pages: pages.length,
        }),
      );
      expect([...page.doc.meta.title].length).toBeLessThanOrEqual(MAX_TITLE_LENGTH);
      expect(page.doc.meta.description).toBe(category?.description ?? blogPage.description);
      expect(page.newer).toBe(i > 0 ? pagedPath(categoryPath(blog, name), i) : undefined);
    }
  });

  it('routes every page it renders, and links to no page it does not route', () => {
    const routed = entries.flatMap((e) => [e.path, ...e.aliases]);
    expect(new Set(routed).size).toBe(routed.length);
    expect([...routed].sort()).toEqual([...routedPaths(content)].sort());
  });
});

describe("the blog index's checks", () => {
  const at = (file: string) =>
    (
      parse(readFileSync(path.join(root, 'content', file), 'utf8')) as { sections: { type: string }[] }
    ).sections.findIndex((s) => s.type === 'blogIndex');
  const field = `sections[${at('pages/blog.yaml')}]`;

  it('refuses a title that search engines would cut, naming the page it titles', async () => {
    const report = await reportFor((f) =>
      f.editYaml('pages/blog.yaml', (d) =>
        d.setIn(['sections', at('pages/blog.yaml'), 'category', 'title'], `${'Everything about '.repeat(4)}{category}`),
      ),
    );
    expect(report).toContain(`${field}.category.title: makes the title "Everything about`);
    expect(report).toMatch(new RegExp(`characters; search engines cut titles after ${MAX_TITLE_LENGTH}, so shorten`));
  });

  it('needs the slots that make each page say its own', async () => {
    const report = await reportFor((f) =>
      f.editYaml('pages/blog.yaml', (d) =>
        d.setIn(['sections', at('pages/blog.yaml'), 'pagination', 'status'], 'Page'),
      ),
    );
    expect(report).toContain(`${field}.pagination.status: needs {page} and {pages} in it`);
  });

  it('refuses two categories whose pages would share an address', async () => {
    // reportFor copies content/ itself (not the copy above, which the content-edits run scrambles): its own names.
    let first = '';
    const report = await reportFor((f) =>
      f.editYaml('blog/categories.yaml', (d) => {
        first = String(d.getIn(['categories', 0, 'name']));
        d.setIn(['categories', 1, 'name'], `${first.toUpperCase()}!`);
      }),
    );
    expect(report).toContain(
      `categories[1].name: "${first.toUpperCase()}!" and "${first}" would share the page address`,
    );
  });
});
