import styled from 'styled-components';
import { media } from './theme.ts';

/** Lets a wide table scroll sideways inside the page instead of widening it on small screens. */
export const TableScroll = styled.div`
  /* Positioned, so visually hidden text in cells is clipped here too and cannot widen the page. */
  position: relative;
  overflow-x: auto;
  border: 1px solid var(--border);
  border-radius: 16px;
  background: var(--surface);
`;

export const DataTable = styled.table<{ $minWidth?: number }>`
  width: 100%;
  /* Separate borders move with their cells, so a sticky cell keeps its own. */
  border-collapse: separate;
  border-spacing: 0;
  min-width: ${(p) => p.$minWidth ?? 560}px;
  th,
  td {
    padding: 12px 18px;
    text-align: left;
    vertical-align: middle;
    border-bottom: 1px solid var(--border);
  }
  /* On a phone, closer rows and columns: more of the table in view, less of it to scroll sideways. */
  ${media.narrow} {
    th,
    td {
      padding: 9px 12px;
    }
  }
  thead th {
    background: var(--surface-raised);
  }
  tbody tr:last-child th,
  tbody tr:last-child td {
    border-bottom: 0;
  }
`;
