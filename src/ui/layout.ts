import styled from 'styled-components';
import { media } from './theme';

export const Container = styled.div`
  width: 100%;
  max-width: 1200px;
  margin: 0 auto;
  padding: 0 20px;
`;

export const Section = styled.section`
  padding: 64px 0;
`;

export const SectionHeading = styled.header`
  text-align: center;
  max-width: 720px;
  margin: 0 auto 40px;
  h2 {
    font-size: clamp(1.6rem, 3vw, 2.2rem);
  }
  p {
    color: var(--muted);
  }
`;

export const Grid = styled.div<{ $min?: number }>`
  display: grid;
  gap: 24px;
  grid-template-columns: repeat(auto-fit, minmax(min(100%, ${(p) => p.$min ?? 260}px), 1fr));
`;

/**
 * Columns for `count` cards, at most `max`, leaving the last row as full as can be: 6 cards in 3 columns rather
 * than 4 + 2, 4 cards in 2 × 2 when 3 is the most.
 */
export function balancedColumns(count: number, max: number): number {
  if (count <= max) return Math.max(count, 1);
  const fill = (columns: number) => (count % columns === 0 ? 1 : (count % columns) / columns);
  return [max, max - 1].filter((c) => c >= 2).reduce((best, c) => (fill(c) > fill(best) ? c : best));
}

/** `$columns` columns on wide screens, two at most on tablets, one on phones. */
export const ColumnGrid = styled.div<{ $columns: number }>`
  display: grid;
  gap: 24px;
  grid-template-columns: minmax(0, 1fr);
  ${media.md} {
    grid-template-columns: repeat(${(p) => Math.min(p.$columns, 2)}, minmax(0, 1fr));
  }
  ${media.desktop} {
    grid-template-columns: repeat(${(p) => p.$columns}, minmax(0, 1fr));
  }
`;
