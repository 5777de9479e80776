import type { ComponentProps, ReactNode } from 'react';
import styled, { css } from 'styled-components';
import { scrollsOnPhone } from './carousel.ts';
import { Grid } from './layout.ts';

const PHONE = '@media (max-width: 767px)';

/**
 * Below the tablet width, the cards of a compact section in one row that scrolls sideways, each snapping to the
 * start, the next one peeking in so that the row says it goes on; wider, the section's grid. The scroller is a box
 * of its own around the grid, which keeps its list semantics (a testimonial list stays a list).
 */
const Scroller = styled.div`
  ${PHONE} {
    overflow-x: auto;
    overscroll-behavior-x: contain;
    scroll-snap-type: x mandatory;
    /* To the screen's edges, the first and last card keeping the page's gutter. */
    margin-inline: -20px;
    padding: 4px 20px 16px;
    scroll-padding-inline: 20px;
  }
`;
/** For a grid that extends Grid with styles of its own: its cards in the phone row (inside a CompactScroller). */
export const compactRow = css`
  ${PHONE} {
    grid-template-columns: none;
    grid-auto-flow: column;
    grid-auto-columns: 84%;
    gap: 16px;
    > * {
      scroll-snap-align: start;
    }
  }
`;
const Cards = styled(Grid)<{ $compact: boolean }>`
  ${(p) => p.$compact && compactRow}
`;

interface ScrollerProps {
  /** The section's content asks for the phone row */
  compact: boolean;
  /** Names the row, which a keyboard can then scroll (it may hold nothing focusable) */
  label: string;
  children: ReactNode;
}

/** The box a compact section's row scrolls in; nothing around a grid that is not compact. */
export function CompactScroller({ compact, label, children }: ScrollerProps) {
  return compact ? (
    <Scroller role="region" aria-label={label} tabIndex={0}>
      {children}
    </Scroller>
  ) : (
    children
  );
}

type Props = ComponentProps<typeof Grid> & Omit<ScrollerProps, 'children'>;

/**
 * A section's cards: its grid, or on a phone a sideways row when its content says `compact` and it has enough cards
 * for one (ui/carousel.ts); fewer stack.
 */
export function CompactGrid({ compact, label, ...grid }: Props) {
  const row = scrollsOnPhone(compact, grid.$count ?? Infinity);
  return (
    <CompactScroller compact={row} label={label}>
      <Cards {...grid} $compact={row} />
    </CompactScroller>
  );
}
