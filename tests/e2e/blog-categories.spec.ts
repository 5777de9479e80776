// Issue 14: each blog category has a page of its own, reached from its card on /blog, listing the posts it really
// has (the card's count is the spec's); the blog's lists spread over pages only when their posts need more than one.
import type { APIRequestContext, Page } from '@playwright/test';
import { blogIndex, categories, checkedCategory } from './blog.ts';
import { posts, site } from './content.ts';
import { expect, test } from './fixtures.ts';
import { PATH } from '../spec.ts';

const unescape = (html: string) =>
  html
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');
/** The titles of the post cards in a page's HTML, top to bottom. */
const cardTitles = (html: string) =>
  [...html.matchAll(/<article[^>]*>[\s\S]*?<h3[^>]*>(?:<a[^>]*>)?([^<]*)/g)].map(([, title]) => unescape(title ?? ''));

async function followCard(page: Page) {
  await page.goto(PATH.blog);
  await page
    .getByRole('region', { name: blogIndex.categoriesTitle })
    .getByRole('link', { name: checkedCategory.name, exact: true })
    .click();
  await expect(page).toHaveURL(checkedCategory.path);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(checkedCategory.name);
  const titles = page.getByRole('article').getByRole('heading', { level: 3 });
  await expect(titles).toHaveText(checkedCategory.posts.slice(0, blogIndex.pageSize).map((p) => p.title));
}

test(`a category card on ${PATH.blog} leads to the category's page, which lists its posts newest first`, async ({
  page,
}) => {
  await followCard(page);
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the category card is a plain link, and the page it leads to lists the posts', async ({ page }) => {
    await followCard(page);
  });
});

/** Every page of a list, its first page first, following its links to older posts as a crawler would. */
async function pagesOf(request: APIRequestContext, path: string): Promise<string[]> {
  const pages: string[] = [];
  for (let next: string | undefined = path; next; next = /<a rel="next" href="([^"]+)"/.exec(pages.at(-1) ?? '')?.[1]) {
    const response = await request.get(next);
    expect(response.status(), next).toBe(200);
    pages.push(await response.text());
    expect(pages.length, `${path} has more pages than posts`).toBeLessThanOrEqual(posts.length);
  }
  return pages;
}

test('every category page lists exactly its posts and is in the sitemap; pages link on only when the posts need it', async ({
  request,
}) => {
  const sitemap = await (await request.get('/sitemap.xml')).text();
  for (const category of categories) {
    const pages = await pagesOf(request, category.path);
    expect(pages.flatMap(cardTitles), category.path).toEqual(category.posts.map((p) => p.title));
    expect(pages).toHaveLength(Math.max(1, Math.ceil(category.posts.length / blogIndex.pageSize)));
    expect(pages[0]?.includes(`aria-label="${blogIndex.pagination.label}"`), category.path).toBe(pages.length > 1);
    expect(sitemap).toContain(`<loc>${site.url}${category.path}</loc>`);
  }
  // The index's second page exists only when the posts outgrow its first.
  const others = posts.filter((p) => !p.featured).length;
  const second = await request.get(`${PATH.blog}/page/2`);
  expect(second.status()).toBe(others > blogIndex.recentCount ? 200 : 404);
  expect(sitemap.includes(`${site.url}${PATH.blog}/page/`)).toBe(others > blogIndex.recentCount);
});
