// Issue 40: a post ended with only "← Back to Blog". It ends with a call to action (the blog's words, or the post's
// own) and the posts to read next, their category's first, each a real post; then the way back to the blog.
import type { Locator } from '@playwright/test';
import { must, posts, section, site, type PostCta } from './content.ts';
import { axeOn, seriousViolations, WCAG_TAGS } from './axe.ts';
import { expect, test } from './fixtures.ts';
import { PATH } from '../spec.ts';

// At load 17 beside other runs a post's checks took up to 17 s, the link-following test 23 s: 60 s keeps each
// well under half its limit (the loops over every post and the axe scans get 90 s, below).
test.describe.configure({ timeout: 60_000 });

/** The blog page's words for the end of a post (content/pages/blog.yaml, its blogIndex section). */
const blog = section<{ post?: { relatedTitle: string; relatedCount?: number; cta?: PostCta } }>(PATH.blog, 'blogIndex');
const words = must(blog.post, 'words for the end of a post in the blog page');
const count = must(words.relatedCount, 'count of related posts in the blog page');
const newest = (list: typeof posts) =>
  [...list].sort((a, b) => b.date.localeCompare(a.date) || a.slug.localeCompare(b.slug));

/** Whether every row of cards in a grid spans the grid's width: no hole beside the last card of a row. */
async function rowsFill(grid: Locator) {
  const { box, cards } = await grid.evaluate((g) => ({
    box: g.getBoundingClientRect().toJSON() as DOMRect,
    cards: [...g.children].map((c) => c.getBoundingClientRect().toJSON() as DOMRect),
  }));
  const tops = [...new Set(cards.map((c) => Math.round(c.top)))];
  return tops.every((top) => {
    const row = cards.filter((c) => Math.round(c.top) === top);
    return (
      Math.round(Math.min(...row.map((c) => c.left))) === Math.round(box.left) &&
      Math.round(Math.max(...row.map((c) => c.right))) === Math.round(box.right)
    );
  });
}

for (const post of posts)
  test(`/blog/${post.slug} ends with its call to action, then posts to read next, then the way back`, async ({
    reusedPage: page,
    request,
  }) => {
    await page.goto(`${PATH.blog}/${post.slug}`);
    const cta = post.cta ?? words.cta;
    if (cta) {
      const region = page.getByRole('region', { name: cta.title });
      await expect(region).toBeVisible();
      if (cta.text) await expect(region.getByText(cta.text)).toBeVisible();
      await expect(region.getByRole('link', { name: cta.button.label })).toHaveAttribute('href', cta.button.href);
    }

    const others = newest(posts.filter((p) => p.slug !== post.slug));
    const expected = [
      ...others.filter((p) => p.category === post.category),
      ...others.filter((p) => p.category !== post.category),
    ].slice(0, count);
    const related = page.locator('section', { has: page.getByRole('heading', { level: 2, name: words.relatedTitle }) });
    const cards = related.getByRole('article');
    await expect(cards.getByRole('heading', { level: 3 })).toHaveText(expected.map((p) => p.title));
    for (const [i, p] of expected.entries()) {
      const link = cards.nth(i).getByRole('link', { name: p.title, exact: true });
      await expect(link).toHaveAttribute('href', `${PATH.blog}/${p.slug}`);
      expect((await request.get(`${PATH.blog}/${p.slug}`)).status()).toBe(200);
    }
    await expect.poll(() => rowsFill(cards.first().locator('..'))).toBe(true);

    // The way back to the blog comes last, after the posts to read next.
    const back = page.getByRole('link', { name: site.ui.backToBlog });
    const below = await back.evaluate(
      (a, region) => !!region && !!(region.compareDocumentPosition(a) & Node.DOCUMENT_POSITION_FOLLOWING),
      await related.elementHandle(),
    );
    expect(below).toBe(true);
  });

test('a post’s call to action and the posts to read next lead where they say', async ({ page }) => {
  const post = must(newest(posts)[0], 'a blog post');
  const cta = must(post.cta ?? words.cta, 'call to action at the end of a post');
  await page.goto(`${PATH.blog}/${post.slug}`);
  const next = page
    .locator('section', { has: page.getByRole('heading', { level: 2, name: words.relatedTitle }) })
    .getByRole('article')
    .first();
  const title = (await next.getByRole('heading', { level: 3 }).textContent()) ?? '';
  expect(title).not.toBe('');
  await next.getByRole('link', { name: title, exact: true }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
  await page.goBack();
  await page.getByRole('region', { name: cta.title }).getByRole('link', { name: cta.button.label }).click();
  await expect(page).toHaveURL(cta.button.href);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
});

test('on a phone, a post never scrolls sideways, and its posts to read next sit in a row that does', async ({
  page,
}) => {
  // One load per post: 27 s for six at load 17.
  test.setTimeout(90_000);
  await page.setViewportSize({ width: 375, height: 800 });
  for (const post of posts) {
    await page.goto(`${PATH.blog}/${post.slug}`);
    const related = page.locator('section', {
      has: page.getByRole('heading', { level: 2, name: words.relatedTitle }),
    });
    const cards = related.getByRole('article');
    await cards.last().scrollIntoViewIfNeeded();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow, `/blog/${post.slug} is ${overflow} px too wide`).toBeLessThanOrEqual(0);
    const tops = await cards.evaluateAll((all) => all.map((c) => Math.round(c.getBoundingClientRect().top)));
    expect(new Set(tops).size, `/blog/${post.slug}: ${tops.length} cards`).toBe(1);
  }
});

// Posts are not among the routes tests/e2e/every-route.spec.ts scans: the end of one, in both themes (colours without their
// transition), has no serious or critical axe violation. Two scans take up to 35 s on a busy machine.
test('the end of a post has no serious or critical axe violations in either theme', async ({ page }) => {
  test.setTimeout(90_000);
  const post = must(newest(posts)[0], 'a blog post');
  await page.emulateMedia({ reducedMotion: 'reduce' });
  for (const theme of ['dark', 'light']) {
    await page.addInitScript((t) => localStorage.setItem('theme', t), theme);
    await page.goto(`${PATH.blog}/${post.slug}`, { waitUntil: 'networkidle' });
    expect(await seriousViolations(axeOn(page).include('#main').withTags(WCAG_TAGS)), theme).toEqual([]);
  }
});
