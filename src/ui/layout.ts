import styled from 'styled-components';
import { HEADER_HEIGHT, media } from './theme.ts';

/** The widest a Container gets, and its side padding */
export const CONTAINER_MAX_WIDTH = 1200;
export const CONTAINER_PADDING = 20;

export const Container = styled.div`
  width: 100%;
  max-width: ${CONTAINER_MAX_WIDTH}px;
  margin: 0 auto;
  padding: 0 ${CONTAINER_PADDING}px;
`;

/**
 * The space above and below a section's content: 64 px wide, 48 px on a small tablet, and on a phone narrower than
 * 576 px from 32 px at 375 px up to the 48 px it meets there (a phone page had about 190 px between one section's
 * content and the next's). A custom property (ui/GlobalStyle.tsx sets it), so that what reads it (the sections'
 * estimated heights, the back-to-top button's dock) follows the width too.
 */
export const SECTION_PADDING = 'var(--section-padding)';
/** The values SECTION_PADDING takes, set on the root by ui/GlobalStyle.tsx. */
export const sectionPaddingRule = `
  --section-padding: clamp(48px, 10vw, 64px);
  ${media.narrow} {
    --section-padding: clamp(28px, 8vw - 2px, 44px);
  }
`;

export const Section = styled.section`
  padding: ${SECTION_PADDING} 0;
  /* A link to the section's id scrolls its heading into view below the fixed header. */
  scroll-margin-top: ${HEADER_HEIGHT}px;
`;

export const SectionHeading = styled.header`
  text-align: center;
  max-width: 720px;
  margin: 0 auto 40px;
  ${media.narrow} {
    margin-bottom: 20px;
  }
  h2 {
    font-size: clamp(1.6rem, 3vw, 2.2rem);
  }
  p {
    color: var(--muted);
  }
`;

const GAP = 24;
/** The side padding of Container: a grid's width is the viewport's less this. */
const GUTTERS = 40;

/**
 * Column counts that lay `count` items out in even rows: six items as 3×2 or 2×3, never 4+2; a last row may be
 * one short when it has three or more columns (seven as 4+3), never more.
 */
export const balancedColumns = (count: number, max = 4) =>
  Array.from({ length: Math.min(max, count) }, (_, i) => i + 1).filter(
    (c) => count % c === 0 || (c > 2 && count % c === c - 1),
  );

const columnsFor = (count: number, min: number) =>
  balancedColumns(count)
    .slice(1)
    .map(
      (c) =>
        `@media (min-width: ${c * min + (c - 1) * GAP + GUTTERS}px) { grid-template-columns: repeat(${c}, minmax(0, 1fr)); }`,
    )
    .join('\n');

/** Cards in columns at least `$min` px wide; given `$count`, only as many columns as make even rows. */
export const Grid = styled.div<{ $min?: number; $count?: number }>`
  display: grid;
  gap: ${GAP}px;
  ${({ $min = 260, $count }) =>
    $count === undefined
      ? `grid-template-columns: repeat(auto-fit, minmax(min(100%, ${$min}px), 1fr));`
      : `grid-template-columns: minmax(0, 1fr);\n${columnsFor($count, $min)}`}
`;
