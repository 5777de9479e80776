// Issue 40 item 3: pages on a phone were twice as long as a peer's. At 375 × 812 px a plan card shows its first
// features and folds the rest behind "All features", the comparison table folds too (both native disclosures, open
// before any script runs and by keyboard), /domains lists its extensions in rows, and card sections stack unless
// they are compact with enough cards for a sideways row. Wider, the folds are open. How tall the pages are is a
// benchmark's to say (npm run bench:page-height), not a test's: a marketer adding a plan must never turn it red.
import type { Locator, Page } from '@playwright/test';
import { extensions, page as pageAt, pages, price, products, section, site, type Section } from './content.ts';
import { axeOn, seriousViolations } from './axe.ts';
import { expect, test } from './fixtures.ts';
import { keySpecCount } from '../../src/sections/product-plans/key-specs.ts';
import { scrollsOnPhone } from '../../src/ui/carousel.ts';
import { OTHER_THEME, PATH } from '../spec.ts';

// A product's tests open every plan's fold and check every feature: 7–20 s each at load 13 beside another worker.
test.describe.configure({ timeout: 60_000 });

const PHONE = { width: 375, height: 812 };
const LAPTOP = { width: 1280, height: 812 };
const shown = (value: string | number | boolean) => (typeof value === 'boolean' ? undefined : String(value));

/** A feature's row in a plan card: its label and, for text values, the value. */
const specRow = (card: Locator, label: string) =>
  card.locator('dl > div').filter({ has: card.page().getByText(label, { exact: true }) });

for (const product of products) {
  const path = `/hosting/${product.slug}`;
  const comparison = section<{ title: string }>(path, 'planComparison');
  const keySpecs = keySpecCount(product);

  test(`${path} on a phone: each plan shows its first ${keySpecs} features, "All features" (by click or keyboard) the rest`, async ({
    reusedPage: page,
  }) => {
    await page.setViewportSize(PHONE);
    await page.goto(path);
    for (const [i, plan] of product.plans.entries()) {
      const card = page.getByRole('article', { name: plan.name, exact: true });
      const [first, rest] = [product.featureKeys.slice(0, keySpecs), product.featureKeys.slice(keySpecs)];
      for (const { label } of first) await expect(specRow(card, label)).toBeVisible();
      const folded = [
        ...rest.map(({ label }) => specRow(card, label)),
        ...(plan.highlights ?? []).map((h) => card.getByText(h, { exact: true })),
      ];
      const summary = card.locator('summary');
      if (folded.length === 0) {
        await expect(summary).toHaveCount(0);
        continue;
      }
      // Named for a screen reader with the plan it belongs to; the + or − beside it is not read out.
      await expect(summary).toHaveAccessibleName(`${site.ui.allFeatures} ${plan.name}`);
      for (const row of folded) await expect(row).toBeHidden();
      await summary.scrollIntoViewIfNeeded();
      if (i % 2 === 0) await summary.click();
      else {
        await summary.focus();
        await page.keyboard.press('Enter');
      }
      for (const row of folded) await expect(row).toBeVisible();
      for (const { key, label } of product.featureKeys) {
        const value = shown(plan.features[key] ?? '');
        if (value) await expect(specRow(card, label)).toContainText(value);
      }
    }
  });

  test(`${path} on a phone: "${comparison.title}" opens its table; at 1280 px cards and table show everything`, async ({
    reusedPage: page,
  }) => {
    await page.setViewportSize(PHONE);
    await page.goto(path);
    const table = page.getByRole('table', { name: comparison.title });
    const opener = page.getByText(site.ui.showComparison, { exact: true });
    await expect(table).toBeHidden();
    await opener.scrollIntoViewIfNeeded();
    await opener.click();
    await expect(table).toBeVisible();
    await expect(table.getByRole('rowheader')).toHaveText(product.featureKeys.map((k) => k.label));

    await page.setViewportSize(LAPTOP);
    await page.reload();
    await expect(table).toBeVisible();
    await expect(opener).toBeHidden();
    for (const plan of product.plans) {
      const card = page.getByRole('article', { name: plan.name, exact: true });
      await expect(card.getByText(site.ui.allFeatures, { exact: true })).toBeHidden();
      for (const { label } of product.featureKeys) await expect(specRow(card, label)).toBeVisible();
      for (const highlight of plan.highlights ?? [])
        await expect(card.getByText(highlight, { exact: true })).toBeVisible();
    }
  });
}

test.describe('/domains on a phone', () => {
  test.use({ viewport: PHONE });
  const cards = section<{ title: string; cta: string }>(PATH.domains, 'extensionCards');
  const pricing = section<{ title: string }>(PATH.domains, 'domainPricing');

  test(`"${cards.title}" lists every popular extension of the price list in a row of its own`, async ({
    reusedPage: page,
  }) => {
    await page.goto(PATH.domains);
    const list = page.locator('section', { has: page.getByRole('heading', { level: 2, name: cards.title }) });
    const popular = extensions.filter((e) => e.popular);
    await expect(list.getByRole('heading', { level: 3 })).toHaveText(popular.map((e) => `.${e.extension}`));
    for (const { extension, registration } of popular) {
      const row = list.getByRole('article').filter({ has: page.getByRole('heading', { name: `.${extension}` }) });
      await row.scrollIntoViewIfNeeded();
      const parts = [
        row.getByRole('heading', { name: `.${extension}` }),
        row.getByText(price(registration)),
        row.getByRole('button', { name: `${cards.cta} .${extension}` }),
      ];
      // Name, price and button side by side: their middles within a few pixels of one line.
      const middles = await Promise.all(parts.map(async (p) => (await p.boundingBox()) ?? { y: NaN, height: 0 }));
      const ys = middles.map((b) => b.y + b.height / 2);
      expect(Math.max(...ys) - Math.min(...ys), `.${extension}: ${ys.join(', ')}`).toBeLessThan(12);
    }
  });

  test(`"${pricing.title}" has a row for every extension with its registration price`, async ({ reusedPage: page }) => {
    await page.goto(PATH.domains);
    const table = page.getByRole('table', { name: pricing.title });
    await expect(table.getByRole('rowheader')).toHaveText(extensions.map((e) => `.${e.extension}`));
    for (const { extension, registration } of extensions)
      await expect(table.getByRole('row', { name: new RegExp(`^\\.${extension}\\b`) })).toContainText(
        price(registration),
      );
  });
});

// Card sections by how many cards their content gives them; features, plans and product cards are articles.
interface Cards {
  path: string;
  index: number;
  type: string;
  count: number;
  compact: boolean;
}
const countOf = (path: string, s: Section) =>
  s.type === 'productPlans'
    ? products.find((p) => `/hosting/${p.slug}` === path)?.plans.length
    : s.type === 'features'
      ? (s.items as unknown[]).length
      : s.type === 'productCards'
        ? (s.products as unknown[]).length
        : undefined;
const cardSections: Cards[] = [...pages.map((p) => p.path), ...products.map((p) => `/hosting/${p.slug}`)].flatMap(
  (path) =>
    pageAt(path).sections.flatMap((s, index) => {
      const count = countOf(path, s);
      return count === undefined ? [] : [{ path, index, type: s.type, count, compact: s.compact === true }];
    }),
);
const stacked = cardSections.filter((s) => !scrollsOnPhone(s.compact, s.count));

/** The top-level section at an index of the page's content (templates/PageView.tsx renders them in order). */
const sectionAt = (page: Page, index: number) => page.locator('main > *').nth(index).locator(':scope > section');

for (const path of [...new Set(stacked.map((s) => s.path))])
  test(`${path} on a phone: card sections that do not scroll sideways stack, every card whole on the screen`, async ({
    reusedPage: page,
  }) => {
    await page.setViewportSize(PHONE);
    await page.goto(path);
    for (const { index, type, count } of stacked.filter((s) => s.path === path)) {
      const cards = sectionAt(page, index).getByRole('article');
      await expect(cards, `${type} #${index}`).toHaveCount(count);
      await cards.first().scrollIntoViewIfNeeded();
      const boxes = await cards.evaluateAll((all) => all.map((c) => c.getBoundingClientRect().toJSON() as DOMRect));
      for (const [i, box] of boxes.entries()) {
        expect(box.left, `${type} #${index}, card ${i + 1}`).toBeGreaterThanOrEqual(0);
        expect(box.right, `${type} #${index}, card ${i + 1}`).toBeLessThanOrEqual(PHONE.width);
        if (i > 0) expect(box.top, `${type} #${index}, card ${i + 1}`).toBeGreaterThanOrEqual(boxes[i - 1]!.bottom);
      }
    }
  });

test("the footer's link lists fold on a phone, each opened by its summary (click or keyboard); at 1280 px they show", async ({
  reusedPage: page,
}) => {
  await page.setViewportSize(PHONE);
  await page.goto(PATH.about);
  const footer = page.getByRole('contentinfo');
  for (const [i, column] of site.footer.columns.entries()) {
    const nav = footer.getByRole('navigation', { name: column.title });
    const links = column.links.map((l) => nav.getByRole('link', { name: l.label, exact: true }));
    const summary = nav.locator('summary');
    await expect(summary).toHaveAccessibleName(column.title);
    for (const link of links) await expect(link).toBeHidden();
    await summary.scrollIntoViewIfNeeded();
    if (i % 2 === 0) await summary.click();
    else {
      await summary.focus();
      await page.keyboard.press('Enter');
    }
    for (const link of links) await expect(link).toBeVisible();
  }
  await page.setViewportSize(LAPTOP);
  await page.reload();
  for (const column of site.footer.columns) {
    const nav = footer.getByRole('navigation', { name: column.title });
    await expect(nav.getByRole('heading', { name: column.title })).toBeVisible();
    await expect(nav.locator('summary')).toBeHidden();
    for (const l of column.links) await expect(nav.getByRole('link', { name: l.label, exact: true })).toBeVisible();
  }
});

// tests/e2e/every-route.spec.ts scans every page at a laptop's width, where nothing is folded: here a product page and
// /domains at a phone's, folds closed and open (the footer's too), in both themes.
const serious = (page: Page, rules?: string[]) => seriousViolations(rules ? axeOn(page).withRules(rules) : axeOn(page));
for (const path of [`/hosting/${products[0]!.slug}`, PATH.domains])
  test(`${path} on a phone has no serious axe violations, folds closed or open, in either theme`, async ({
    reusedPage: page,
  }) => {
    // Three scans of a whole page: 20–35 s on a busy machine (tests/e2e/axe.ts).
    test.setTimeout(120_000);
    await page.setViewportSize(PHONE);
    await page.goto(path, { waitUntil: 'networkidle' });
    // As a visitor scrolling to them sees them (content-visibility: see tests/e2e/axe.ts).
    await page.evaluate(() => {
      for (const el of document.querySelectorAll<HTMLElement>('main section')) el.style.contentVisibility = 'visible';
    });
    expect(await serious(page), 'folds closed').toEqual([]);
    for (const summary of await page.locator('main summary, #root > footer summary').filter({ visible: true }).all())
      if ((await summary.locator('..').getAttribute('open')) === null) await summary.click();
    expect(await serious(page), 'folds open').toEqual([]);
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page
      .getByRole('button', { name: OTHER_THEME === 'light' ? site.nav.theme.toLight : site.nav.theme.toDark })
      .filter({ visible: true })
      .click();
    await expect(page.locator('html')).toHaveAttribute('data-theme', OTHER_THEME);
    await page.waitForFunction(() =>
      document.getAnimations().every((a) => !(a instanceof CSSTransition) || a.playState !== 'running'),
    );
    expect(await serious(page, ['color-contrast', 'link-in-text-block']), `${OTHER_THEME} theme`).toEqual([]);
  });
