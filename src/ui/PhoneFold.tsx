import type { ReactNode } from 'react';
import styled from 'styled-components';
import { media } from './theme.ts';

// A native disclosure, so it opens and closes before any script runs and find-in-page reaches what it holds. From
// the tablet width up there is room for what it folds: its summary goes and its content shows, closed or not
// (::details-content, Chromium 131, Safari 18.4, Firefox 143). A browser without that pseudo-element keeps the
// disclosure at every width, which still reaches everything.
const Fold = styled.details`
  > summary {
    display: flex;
    align-items: center;
    justify-content: space-between;
    gap: 12px;
    padding: 10px 14px;
    border: 1px solid var(--border);
    border-radius: 10px;
    list-style: none;
    cursor: pointer;
    font-weight: 600;
    color: var(--accent-strong);
  }
  > summary::-webkit-details-marker {
    display: none;
  }
  /* A mark for the eye only: the slash gives it no text for a screen reader (older browsers skip that line). */
  > summary::after {
    content: '+';
    content: '+' / '';
    font-size: 1.2rem;
    line-height: 1;
    font-weight: 700;
  }
  &[open] > summary::after {
    content: '−';
    content: '−' / '';
  }
  &[open] > summary {
    margin-bottom: 8px;
  }
  ${media.md} {
    @supports selector(::details-content) {
      > summary {
        display: none;
      }
      &::details-content {
        content-visibility: visible;
      }
    }
  }
`;

interface Props {
  /** What the summary says, e.g. "All features" */
  summary: string;
  /** Said after the summary to screen readers, naming what it belongs to (e.g. a plan's name) */
  of?: string | undefined;
  children: ReactNode;
  className?: string;
}

/** On a phone, `children` folded behind a summary a visitor opens; wider, shown as they are. */
export function PhoneFold({ summary, of, children, className }: Props) {
  return (
    <Fold className={className}>
      <summary>
        <span>
          {summary}
          {of && <span className="visually-hidden"> {of}</span>}
        </span>
      </summary>
      {children}
    </Fold>
  );
}
