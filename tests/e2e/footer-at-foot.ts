// Issue 40 part 2: the back-to-top button floated over the footer's links and its Subscribe button at the page's
// foot, at a phone's width and a laptop's. At the foot of every page, each footer link is what a click on its centre
// reaches, and so is each summary that opens a folded list of them (a phone's: src/layout/FooterColumn.tsx). Issue 40
// part 5: the page keeps the height it had at load once a visitor has scrolled to its foot. Run on every route by
// tests/e2e/every-route.spec.ts.
import type { Page } from '@playwright/test';
import { site } from './content.ts';
import { expect } from './fixtures.ts';
import { SCROLL_TOP_THRESHOLD_PX } from '../spec.ts';

/** The window's height for these checks: a common phone's, and the back-to-top button's threshold depends on it. */
export const FOOTER_CHECK_HEIGHT = 812;
// Sections below the first screen take an estimated height until they are laid out (src/sections/sizes.ts). Measured
// on the built site at 375 and 1280 px, a page ended within 6 % of its height at load (it had grown by up to 71 %
// and shrunk by up to 21 %).
const HEIGHT_TOLERANCE = 0.1;

/** Scrolls down a screen at a time, as a visitor would, until the page's foot is in view. */
async function scrollToFoot(page: Page) {
  await expect
    .poll(
      () =>
        page.evaluate(() => {
          window.scrollBy(0, window.innerHeight);
          return window.scrollY + window.innerHeight >= document.documentElement.scrollHeight - 1;
        }),
      { intervals: [50], timeout: 20_000 },
    )
    .toBe(true);
}

/**
 * The page's height once it is laid out at `width`: the window at that width (CI once measured a 375 px page at
 * about its 1280 px height, 4,810 px against 5,934), its fonts in, and two frames drawn.
 */
async function heightAtLoad(page: Page, width: number) {
  await expect.poll(() => page.evaluate(() => window.innerWidth), { timeout: 10_000 }).toBe(width);
  return page.evaluate(async () => {
    await document.fonts.ready;
    await new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done)));
    return document.documentElement.scrollHeight;
  });
}

/**
 * The footer's links and summaries that something else covers: the element at the centre of each is not it or in
 * it. Those shown only: a summary has none wider than a phone.
 */
const coveredLinks = (page: Page) =>
  page.evaluate(() => {
    const links = [...document.querySelectorAll<HTMLElement>('#root > footer :is(a, summary)')].filter(
      (l) => l.getClientRects().length > 0,
    );
    const onTop = (link: HTMLElement) => {
      const box = link.getBoundingClientRect();
      const hit = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
      return hit !== null && link.contains(hit);
    };
    const inView = (link: HTMLElement) => {
      const box = link.getBoundingClientRect();
      return box.top >= 0 && box.bottom <= window.innerHeight;
    };
    // At the foot first; a link above the window (a phone's footer is taller than its screen) is then scrolled to
    // the window's middle, away from the fixed header.
    const atFoot = links.filter(inView);
    const covered = atFoot.filter((l) => !onTop(l));
    for (const link of links.filter((l) => !atFoot.includes(l))) {
      link.scrollIntoView({ block: 'center' });
      if (!onTop(link)) covered.push(link);
    }
    return {
      count: links.length,
      atFoot: atFoot.length,
      covered: covered.map((l) => {
        const box = l.getBoundingClientRect();
        const hit = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
        return `${l.getAttribute('href') ?? 'summary'} (${l.textContent || l.getAttribute('aria-label')}) under ${hit?.outerHTML.slice(0, 80)}`;
      }),
    };
  });

/**
 * On a page just loaded (and hydrated) in a window `width` px wide and FOOTER_CHECK_HEIGHT tall: scrolled to its
 * foot, it has kept its height; nothing covers a footer link there, the folded lists opened as a visitor opens them.
 * Leaves the page at its foot, its footer's lists open.
 */
export async function checkFooterAtFoot(page: Page, path: string, width: number) {
  const atLoad = await heightAtLoad(page, width);
  await scrollToFoot(page);
  const atFoot = await page.evaluate(() => document.documentElement.scrollHeight);
  expect
    .soft(Math.abs(atFoot - atLoad) / atLoad, `${path} at ${width} px: ${atLoad} px at load, ${atFoot} px at its foot`)
    .toBeLessThanOrEqual(HEIGHT_TOLERANCE);
  // The button shows on a page that scrolls far enough: the check below is with it, where it docks.
  if (atFoot - FOOTER_CHECK_HEIGHT > SCROLL_TOP_THRESHOLD_PX)
    await expect(page.getByRole('button', { name: site.ui.backToTop })).toBeVisible();
  // On a phone the link lists are folded: opened as a visitor would (a covered summary fails the click), every
  // link of theirs is then checked with the rest.
  for (const summary of await page.locator('#root > footer summary').filter({ visible: true }).all())
    await summary.click();
  await expect(page.locator('#root > footer details:not([open]) > summary').filter({ visible: true })).toHaveCount(0);
  const hidden = await page
    .locator('#root > footer a')
    .evaluateAll((all) => all.filter((a) => a.getClientRects().length === 0).length);
  expect(hidden, `${path} at ${width} px: footer links still hidden`).toBe(0);
  const { count, covered } = await coveredLinks(page);
  expect(count, 'footer links').toBeGreaterThan(0);
  expect.soft(covered, `${path} at ${width} px: covered footer links`).toEqual([]);
}
