// A page at every width a visitor's screen has: it never scrolls sideways, the menu button shows on the mobile side of
// the 991 px breakpoint (SPEC §9) only, and sections are no further apart than the design spaces them. Run on every
// route by tests/e2e/every-route.spec.ts.
import type { Page } from '@playwright/test';
import { site } from './content.ts';
import { expect } from './fixtures.ts';
import { GRID_MD_PX, MOBILE_BREAKPOINT_PX } from '../spec.ts';
import { paintEverySection } from '../helpers/full-page-style.ts';

/** A phone, a tablet, both sides of the 991 px mobile breakpoint (SPEC §9) and a laptop. */
const WIDTHS = [375, GRID_MD_PX, MOBILE_BREAKPOINT_PX, MOBILE_BREAKPOINT_PX + 1, 1280];
export const NARROWEST = Math.min(...WIDTHS);

// Issue 27: the design spaces sections by their padding, 64 px above and below, so 128 px at most between the last
// thing one section shows and the first thing of the next. A hero's trailing margin or a list's leading one made
// 156–204 px on /blog, /contact and the category pages.
const MAX_SECTION_GAP_PX = 2 * 64;
const GAP_WIDTHS = [375, 1280];

/** The space between each section's last shown thing and the next one's first, top-level sections of main only. */
const sectionGaps = (page: Page) =>
  page.evaluate(() => {
    // What a section shows: text, pictures, controls, and boxes drawn with a border or a background.
    const shown = (e: Element) => {
      const box = e.getBoundingClientRect();
      if (box.width === 0 || box.height === 0) return false;
      if (e.matches('img, svg, picture, input, button, select, textarea, li, table')) return true;
      const style = getComputedStyle(e);
      if (style.borderTopWidth !== '0px' || style.backgroundColor !== 'rgba(0, 0, 0, 0)') return true;
      if (style.backgroundImage !== 'none') return true;
      return [...e.childNodes].some((n) => n.nodeType === Node.TEXT_NODE && n.textContent?.trim());
    };
    const sections = [...document.querySelectorAll('main section')].filter(
      (s) => !s.parentElement?.closest('main section'),
    );
    const extents = sections.map((s) => {
      const boxes = [...s.querySelectorAll('*')].filter(shown).map((e) => e.getBoundingClientRect());
      return {
        name: s.querySelector('h1, h2')?.textContent ?? '',
        top: Math.min(...boxes.map((b) => b.top)),
        bottom: Math.max(...boxes.map((b) => b.bottom)),
      };
    });
    return extents
      .slice(1)
      .map((next, i) => ({ between: `${extents[i]!.name} / ${next.name}`, px: next.top - extents[i]!.bottom }));
  });

/**
 * On a page loaded at the narrowest width: widened step by step, as a visitor turning a tablet or resizing a window
 * would (a load per width made 140 loads of 28 pages; each step takes milliseconds), it never scrolls sideways and
 * shows the menu button on the mobile side only; at a phone's and a laptop's width, the sections keep their spacing.
 */
export async function checkEveryWidth(page: Page, path: string) {
  // The sections below the first screen laid out at once (full-page.css).
  await paintEverySection(page);
  const mobileMenu = page.getByRole('button', { name: site.nav.menu.open });
  for (const width of [...new Set([...WIDTHS, ...GAP_WIDTHS])].sort((a, b) => a - b)) {
    await page.setViewportSize({ width, height: 900 });
    if (WIDTHS.includes(width)) {
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect.soft(overflow, `${path} at ${width} px is ${overflow} px too wide`).toBeLessThanOrEqual(0);
      if (width <= MOBILE_BREAKPOINT_PX) await expect.soft(mobileMenu, `menu button at ${width} px`).toBeVisible();
      else await expect.soft(mobileMenu, `menu button at ${width} px`).toBeHidden();
    }
    if (GAP_WIDTHS.includes(width))
      for (const { between, px } of await sectionGaps(page))
        expect.soft(Math.round(px), `${between} at ${width} px`).toBeLessThanOrEqual(MAX_SECTION_GAP_PX);
  }
}
