import { expect, test } from './fixtures';
import { routes } from './routes';

const widths = [375, 768, 991, 992, 1280];

for (const path of Object.keys(routes)) {
  test(`${path} never scrolls sideways at ${widths.join(', ')} px`, async ({ page }) => {
    await page.setViewportSize({ width: widths[0] as number, height: 900 });
    await page.goto(path, { waitUntil: 'networkidle' });
    for (const width of widths) {
      await page.setViewportSize({ width, height: 900 });
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow, `${path} at ${width} px is ${overflow} px too wide`).toBeLessThanOrEqual(0);
      const mobileMenu = page.getByRole('button', { name: 'Open menu' });
      if (width <= 991) await expect(mobileMenu).toBeVisible();
      else await expect(mobileMenu).toBeHidden();
    }
  });
}
