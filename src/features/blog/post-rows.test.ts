import { describe, expect, it } from 'vitest';
import { rowLayout, rowsOf } from './post-rows.ts';

/**
 * Where a CSS grid of `layout.tracks` columns puts cards of the layout's spans, one after another (auto-placement
 * without dense packing): each row's spans, top to bottom. A row whose spans fall short of the tracks has a hole.
 */
function placed(count: number, { tracks, wide, wideSpan, span }: ReturnType<typeof rowLayout>): number[][] {
  const rows: number[][] = [];
  let row: number[] = [];
  for (let i = 0; i < count; i++) {
    const s = i < wide ? wideSpan : span;
    if (row.reduce((a, b) => a + b, 0) + s > tracks) rows.push((row = []));
    else if (rows.length === 0) rows.push(row);
    row.push(s);
  }
  return rows;
}

const sum = (row: number[]) => row.reduce((a, b) => a + b, 0);

describe('rows of post cards', () => {
  it.each([
    [1, [1]],
    [2, [2]],
    [3, [3]],
    [4, [2, 2]],
    [5, [2, 3]],
    [6, [3, 3]],
    [7, [2, 2, 3]],
  ])('%i cards in three columns: rows of %j, the shorter rows first', (count, rows) => {
    expect(rowsOf(count, 3)).toEqual(rows);
  });

  it.each([
    [1, [1]],
    [2, [2]],
    [3, [1, 2]],
    [5, [1, 2, 2]],
    [7, [1, 2, 2, 2]],
  ])('%i cards in two columns: rows of %j', (count, rows) => {
    expect(rowsOf(count, 2)).toEqual(rows);
  });

  describe.each([2, 3])('laid out in a grid of at most %i to a row', (columns) => {
    it.each([1, 2, 3, 4, 5, 6, 7])('%i cards fill every row they take, with no hole', (count) => {
      const layout = rowLayout(count, columns);
      const rows = placed(count, layout);
      expect(rows.map((r) => r.length)).toEqual(rowsOf(count, columns));
      for (const row of rows) expect(sum(row)).toBe(layout.tracks);
      // Never a lone card beside a hole: a row holds at least as many cards as fit, less one, or all there are.
      for (const row of rows) expect(row.length).toBeGreaterThanOrEqual(Math.min(count, columns - 1));
    });
  });

  it('lays out no cards as nothing', () => {
    expect(rowsOf(0, 3)).toEqual([]);
    expect(rowLayout(0, 3)).toEqual({ tracks: 1, wide: 0, wideSpan: 1, span: 1 });
  });
});
