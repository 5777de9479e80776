// Issue 40: five recent posts left a hole in a three-column grid. The grid of post cards (features/blog/post-grid-css.ts)
// must fill every row it takes for any number of posts a marketer publishes, at every width: here it lays 1 to 7
// cards in the page's container at a phone's, a tablet's and a laptop's width, and each row is measured.
import { postGridCss } from '../../src/features/blog/post-grid-css.ts';
import { expect, test } from './fixtures.ts';

/** The grid of `count` cards in a container as wide as the site's (ui/layout.ts Container), with its styles. */
function page(count: number, compact = false): string {
  const cards = Array.from({ length: count }, (_, i) => `<article>Post ${i + 1}</article>`).join('');
  return `<!doctype html><html><head><style>
    body { margin: 0 }
    .container { max-width: 1200px; margin: 0 auto; padding: 0 20px; box-sizing: border-box }
    .grid { ${postGridCss(count, compact)} }
    article { height: 120px; border: 1px solid; box-sizing: border-box }
  </style></head><body><div class="container"><div class="grid">${cards}</div></div></body></html>`;
}

for (const width of [375, 800, 1280])
  test(`at ${width} px, 1 to 7 post cards fill every row they take`, async ({ page: tab }) => {
    await tab.setViewportSize({ width, height: 900 });
    for (let count = 1; count <= 7; count++) {
      await tab.setContent(page(count));
      const grid = await tab
        .locator('article')
        .first()
        .evaluate((a) => a.parentElement!.getBoundingClientRect());
      const boxes = await tab
        .locator('article')
        .evaluateAll((cards) => cards.map((c) => c.getBoundingClientRect()).map((r) => ({ ...r.toJSON() })));
      expect(boxes).toHaveLength(count);
      const rows = [...new Set(boxes.map((b) => Math.round(b.top)))].map((top) =>
        boxes.filter((b) => Math.round(b.top) === top),
      );
      for (const row of rows) {
        const where = `${count} cards, a row of ${row.length}`;
        expect(Math.round(Math.min(...row.map((b) => b.left))), where).toBe(Math.round(grid.left));
        expect(Math.round(Math.max(...row.map((b) => b.right))), where).toBe(Math.round(grid.right));
      }
      // Never a lone card in a row of its own while others share theirs: rows differ by one card at most.
      const lengths = rows.map((r) => r.length);
      expect(Math.max(...lengths) - Math.min(...lengths), `${count} cards: ${lengths.join(' + ')}`).toBeLessThanOrEqual(
        1,
      );
    }
  });

test('compact, at 375 px 2 to 7 post cards sit in one row that scrolls sideways, the next one peeking in', async ({
  page: tab,
}) => {
  await tab.setViewportSize({ width: 375, height: 900 });
  for (let count = 2; count <= 7; count++) {
    await tab.setContent(page(count, true));
    const grid = await tab.locator('.grid').evaluate((g) => g.getBoundingClientRect().toJSON() as DOMRect);
    const boxes = await tab
      .locator('article')
      .evaluateAll((cards) => cards.map((c) => c.getBoundingClientRect().toJSON() as DOMRect));
    expect(new Set(boxes.map((b) => Math.round(b.top))).size, `${count} cards`).toBe(1);
    const [first, second] = boxes;
    // The first card leaves room for the next to show at the row's edge.
    expect(first?.width).toBeLessThan(grid.width);
    expect(second?.left).toBeLessThan(grid.right);
  }
});

test('compact, from a tablet’s width the cards are laid in rows again, with no hole', async ({ page: tab }) => {
  await tab.setViewportSize({ width: 800, height: 900 });
  await tab.setContent(page(3, true));
  const tops = await tab.locator('article').evaluateAll((cards) => cards.map((c) => c.getBoundingClientRect().top));
  expect(new Set(tops.map(Math.round)).size).toBe(2);
});
