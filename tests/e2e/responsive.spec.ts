import { pages, posts, testimonials } from './content.ts';
import { helpCenter } from './kb.ts';
import { expect, test } from './fixtures.ts';
import { scrollsOnPhone } from '../../src/ui/carousel.ts';
import { NARROWEST } from './every-width.ts';
import { KB_PATH, PATH } from '../spec.ts';
import { paintEverySection } from '../helpers/full-page-style.ts';

// Every page at every width: tests/e2e/every-route.spec.ts (every-width.ts).

// Issue 27: at 375 px a post's byline wrapped to a lone "· 3 min read". On a phone the author has a line of its own and
// the date and the reading time share the next.
for (const post of posts)
  test(`/blog/${post.slug}: the byline at ${NARROWEST} px keeps the date and the reading time on one line`, async ({
    reusedPage: page,
  }) => {
    await page.setViewportSize({ width: NARROWEST, height: 900 });
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
