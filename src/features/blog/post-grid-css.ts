// The grid that lays post cards in rows with no hole (./post-rows.ts) as CSS: at each width as many columns as fit
// cards of MIN_CARD px, and each card spanning its row's share of the grid's tracks. Plain CSS text with nesting (&),
// which ./PostGrid.tsx styles its grid with, and tests/e2e/post-grid.spec.ts lays out in a browser.
import { rowLayout } from './post-rows.ts';

/** A card is at least this wide; the grid takes a column more once the viewport fits one more of them. */
const MIN_CARD = 300;
const GAP = 24;
/** The side padding of the page's Container: the grid is the viewport's width less this (ui/layout.ts). */
const GUTTERS = 40;
/** The widest the grid gets: the Container's 1200 px less its padding. */
const MAX_WIDTH = 1160;
const COLUMNS: readonly number[] = [2, 3];

/** The narrowest viewport that fits `columns` cards side by side. */
const fits = (columns: number) => columns * MIN_CARD + (columns - 1) * GAP + GUTTERS;

/** The grid's rule for the widths that fit `columns` cards in a row and no more (each width has its own spans). */
function columnsCss(count: number, columns: number): string {
  const { tracks, wide, wideSpan, span } = rowLayout(count, columns);
  const upTo = COLUMNS.includes(columns + 1) ? ` and (max-width: ${fits(columns + 1) - 0.02}px)` : '';
  return `@media (min-width: ${fits(columns)}px)${upTo} {
    grid-template-columns: repeat(${tracks}, minmax(0, 1fr));
    & > * { grid-column: span ${span}; }
    ${wide > 0 ? `& > :nth-child(-n + ${wide}) { grid-column: span ${wideSpan}; }` : ''}
  }`;
}

/** A compact grid's cards while one fits a row: side by side in a row that scrolls (ui/CompactGrid.tsx's scroller). */
const phoneRow = `@media (max-width: ${fits(2) - 0.02}px) {
  grid-template-columns: none;
  grid-auto-flow: column;
  grid-auto-columns: 84%;
  gap: 16px;
  & > * { scroll-snap-align: start; }
}`;

/**
 * The grid of `count` post cards: in the rows of ./post-rows.ts at each width, none left with a hole. Compact, the
 * cards sit in one row that scrolls sideways where only one would fit a row (a phone), the next one peeking in.
 */
export const postGridCss = (count: number, compact = false) => `
  display: grid;
  gap: ${GAP}px;
  grid-template-columns: minmax(0, 1fr);
  ${compact ? phoneRow : ''}
  ${COLUMNS.map((columns) => columnsCss(count, columns)).join('\n')}
`;

/** The share of the grid's width card `i` of `count` takes with `columns` to a row. */
function shareOf(i: number, count: number, columns: number): number {
  const { tracks, wide, wideSpan, span } = rowLayout(count, columns);
  return (i < wide ? wideSpan : span) / tracks;
}

/** The image `sizes` of card `i` of `count`: how wide the card is at each of the grid's widths. */
export const cardSizes = (i: number, count: number) =>
  [
    `(min-width: ${fits(3)}px) ${Math.round(MAX_WIDTH * shareOf(i, count, 3))}px`,
    `(min-width: ${fits(2)}px) ${Math.round(100 * shareOf(i, count, 2))}vw`,
    '100vw',
  ].join(', ');
