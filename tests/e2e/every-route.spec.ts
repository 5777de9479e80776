// Every route of SPEC §2 (tests/e2e/routes.ts), loaded twice, as a visitor on a phone and one on a laptop sees it,
// and each load checked for everything that can be checked on it (issue 39 part 5: four specs loaded each route five
// times between them). On a phone: its footer at its foot, then every width from there (tests/e2e/footer-at-foot.ts,
// every-width.ts). On a laptop: its content, title and canonical address (route-content.ts), its footer at its
// foot, then, back at its top, axe in both themes (axe.ts).
import { checkAxeInBothThemes } from './axe.ts';
import { checkEveryWidth, NARROWEST } from './every-width.ts';
import { expect, test } from './fixtures.ts';
import { checkFooterAtFoot, FOOTER_CHECK_HEIGHT } from './footer-at-foot.ts';
import { checkRouteContent } from './route-content.ts';
import { routes } from './routes.ts';

const LAPTOP = 1280;

for (const path of Object.keys(routes)) {
  test(`${path} on a phone: nothing covers the footer's links at its foot, it keeps its height, and at every width it never scrolls sideways and keeps its sections' spacing`, async ({
    reusedPage: page,
  }) => {
    // A page's footer and its widths took up to 5 s at the e2e run's load: 60 s keeps a busy machine's under half.
    test.setTimeout(60_000);
    await page.setViewportSize({ width: NARROWEST, height: FOOTER_CHECK_HEIGHT });
    await page.goto(path, { waitUntil: 'networkidle' });
    await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
    await checkFooterAtFoot(page, path, NARROWEST);
    await checkEveryWidth(page, path);
  });

  test(`${path} on a laptop: its content with its own title, description and canonical URL, nothing covering the footer's links at its foot, and no serious or critical axe violations in either theme`, async ({
    reusedPage: page,
  }) => {
    // Two axe scans of a whole page take 20-35 s when the machine is busy, the footer a few more: 120 s keeps every
    // test well under half its limit.
    test.setTimeout(120_000);
    await page.setViewportSize({ width: LAPTOP, height: FOOTER_CHECK_HEIGHT });
    const response = await page.goto(path, { waitUntil: 'networkidle' });
    await checkRouteContent(page, path, response);
    await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
    await checkFooterAtFoot(page, path, LAPTOP);
    // Back at the top, as loaded: the parts below the first screen are off screen again (content-visibility).
    await page.evaluate(async () => {
      window.scrollTo({ top: 0, behavior: 'instant' });
      await new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done)));
    });
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    await checkAxeInBothThemes(page);
  });
}
