import { site } from './content';
import { expect, test } from './fixtures';
import { routes } from './routes';
import { GRID_MD_PX, MOBILE_BREAKPOINT_PX } from './spec';

// A phone, a tablet, both sides of the 991 px mobile breakpoint (SPEC §9) and a laptop.
const widths = [375, GRID_MD_PX, MOBILE_BREAKPOINT_PX, MOBILE_BREAKPOINT_PX + 1, 1280];
const narrowest = Math.min(...widths);

// One test per page and width, each loading the page at the narrowest width and widening it, as a visitor
// turning a tablet or resizing a window would.
for (const path of Object.keys(routes)) {
  test.describe(`${path} never scrolls sideways`, () => {
    for (const width of widths) {
      test(`at ${width} px`, async ({ page }) => {
        await page.setViewportSize({ width: narrowest, height: 900 });
        await page.goto(path, { waitUntil: 'networkidle' });
        await page.setViewportSize({ width, height: 900 });
        const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
        expect(overflow, `${path} at ${width} px is ${overflow} px too wide`).toBeLessThanOrEqual(0);
        const mobileMenu = page.getByRole('button', { name: site.nav.menu.open });
        if (width <= MOBILE_BREAKPOINT_PX) await expect(mobileMenu).toBeVisible();
        else await expect(mobileMenu).toBeHidden();
      });
    }
  });
}
