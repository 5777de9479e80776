import type { Page } from '@playwright/test';
import { page as pageAt, product, section, socialProof, testimonials, type Testimonial } from './content.ts';
import { expect, test } from './fixtures.ts';
import { scrollsOnPhone } from '../../src/ui/carousel.ts';
import { PATH } from '../spec.ts';
import { PRODUCT_TESTIMONIALS } from '../../src/sections/testimonials/select.ts';

/** Words of content with their {slots} filled. */
const filled = (phrase: string, values: Record<string, string | number>) =>
  phrase.replace(/\{(\w+)\}/g, (_, name: string) => String(values[name]));

const home = section<{ title: string; limit?: number; compact?: boolean }>(PATH.home, 'testimonials');
const onHome = testimonials.slice(0, home.limit);

/** The card of each testimonial, found by its quote. */
const cardsOf = (page: Page, shown: Testimonial[]) =>
  shown.map((t) => page.getByRole('figure').filter({ has: page.locator('blockquote', { hasText: t.quote }) }));

test.describe('social proof on the home page', () => {
  test('shows its sections in the order of content/pages/home.yaml, the figures among them', async ({
    reusedPage: page,
  }) => {
    const { sections } = pageAt(PATH.home);
    await page.goto(PATH.home);
    // The hero's title is the page's h1; every other section's title is an h2, in the order of the content.
    const titles = sections.flatMap((s) => (s.type !== 'hero' && typeof s.title === 'string' ? [s.title] : []));
    await expect(page.getByRole('main').getByRole('heading', { level: 2 })).toHaveText(titles);
    for (const figure of socialProof.figures)
      await expect(page.getByRole('listitem').filter({ hasText: figure.label })).toContainText(figure.value);
  });

  test('every testimonial, its stars named for screen readers, under the review summary', async ({
    reusedPage: page,
  }) => {
    await page.goto(PATH.home);
    const region = page.locator('section', { has: page.getByRole('heading', { level: 2, name: home.title }) });
    const { reviews } = socialProof;
    const summary = filled(reviews.summary, {
      score: reviews.score.toLocaleString('en-US', { maximumFractionDigits: 1 }),
      outOf: reviews.outOf,
      count: reviews.count.toLocaleString('en-US'),
      source: reviews.source,
    });
    await expect(region.getByText(summary)).toBeVisible();
    await expect(region.getByRole('figure')).toHaveCount(onHome.length);
    for (const [i, card] of cardsOf(page, onHome).entries()) {
      const t = onHome[i] as Testimonial;
      await expect(card).toBeVisible();
      await expect(card.locator('figcaption')).toContainText(t.name);
      await expect(card.locator('figcaption')).toContainText(`${t.role} · ${t.company}`);
      if (t.rating !== undefined) {
        const stars = filled(socialProof.ratingLabel, { rating: t.rating, outOf: 5 });
        await expect(card.getByRole('img', { name: stars })).toBeVisible();
      }
    }
  });

  for (const [width, most] of [
    [375, 1],
    [800, 2],
    [1280, 3],
  ] as const)
    test(`at ${width} px the cards sit in ${most} column${most > 1 ? 's at most' : ''} (a compact row on a phone)`, async ({
      reusedPage: page,
    }) => {
      await page.setViewportSize({ width, height: 900 });
      await page.goto(PATH.home);
      // Where a visitor sees them: below the first screen, a section is laid out as it comes near the viewport
      // (content-visibility), and Chromium may place a box it has not laid out yet at the section's edge.
      await page.getByRole('figure').last().scrollIntoViewIfNeeded();
      const lefts = await page
        .getByRole('figure')
        .evaluateAll((els) => els.map((e) => Math.round(e.getBoundingClientRect().left)));
      // A compact section with enough cards is one row on a phone, which scrolls sideways (tests/e2e/responsive.spec.ts).
      if (scrollsOnPhone(home.compact ?? false, onHome.length) && width < 768) {
        const tops = await page
          .getByRole('figure')
          .evaluateAll((els) => els.map((e) => Math.round(e.getBoundingClientRect().top)));
        expect(new Set(tops).size).toBe(1);
        return;
      }
      const columns = new Set(lefts).size;
      expect(columns).toBeLessThanOrEqual(most);
      if (lefts.length > 1) expect(columns).toBeGreaterThanOrEqual(Math.min(most, 2));
    });

  // Issue 27: quotes and roles of different lengths left the author rows at different heights.
  test('at 1280 px the author rows of the cards side by side line up', async ({ reusedPage: page }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto(PATH.home);
    await page.getByRole('figure').last().scrollIntoViewIfNeeded();
    const cards = await page.getByRole('figure').evaluateAll((figures) =>
      figures.map((f) => ({
        top: Math.round(f.getBoundingClientRect().top),
        author: Math.round(f.querySelector('figcaption')!.getBoundingClientRect().top),
      })),
    );
    const rows = [...new Set(cards.map((card) => card.top))].map((top) => cards.filter((card) => card.top === top));
    expect(rows.some((row) => row.length > 1)).toBe(true);
    for (const row of rows) expect(new Set(row.map((card) => card.author)).size).toBe(1);
  });
});

test.describe('testimonials on product pages', () => {
  for (const path of [PATH.shared, PATH.wordpress, PATH.vps, PATH.app]) {
    test(`${path}: its own testimonials, then general ones under a heading for them, after the comparison`, async ({
      reusedPage: page,
    }) => {
      const { slug, sections } = product(path);
      const types = sections.map((s) => s.type);
      expect(types.indexOf('testimonials')).toBeGreaterThan(types.indexOf('planComparison'));
      const { title, generalTitle, limit } = section<{ title: string; generalTitle?: string; limit?: number }>(
        path,
        'testimonials',
      );
      const own = testimonials.filter((t) => t.products?.includes(slug));
      // General ones (about no product) only under a heading for them, which names no product's customers.
      const general = generalTitle === undefined ? [] : testimonials.filter((t) => !t.products?.length);
      const shown = [...own, ...general].slice(0, limit ?? PRODUCT_TESTIMONIALS);
      expect(own.length).toBeGreaterThan(0);
      await page.goto(path);
      const heading = shown.length > own.length ? generalTitle : title;
      const region = page.locator('section', {
        has: page.getByRole('heading', { level: 2, name: heading, exact: true }),
      });
      await expect(region.getByRole('figure').locator('blockquote')).toHaveText(shown.map((t) => t.quote));
    });
  }
});
