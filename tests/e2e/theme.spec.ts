import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';

const theme = (page: Page) => page.evaluate(() => document.documentElement.dataset.theme);

test('dark by default; the toggle switches to light and the choice survives a reload', async ({ page }) => {
  await page.goto('/', { waitUntil: 'networkidle' });
  expect(await theme(page)).toBe('dark');
  await page.getByRole('button', { name: 'Switch to light theme' }).click();
  expect(await theme(page)).toBe('light');
  expect(await page.evaluate(() => localStorage.getItem('theme'))).toBe('light');
  await page.reload();
  expect(await theme(page)).toBe('light');
  await expect(page.getByRole('button', { name: 'Switch to dark theme' })).toBeVisible();
});

test.describe('with the app scripts blocked', () => {
  test.use({ allowedConsoleErrors: /ERR_FAILED/ });

  test('the stored theme applies before any script of the app runs (no flash of the wrong theme)', async ({ page }) => {
    await page.addInitScript(() => localStorage.setItem('theme', 'light'));
    await page.route('**/static/js/**', (route) => route.abort());
    await page.goto('/about');
    expect(await theme(page)).toBe('light');
    const background = await page.evaluate(() => getComputedStyle(document.body).backgroundColor);
    expect(background).toBe('rgb(247, 248, 252)');
  });
});

for (const garbage of ['purple', '{"theme":"light"}', '']) {
  test(`a stored theme of ${JSON.stringify(garbage)} falls back to dark`, async ({ page }) => {
    await page.addInitScript((value) => localStorage.setItem('theme', value), garbage);
    await page.goto('/', { waitUntil: 'networkidle' });
    expect(await theme(page)).toBe('dark');
    await expect(page.getByRole('button', { name: 'Switch to light theme' })).toBeVisible();
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
  await page.goto('/', { waitUntil: 'networkidle' });
  expect(await theme(page)).toBe('dark');
  await page.getByRole('button', { name: 'Switch to light theme' }).click();
  expect(await theme(page)).toBe('light');
});
