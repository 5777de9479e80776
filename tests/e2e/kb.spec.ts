// Issue 27 parts 6 and 8: the help center at /kb (categories, articles, /guides, its Pagefind search) and the
// not-found page's ways on. Copy and counts come from content/kb and site.yaml; paths from the spec.
import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { must, site } from './content.ts';
import { expect, test } from './fixtures.ts';
import { articles, categories, guides, helpCenter, wordOfOneArticle } from './kb.ts';
import { GUIDES_PATH, KB_PATH, PATH } from '../spec.ts';

const fill = (phrase: string, values: Record<string, string | number>) =>
  phrase.replace(/\{(\w+)\}/g, (slot, name: string) => String(values[name] ?? slot));
const hydrated = (page: Page) => page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
const { word, article: found } = wordOfOneArticle();
const NOT_FOUND = '/no-such-page';
// A first search loads Pagefind's script and index: 5.5 s was seen at load 9.5 (3 times the default time-out here).
const SEARCH_MS = 15_000;

test.describe('the help center', () => {
  test('/kb lists every article under its category, each a link to its page', async ({ page }) => {
    await page.goto(KB_PATH);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(helpCenter.heading);
    expect(articles.length).toBeGreaterThanOrEqual(8);
    for (const category of categories) {
      const card = page.getByRole('article').filter({ has: page.getByRole('heading', { name: category.name }) });
      await expect(card.getByRole('link', { name: category.name, exact: true })).toHaveAttribute('href', category.path);
      const links = card.getByRole('listitem').getByRole('link');
      await expect(links).toHaveText(category.articles.map((a) => a.title));
      for (const [i, a] of category.articles.entries()) await expect(links.nth(i)).toHaveAttribute('href', a.path);
    }
  });

  test('every article page renders its MDX body under its title', async ({ request }) => {
    for (const a of articles) {
      const response = await request.get(a.path);
      expect(response.status(), a.path).toBe(200);
      const html = await response.text();
      const heading = must(/^## (.+)$/m.exec(a.body)?.[1], `a heading in ${a.slug}`);
      expect(html, a.path).toContain(`data-pagefind-meta="title">${a.title.replace(/&/g, '&amp;')}</h1>`);
      expect(html, a.path).toMatch(new RegExp(`<h2[^>]*>${heading.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}</h2>`));
    }
  });

  test(`${GUIDES_PATH} shows the guides category, whose page is canonical`, async ({ page }) => {
    const response = await page.goto(GUIDES_PATH);
    expect(response?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(guides.name);
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { level: 2 }).getByRole('link')).toHaveText(
      guides.articles.map((a) => a.title),
    );
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', `${site.url}${guides.path}`);
  });

  test('the support page leads to the help center and its guides', async ({ page }) => {
    await page.goto(PATH.support);
    await hydrated(page);
    await page.locator(`main a[href="${KB_PATH}"]`).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(helpCenter.heading);
    await page.goBack();
    await page.locator(`main a[href="${GUIDES_PATH}"]`).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(guides.name);
  });
});

test.describe('the help center search', () => {
  test(`finds the one article whose text has "${word}", loading the index only then`, async ({ page }) => {
    const index: string[] = [];
    page.on('request', (r) => r.url().includes('/pagefind/') && index.push(r.url()));
    await page.goto(KB_PATH);
    await hydrated(page);
    expect(index, 'nothing of the index loads before a search').toEqual([]);
    await page.getByRole('searchbox', { name: helpCenter.search.label }).fill(word);
    const hit = page
      .getByRole('list', { name: helpCenter.search.resultsLabel })
      .getByRole('link', { name: found.title });
    await expect(hit).toBeVisible({ timeout: SEARCH_MS });
    expect(index.length).toBeGreaterThan(0);
    await hit.click();
    await expect(page).toHaveURL(found.path);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(found.title);
  });

  test('what was typed before the page’s scripts ran is searched once they run', async ({ page }) => {
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/static/js/**', async (route) => {
      await held;
      await route.continue();
    });
    await page.goto(KB_PATH, { waitUntil: 'domcontentloaded' });
    await page.getByRole('searchbox', { name: helpCenter.search.label }).fill(word);
    release();
    await hydrated(page);
    await expect(page.getByRole('searchbox', { name: helpCenter.search.label })).toHaveValue(word);
    await expect(
      page.getByRole('list', { name: helpCenter.search.resultsLabel }).getByRole('link', { name: found.title }),
    ).toBeVisible({ timeout: SEARCH_MS });
  });

  test('a search in the address runs on arrival, and one that finds nothing says so', async ({ page }) => {
    await page.goto(KB_PATH);
    // The form's GET parameter: what the search box sends, and what the page reads on arrival.
    const param = must(await page.getByRole('searchbox').getAttribute('name'), 'name of the search box');
    await page.goto(`${KB_PATH}?${param}=${encodeURIComponent(word)}`);
    await expect(
      page.getByRole('list', { name: helpCenter.search.resultsLabel }).getByRole('link', { name: found.title }),
    ).toBeVisible({ timeout: SEARCH_MS });
    const nothing = 'qqzzxxj';
    await page.getByRole('searchbox', { name: helpCenter.search.label }).fill(nothing);
    await page.getByRole('button', { name: helpCenter.search.button }).click();
    await expect(page.getByRole('status').filter({ hasText: nothing })).toHaveText(
      fill(helpCenter.search.empty, { query: nothing }),
    );
    await expect(page).toHaveURL(`${KB_PATH}?${param}=${nothing}`);
  });

  test('the build wrote the static index and the server serves it', async ({ request }) => {
    const dir = join(process.env.OUT_DIR ?? 'dist', 'client', 'pagefind');
    expect(existsSync(join(dir, 'pagefind.js'))).toBe(true);
    expect(existsSync(join(dir, 'pagefind-entry.json'))).toBe(true);
    const files = readdirSync(dir, { recursive: true }).map(String);
    expect(files.some((f) => f.endsWith('.pf_meta'))).toBe(true);
    expect(files.some((f) => f.endsWith('.pagefind'))).toBe(true);
    expect(files.filter((f) => f.endsWith('.pf_fragment'))).toHaveLength(articles.length);
    const script = await request.get('/pagefind/pagefind.js');
    expect(script.status()).toBe(200);
    expect(script.headers()['content-type']).toContain('javascript');
  });
});

test.describe('the not-found page', () => {
  test.use({ allowedConsoleErrors: /status of 404/ });

  test('gives a way on: the search, the main sections and the contact page', async ({ page }) => {
    const { notFound } = site.ui;
    const response = await page.goto(NOT_FOUND);
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(notFound.title);
    await expect(page.getByText(notFound.text)).toBeVisible();
    const main = page.getByRole('main');
    const sections = main.getByRole('navigation', { name: notFound.sectionsTitle }).getByRole('link');
    await expect(sections).toHaveText(notFound.sections.map((s) => s.label));
    for (const [i, s] of notFound.sections.entries()) await expect(sections.nth(i)).toHaveAttribute('href', s.href);
    await expect(main.getByRole('link', { name: notFound.contact.cta.label })).toHaveAttribute(
      'href',
      notFound.contact.cta.href,
    );
    await hydrated(page);
    await main.getByRole('searchbox', { name: helpCenter.search.label }).fill(word);
    await expect(
      main.getByRole('list', { name: helpCenter.search.resultsLabel }).getByRole('link', { name: found.title }),
    ).toBeVisible({ timeout: SEARCH_MS });
  });
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('/kb links every article, and its search form leads back to that list', async ({ page }) => {
    await page.goto(KB_PATH);
    for (const a of articles) await expect(page.locator(`main a[href="${a.path}"]`)).toBeVisible();
    const box = page.getByRole('searchbox', { name: helpCenter.search.label });
    await box.fill(word);
    await page.getByRole('button', { name: helpCenter.search.button }).click();
    await expect(page).toHaveURL(`${KB_PATH}?${await box.getAttribute('name')}=${word}`);
    for (const a of articles) await expect(page.locator(`main a[href="${a.path}"]`)).toBeVisible();
  });
});
