import { posts, site } from './content';
import { expect, test } from './fixtures';
import { routes } from './routes';
import { GRID_MD_PX, MOBILE_BREAKPOINT_PX } from './spec';

// A phone, a tablet, both sides of the 991 px mobile breakpoint (SPEC §9) and a laptop.
const widths = [375, GRID_MD_PX, MOBILE_BREAKPOINT_PX, MOBILE_BREAKPOINT_PX + 1, 1280];
const narrowest = Math.min(...widths);

// One test per page: it loads the page at the narrowest width and widens it step by step, as a visitor turning a
// tablet or resizing a window would (a load per width made 140 loads of 28 pages; each step takes milliseconds).
for (const path of Object.keys(routes)) {
  test(`${path} never scrolls sideways, at ${widths.join(', ')} px`, async ({ page }) => {
    await page.setViewportSize({ width: narrowest, height: 900 });
    await page.goto(path, { waitUntil: 'networkidle' });
    const mobileMenu = page.getByRole('button', { name: site.nav.menu.open });
    for (const width of widths) {
      await page.setViewportSize({ width, height: 900 });
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect.soft(overflow, `${path} at ${width} px is ${overflow} px too wide`).toBeLessThanOrEqual(0);
      if (width <= MOBILE_BREAKPOINT_PX) await expect.soft(mobileMenu, `menu button at ${width} px`).toBeVisible();
      else await expect.soft(mobileMenu, `menu button at ${width} px`).toBeHidden();
    }
  });
}

// Issue 27: at 375 px a post's byline wrapped to a lone "· 3 min read". On a phone the author has a line of its own and
// the date and the reading time share the next.
for (const post of posts)
  test(`/blog/${post.slug}: the byline at ${narrowest} px keeps the date and the reading time on one line`, async ({
    page,
  }) => {
    await page.setViewportSize({ width: narrowest, height: 900 });
    await page.goto(`/blog/${post.slug}`);
    const byline = page.locator('article header p').filter({ has: page.locator('time') });
    const tops = await byline.locator('> *').evaluateAll((items) => items.map((i) => i.getBoundingClientRect().top));
    expect(tops).toHaveLength(3);
    const [author, date, readTime] = tops as [number, number, number];
    expect(date).toBeGreaterThan(author);
    expect(readTime).toBe(date);
  });
