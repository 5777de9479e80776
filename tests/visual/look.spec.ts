// Screenshots of the pages a visitor judges us by, compared with committed baselines. The site under test is built
// from tests/visual/content, a frozen copy of content/, so that a marketer's edit never changes a picture; a change
// of code that changes the look does. `npm run test:visual:update` copies content/ again and makes new baselines.
import { expect, test, type Locator, type Page } from '@playwright/test';
import { paintEverySection } from '../helpers/full-page-style.ts';

const pages = [
  { name: 'home', path: '/' },
  { name: 'shared-hosting', path: '/hosting/shared' },
  { name: 'domains', path: '/domains' },
  { name: 'blog', path: '/blog' },
  // A post with its own call to action and the posts to read next (issue 40).
  { name: 'post', path: '/blog/speed-up-your-wordpress-site' },
  { name: 'help-center', path: '/kb' },
  { name: 'apply', path: '/careers/apply' },
];
const widths = [375, 1280];
const themes = ['dark', 'light'] as const;

/** Loads the page in a theme, with every lazy image and the font in place. */
async function open(page: Page, path: string, theme: string) {
  await page.addInitScript((t) => localStorage.setItem('theme', t), theme);
  await page.goto(path, { waitUntil: 'networkidle' });
  await page.evaluate(async () => {
    for (let y = 0; y < document.body.scrollHeight; y += 500) {
      window.scrollTo(0, y);
      await new Promise((resolve) => setTimeout(resolve, 30));
    }
    window.scrollTo(0, 0);
    await document.fonts.ready;
    // Scrolling down loads no picture of a row that scrolls sideways (a compact section on a phone): ask for them.
    for (const img of document.images) img.loading = 'eager';
    await Promise.all([...document.images].map((img) => img.decode().catch(() => undefined)));
  });
  await paintEverySection(page);
}

const look = { fullPage: true, animations: 'disabled', caret: 'hide', scale: 'css' } as const;

for (const width of widths) {
  for (const theme of themes) {
    test.describe(`${width} px, ${theme}`, () => {
      test.use({ viewport: { width, height: 900 } });

      for (const { name, path } of pages) {
        test(name, async ({ page }) => {
          await open(page, path, theme);
          await expect(page).toHaveScreenshot(`${name}-${width}-${theme}.png`, look);
        });
      }

      // Each drawing and logo on its own, strictly: text that falls back to another typeface inside an SVG shown
      // as an image changes a few thousand pixels, under the whole page's 1 % tolerance.
      if (width === 1280)
        test('drawings and logos', async ({ page }) => {
          await open(page, '/', theme);
          // SVG files the build made, shown as <img> or as an illustration's background.
          const fileOf = (element: Locator) =>
            element.evaluate((e) => (e instanceof HTMLImageElement ? e.src : getComputedStyle(e).backgroundImage));
          const names: string[] = [];
          for (const drawing of await page.locator('main img, main [role="img"]').all()) {
            const file = /\/static\/img\/([\w-]+?)-[0-9a-f]{8}(?:-dark|-light)?\.svg/.exec(await fileOf(drawing))?.[1];
            if (!file) continue;
            names.push(file);
            await expect(drawing).toHaveScreenshot(`drawing-${file}-${theme}.png`, {
              maxDiffPixelRatio: 0.001,
              animations: 'disabled',
              scale: 'css',
            });
          }
          expect(names.length).toBeGreaterThan(1);
        });

      test('domain results', async ({ page }) => {
        await open(page, '/domains', theme);
        const input = page.locator('main input[type="text"], main input[type="search"]').first();
        await input.fill('takenbrand');
        await input.press('Enter');
        const dialog = page.getByRole('dialog');
        await expect(dialog.getByRole('listitem').filter({ hasText: 'takenbrand.io' })).toBeVisible();
        // Alternatives arrive in no fixed order: once all are in, sort them by extension (the one order that does
        // not depend on timing).
        await expect(dialog.locator('[role="status"]')).toHaveCount(0);
        await dialog.getByRole('combobox').selectOption({ index: 2 });
        await dialog.locator('h2').click();
        await expect(dialog).toHaveScreenshot(`domain-results-${width}-${theme}.png`, {
          animations: 'disabled',
          caret: 'hide',
          scale: 'css',
        });
      });
    });
  }
}
