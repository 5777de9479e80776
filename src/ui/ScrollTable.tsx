import type { ReactNode } from 'react';
import styled, { css, keyframes } from 'styled-components';
import { media } from './theme.ts';
import { TableScroll } from './table.ts';

// The hint and the edge shade show only while the table is wider than its box: a scroll timeline is active only
// on a box that can scroll, so CSS alone decides, before any script runs and again on every resize.
/** The scroll timeline of the table's box: a cell can key an animation to how far the table has scrolled. */
const SCROLL_TIMELINE = '--table-x';

/** A shadow on the kept column's edge once the rest has scrolled under it. */
const edge = keyframes`
  from { box-shadow: none; }
  4%, to { box-shadow: 6px 0 10px -6px rgb(0 0 0 / 0.35); }
`;

/** For the table inside: its first column stays in view while the others scroll past it. */
export const keptFirstColumn = css`
  tr > :first-child {
    position: sticky;
    left: 0;
    z-index: 1;
    background: var(--surface);
    border-right: 1px solid var(--border);
    animation: ${edge} linear both;
    animation-timeline: ${SCROLL_TIMELINE};
  }
  thead tr > :first-child {
    background: var(--surface-raised);
  }
`;

const shown = keyframes`
  from, to { visibility: visible; }
`;
const shade = keyframes`
  from, 90% { visibility: visible; opacity: 1; }
  to { visibility: visible; opacity: 0; }
`;
const Frame = styled.div`
  position: relative;
  timeline-scope: ${SCROLL_TIMELINE};
  /* Room above for the hint, under a phone's closer section heading (ui/layout.ts). */
  ${media.narrow} {
    margin-top: 12px;
  }
  &::after {
    content: '';
    position: absolute;
    inset: 1px 1px 1px auto;
    width: 32px;
    border-radius: 0 15px 15px 0;
    background: linear-gradient(to right, transparent, var(--surface));
    pointer-events: none;
    visibility: hidden;
    animation: ${shade} linear both;
    animation-timeline: ${SCROLL_TIMELINE};
  }
`;
const Scroller = styled(TableScroll)`
  scroll-timeline: ${SCROLL_TIMELINE} x;
`;
const Hint = styled.p`
  position: absolute;
  bottom: 100%;
  right: 4px;
  margin: 0 0 8px;
  font-size: 0.875rem;
  font-weight: 600;
  color: var(--muted);
  visibility: hidden;
  animation: ${shown} linear both;
  animation-timeline: ${SCROLL_TIMELINE};
  /* Without scroll timelines, say it where tables are narrower than their content. */
  @supports not (animation-timeline: scroll()) {
    ${media.mobile} {
      visibility: visible;
    }
  }
`;

interface Props {
  /** Names the scrolling region for screen readers */
  label: string;
  /** Visible while the table overflows, e.g. "Scroll sideways to compare" */
  hint: string;
  children: ReactNode;
}

/** A table that scrolls sideways inside the page, keyboard-reachable, saying so when it overflows. */
export function ScrollTable({ label, hint, children }: Props) {
  return (
    <Frame>
      <Hint>
        {hint} <span aria-hidden="true">→</span>
      </Hint>
      <Scroller tabIndex={0} role="region" aria-label={label}>
        {children}
      </Scroller>
    </Frame>
  );
}
