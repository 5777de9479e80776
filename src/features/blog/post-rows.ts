// How a list of post cards is laid out in rows so that no row is left with a hole, whatever the number of posts a
// marketer publishes: five posts in three columns are a row of two wider cards and a row of three, not 3 + 2 with an
// empty cell. The grid (./PostGrid.tsx) turns the rows into CSS; the cards of the shorter rows come first, so the
// newest posts get the wider cards.

/**
 * The number of cards in each row, top to bottom, for `count` cards at most `columns` to a row: as few rows as fit
 * them, their lengths as even as can be (differing by one at most), the shorter rows first. Seven in three columns
 * are 2 + 2 + 3, four are 2 + 2, one is 1.
 */
export function rowsOf(count: number, columns: number): number[] {
  if (count < 1 || columns < 1) return [];
  const rows = Math.ceil(count / columns);
  const base = Math.floor(count / rows);
  const longer = count % rows;
  return Array.from({ length: rows }, (_, i) => (i < rows - longer ? base : base + 1));
}

/** How one width of the grid lays its cards: `tracks` columns; each of the first `wide` cards spans `wideSpan` of
 * them, every other card `span`. Each row's cards span all its tracks. */
export interface RowLayout {
  tracks: number;
  wide: number;
  wideSpan: number;
  span: number;
}

/** The grid tracks and spans that lay `count` cards in the rows of `rowsOf(count, columns)`. */
export function rowLayout(count: number, columns: number): RowLayout {
  const rows = rowsOf(count, columns);
  if (rows.length === 0) return { tracks: 1, wide: 0, wideSpan: 1, span: 1 };
  const short = Math.min(...rows);
  const long = Math.max(...rows);
  // Tracks every row length divides: a row of two in six tracks spans three each, a row of three two each.
  const tracks = short === long ? long : short * long;
  return {
    tracks,
    wide: short === long ? 0 : rows.filter((r) => r === short).length * short,
    wideSpan: tracks / short,
    span: tracks / long,
  };
}
