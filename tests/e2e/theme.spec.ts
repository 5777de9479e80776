import type { Page } from '@playwright/test';
import { site } from './content.ts';
import { expect, test } from './fixtures.ts';
import { holdScripts } from './held-scripts.ts';
import { DEFAULT_THEME, OTHER_THEME, PATH } from '../spec.ts';

const theme = (page: Page) => page.evaluate(() => document.documentElement.dataset.theme);
const { toDark, toLight } = site.nav.theme;

test('dark by default; the toggle switches to light and the choice survives a reload', async ({ page }) => {
  await page.goto(PATH.home, { waitUntil: 'networkidle' });
  expect(await theme(page)).toBe(DEFAULT_THEME);
  await page.getByRole('button', { name: toLight }).click();
  expect(await theme(page)).toBe(OTHER_THEME);
  expect(await page.evaluate(() => localStorage.getItem('theme'))).toBe(OTHER_THEME);
  await page.reload();
  expect(await theme(page)).toBe(OTHER_THEME);
  await expect(page.getByRole('button', { name: toDark })).toBeVisible();
});

test('a click on the toggle before the page’s script has run switches the theme, and hydrating keeps it', async ({
  page,
}) => {
  const scripts = await holdScripts(page);
  await page.goto(PATH.home, { waitUntil: 'domcontentloaded' });
  await page.getByRole('button', { name: toLight }).click();
  expect(await theme(page)).toBe(OTHER_THEME);
  // The button already offers the way back, before any script of the app has run.
  await expect(page.getByRole('button', { name: toDark })).toBeVisible();
  expect(await page.evaluate(() => 'hydrated' in document.documentElement.dataset)).toBe(false);
  scripts.release();
  await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
  expect(await theme(page)).toBe(OTHER_THEME);
  expect(await page.evaluate(() => localStorage.getItem('theme'))).toBe(OTHER_THEME);
  // The hydrated toggle takes over: it offers the way back, and one click is one switch.
  await page.getByRole('button', { name: toDark }).click();
  expect(await theme(page)).toBe(DEFAULT_THEME);
});

test.describe('with the app scripts blocked', () => {
  test.use({ allowedConsoleErrors: /ERR_FAILED/ });

  test('the stored theme applies before any script of the app runs (no flash of the wrong theme)', async ({ page }) => {
    await page.addInitScript((t) => localStorage.setItem('theme', t), OTHER_THEME);
    await page.route('**/static/js/**', (route) => route.abort());
    await page.goto(PATH.about);
    expect(await theme(page)).toBe(OTHER_THEME);
    const background = await page.evaluate(() => getComputedStyle(document.body).backgroundColor);
    // The light theme's page background (src/vocabulary/theme-tokens.ts).
    expect(background).toBe('rgb(247, 248, 252)');
  });

  test('the toggle still switches the theme and stores the choice', async ({ page }) => {
    await page.route('**/static/js/**', (route) => route.abort());
    await page.goto(PATH.home);
    await page.getByRole('button', { name: toLight }).click();
    expect(await theme(page)).toBe(OTHER_THEME);
    expect(await page.evaluate(() => localStorage.getItem('theme'))).toBe(OTHER_THEME);
    await expect(page.getByRole('button', { name: toDark })).toBeVisible();
  });
});

for (const garbage of ['purple', '{"theme":"light"}', '']) {
  test(`a stored theme of ${JSON.stringify(garbage)} falls back to dark`, async ({ page }) => {
    await page.addInitScript((value) => localStorage.setItem('theme', value), garbage);
    await page.goto(PATH.home, { waitUntil: 'networkidle' });
    expect(await theme(page)).toBe(DEFAULT_THEME);
    await expect(page.getByRole('button', { name: toLight })).toBeVisible();
  });
}

test('a throwing localStorage leaves the site working in dark', async ({ page }) => {
  await page.addInitScript(() => {
    Object.defineProperty(window, 'localStorage', {
      get: () => {
        throw new Error('denied');
      },
    });
  });
  await page.goto(PATH.home, { waitUntil: 'networkidle' });
  expect(await theme(page)).toBe(DEFAULT_THEME);
  await page.getByRole('button', { name: toLight }).click();
  expect(await theme(page)).toBe(OTHER_THEME);
});
