// Navigation between pages once the site has loaded: links render the next page on the client without a reload, the
// page stays until the next has loaded (then the overlay), a post kept as its server HTML, and going back.
import { must, posts, product, section, site } from './content.ts';
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { LEARN_MORE, PATH } from '../spec.ts';

/**
 * Opens a page and waits until it has hydrated (src/layout/Layout.tsx marks it): the network goes quiet before a
 * busy machine has run the page's script, and a key pressed before that reaches no handler.
 */
async function open(page: Page, path: string) {
  await page.goto(path, { waitUntil: 'networkidle' });
  await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
}
/** The home page's product card link to shared hosting, named from content. */
function sharedCardLink(page: Page) {
  const linkLabel = section<{ linkLabel?: string }>(PATH.home, 'productCards').linkLabel ?? LEARN_MORE;
  const cardTitle = must(product(PATH.shared).card, 'card of shared hosting').title;
  return page.getByRole('link', { name: `${linkLabel} about ${cardTitle}` });
}
test.describe('client-side navigation', () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test('links navigate on the client without reloading the page', async ({ page }) => {
    const shared = product(PATH.shared);
    await open(page, PATH.home);
    await page.evaluate(() => ((window as unknown as { marker: boolean }).marker = true));
    await sharedCardLink(page).click();
    await expect(page).toHaveURL(PATH.shared);
    await expect(page).toHaveTitle(shared.title);
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', `${site.url}${PATH.shared}`);
    expect(await page.evaluate(() => (window as unknown as { marker?: boolean }).marker)).toBe(true);
  });
  test('the page stays on screen until the next one has loaded, which then shows with the overlay', async ({
    page,
  }) => {
    const shared = product(PATH.shared);
    await open(page, PATH.home);
    const heading = page.getByRole('heading', { level: 1 });
    const homeHeading = await heading.innerText();
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    const requested: string[] = [];
    await page.route('**/static/js/*.js', async (route) => {
      requested.push(route.request().url());
      await held;
      await route.continue();
    });
    await sharedCardLink(page).click();
    await expect.poll(() => requested.length).toBeGreaterThan(0);
    await expect(heading).toHaveText(homeHeading);
    await expect(page.getByTestId('route-overlay')).toHaveCount(0);
    // The overlay shows for 500 ms: the page notes the heading it shows over, so that a test runner slowed by a busy
    // machine need not look within them.
    await page.evaluate(() => {
      const w = window as unknown as { overlayOver?: string };
      new MutationObserver(() => {
        if (document.querySelector('[data-testid="route-overlay"]'))
          w.overlayOver ??= document.querySelector('h1')?.textContent ?? '';
      }).observe(document.body, { childList: true, subtree: true });
    });
    release();
    const title = section<{ title: string }>(PATH.shared, 'hero').title;
    await expect(heading).toHaveText(title);
    await expect
      .poll(() => page.evaluate(() => (window as unknown as { overlayOver?: string }).overlayOver), { timeout: 10_000 })
      .toBe(title);
    await expect(page).toHaveTitle(shared.title);
  });
  test('a post kept as its server HTML links on without a reload, and renders again when opened from the blog', async ({
    page,
  }) => {
    // The newest post: /blog lists it whatever the number of posts.
    const post = must([...posts].sort((a, b) => b.date.localeCompare(a.date))[0], 'a blog post');
    await open(page, `${PATH.blog}/${post.slug}`);
    // The post itself: the cards of the posts to read next follow it.
    const article = page.locator('#main article').first();
    const body = (await article.textContent()) ?? '';
    await page.evaluate(() => ((window as unknown as { marker: boolean }).marker = true));
    await page.getByRole('link', { name: site.ui.backToBlog }).click();
    await expect(page).toHaveURL(PATH.blog);
    await page.getByRole('link', { name: post.title, exact: true }).first().click();
    await expect(page).toHaveURL(`${PATH.blog}/${post.slug}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(post.title);
    await expect(article).toHaveText(body);
    expect(await page.evaluate(() => (window as unknown as { marker?: boolean }).marker)).toBe(true);
  });
  test('back on the page a visitor arrived on, every section shows again and its links still work', async ({
    page,
  }) => {
    const card = sharedCardLink(page);
    await open(page, PATH.home);
    const sections = await page.locator('#main > *').count();
    // The text the sections hold (innerText would leave out the sections not yet scrolled near: content-visibility).
    const text = await page.locator('#main').textContent();
    await page.evaluate(() => ((window as unknown as { marker: boolean }).marker = true));
    await card.click();
    await expect(page).toHaveURL(PATH.shared);
    await page.goBack();
    await expect(page).toHaveURL(PATH.home);
    await expect(card).toBeVisible();
    expect(await page.locator('#main > *').count()).toBe(sections);
    expect(await page.locator('#main').textContent()).toBe(text);
    await card.click();
    await expect(page).toHaveURL(PATH.shared);
    expect(await page.evaluate(() => (window as unknown as { marker?: boolean }).marker)).toBe(true);
  });
});
