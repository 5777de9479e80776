import { pages, posts, site, testimonials } from './content.ts';
import { helpCenter } from './kb.ts';
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { routes } from './routes.ts';
import { scrollsOnPhone } from '../../src/ui/carousel.ts';
import { GRID_MD_PX, KB_PATH, MOBILE_BREAKPOINT_PX, PATH } from '../spec.ts';
import { paintEverySection } from '../helpers/full-page-style.ts';

// A phone, a tablet, both sides of the 991 px mobile breakpoint (SPEC §9) and a laptop.
const widths = [375, GRID_MD_PX, MOBILE_BREAKPOINT_PX, MOBILE_BREAKPOINT_PX + 1, 1280];
const narrowest = Math.min(...widths);

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

// One test per page: it loads the page at the narrowest width and widens it step by step, as a visitor turning a
// tablet or resizing a window would (a load per width made 140 loads of 28 pages; each step takes milliseconds);
// at a phone's and a laptop's width it also measures the space between sections.
test.describe('every page at every width', () => {
  for (const path of Object.keys(routes)) {
    test(`${path} never scrolls sideways at ${widths.join(', ')} px, and leaves at most ${MAX_SECTION_GAP_PX} px between sections at ${GAP_WIDTHS.join(' and ')} px`, async ({
      reusedPage: page,
    }) => {
      await page.setViewportSize({ width: narrowest, height: 900 });
      await page.goto(path, { waitUntil: 'networkidle' });
      // The sections below the first screen laid out at once (full-page.css).
      await paintEverySection(page);
      const mobileMenu = page.getByRole('button', { name: site.nav.menu.open });
      for (const width of [...new Set([...widths, ...GAP_WIDTHS])].sort((a, b) => a - b)) {
        await page.setViewportSize({ width, height: 900 });
        if (widths.includes(width)) {
          const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
          expect.soft(overflow, `${path} at ${width} px is ${overflow} px too wide`).toBeLessThanOrEqual(0);
          if (width <= MOBILE_BREAKPOINT_PX) await expect.soft(mobileMenu, `menu button at ${width} px`).toBeVisible();
          else await expect.soft(mobileMenu, `menu button at ${width} px`).toBeHidden();
        }
        if (GAP_WIDTHS.includes(width))
          for (const { between, px } of await sectionGaps(page))
            expect.soft(Math.round(px), `${between} at ${width} px`).toBeLessThanOrEqual(MAX_SECTION_GAP_PX);
      }
    });
  }
});

// Issue 27: at 375 px a post's byline wrapped to a lone "· 3 min read". On a phone the author has a line of its own and
// the date and the reading time share the next.
for (const post of posts)
  test(`/blog/${post.slug}: the byline at ${narrowest} px keeps the date and the reading time on one line`, async ({
    reusedPage: page,
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

// Issue 27 part 5: on a phone a search box at the top of a page (a hero's domain search, the help center's) lines up
// with the centred heading (its button as wide as the field, under it) and its placeholder is whole, not cut off at
// the field's edge.
const topSearches = [
  ...pages.flatMap((p) =>
    (p.sections as { type: string; search?: { placeholder: string; button: string } }[])
      .filter((s) => s.type === 'hero' && s.search)
      .map((s) => ({ path: p.path, ...s.search! })),
  ),
  { path: KB_PATH, placeholder: helpCenter.search.placeholder, button: helpCenter.search.button },
];
for (const { path, placeholder, button } of topSearches)
  for (const width of [320, 375, 414])
    test(`${path}: the search at ${width} px shows its whole placeholder, the button under the field`, async ({
      reusedPage: page,
    }) => {
      await page.setViewportSize({ width, height: 800 });
      await page.goto(path);
      const field = page.getByPlaceholder(placeholder, { exact: true });
      const fit = await field.evaluate((input: HTMLInputElement) => {
        const style = getComputedStyle(input, '::placeholder');
        const context = document.createElement('canvas').getContext('2d')!;
        context.font = `${style.fontWeight} ${style.fontSize} ${style.fontFamily}`;
        const own = getComputedStyle(input);
        const room = input.clientWidth - parseFloat(own.paddingLeft) - parseFloat(own.paddingRight);
        return { text: Math.ceil(context.measureText(input.placeholder).width), room };
      });
      expect(fit.text, `placeholder ${fit.text} px in a field of ${fit.room} px`).toBeLessThanOrEqual(fit.room);
      const fieldBox = (await field.boundingBox())!;
      const buttonBox = (await page.getByRole('button', { name: button, exact: true }).first().boundingBox())!;
      expect(buttonBox.y).toBeGreaterThan(fieldBox.y + fieldBox.height - 1);
      expect(Math.abs(buttonBox.x - fieldBox.x)).toBeLessThanOrEqual(1);
      expect(Math.abs(buttonBox.width - fieldBox.width)).toBeLessThanOrEqual(1);
    });

// Issue 27 part 5: home on a phone (375 × 667 px, the smallest common one) is at most 9 screens tall, its compact
// sections keeping every card in a row that scrolls sideways, the next card peeking in.
const PHONE = { width: 375, height: 667 };
const MAX_SCREENS = 9;
interface CompactSection {
  type: string;
  title: string;
  compact?: boolean;
  products?: string[];
  items?: unknown[];
  limit?: number;
}
/** How many cards a section shows, as its content lists them. */
const cardsOf = (s: CompactSection) =>
  s.type === 'productCards'
    ? (s.products?.length ?? 0)
    : s.type === 'testimonials'
      ? Math.min(s.limit ?? Infinity, testimonials.length)
      : (s.items?.length ?? 0);
// Issue 40: a compact section is a sideways row only with enough cards for one (src/ui/carousel.ts); fewer stack
// (tests/e2e/phone.spec.ts). Every page's rows, home's and the others'.
const carousels = pages.flatMap((p) =>
  (p.sections as unknown as CompactSection[])
    .filter((s) => scrollsOnPhone(s.compact ?? false, cardsOf(s)))
    .map((section) => ({ path: p.path, section })),
);

test.describe('on a phone', () => {
  test.use({ viewport: PHONE });

  test(`home is at most ${MAX_SCREENS} screens tall at ${PHONE.width} × ${PHONE.height} px`, async ({
    reusedPage: page,
  }) => {
    await page.goto(PATH.home);
    await paintEverySection(page);
    const height = await page.evaluate(() => document.documentElement.scrollHeight);
    expect(height, `${(height / PHONE.height).toFixed(1)} screens`).toBeLessThanOrEqual(MAX_SCREENS * PHONE.height);
  });

  for (const { path, section } of carousels)
    test(`${path}: "${section.title}" keeps every card in a row that scrolls, the next peeking in`, async ({
      page,
    }) => {
      await page.goto(path);
      const row = page.getByRole('region', { name: section.title });
      const cards = row.locator(':scope > * > *');
      await expect(cards).toHaveCount(cardsOf(section));
      await row.scrollIntoViewIfNeeded();
      const [first, second] = [await cards.nth(0).boundingBox(), await cards.nth(1).boundingBox()];
      // One row: the cards' tops differ by no more than a snap's sub-pixel.
      expect(Math.abs((first?.y ?? 0) - (second?.y ?? Infinity))).toBeLessThan(1);
      expect(second?.x).toBeLessThan(PHONE.width);
      // A keyboard scrolls it (the row is focusable: its cards may hold nothing that is), and its end shows the last.
      await row.focus();
      await page.keyboard.press('ArrowRight');
      await expect.poll(() => row.evaluate((e) => e.scrollLeft)).toBeGreaterThan(0);
      await row.evaluate((e) => e.scrollTo({ left: e.scrollWidth, behavior: 'instant' }));
      await expect(cards.last()).toBeInViewport({ ratio: 0.9 });
    });
});
