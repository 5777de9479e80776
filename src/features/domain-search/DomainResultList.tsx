import styled from 'styled-components';
import site from 'virtual:content/site';
import { Button } from '../../ui/Button';
import { formatCents } from '../../ui/format';
import { Glyph } from '../../ui/Glyph';
import type { GlyphName } from '../../vocabulary/icon-names';
import type { DomainStatus, UnknownReason } from './contract';

/** A list this wide has room for the domain beside fixed status, price and action columns. */
const WIDE = '@container domain-results (min-width: 600px)';

const List = styled.ul`
  container: domain-results / inline-size;
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: 8px;
`;
// Every row of every list has the same fixed columns, so statuses, prices and buttons line up down the dialog
// (the searched domain above and the alternatives below included). Narrow: the domain on its own line, then the
// status, the price and a cart icon button. A taken domain has neither price nor button, only its status.
const Row = styled.li`
  display: grid;
  grid-template-columns: minmax(0, 1fr) 6rem 44px;
  grid-template-areas: 'domain domain domain' 'status price action';
  align-items: center;
  gap: 6px 12px;
  padding: 12px 14px;
  border: 1px solid var(--border);
  border-radius: 12px;
  background: var(--bg);
  ${WIDE} {
    grid-template-columns: minmax(0, 1fr) 9rem 6.5rem 8.5rem;
    grid-template-areas: 'domain status price action';
    gap: 8px 16px;
    padding: 12px 16px;
  }
`;
const Name = styled.strong`
  grid-area: domain;
  overflow-wrap: anywhere;
`;
/** A row's status: a provider's answer, or still being checked (in a bulk search). */
export type RowStatus = DomainStatus | 'checking';

const statusColour: Record<RowStatus, string> = {
  available: 'var(--success)',
  taken: 'var(--danger)',
  unknown: 'var(--muted)',
  checking: 'var(--muted)',
};
const statusGlyph: Record<RowStatus, GlyphName> = {
  available: 'circle-check',
  taken: 'circle-x',
  unknown: 'circle-help',
  checking: 'rotate-cw',
};
const Status = styled.span<{ $status: RowStatus }>`
  grid-area: status;
  display: inline-flex;
  align-items: center;
  gap: 6px;
  font-weight: 700;
  color: ${(p) => statusColour[p.$status]};
  svg {
    flex: none;
  }
`;
const Price = styled.span`
  grid-area: price;
  text-align: right;
  font-variant-numeric: tabular-nums;
  font-weight: 600;
  white-space: nowrap;
`;
// Why a domain could not be checked: a line of its own under the status, across the empty price and cart columns.
const Why = styled.span`
  grid-column: status-start / action-end;
  color: var(--muted);
  font-size: 0.9rem;
`;
// Narrow rows show the cart as an icon (its words stay its accessible name); wide rows show the words.
const Action = styled.span`
  grid-area: action;
  display: grid;
  button {
    min-height: 44px;
    padding: 0;
    white-space: nowrap;
  }
  .cart-label {
    position: absolute;
    width: 1px;
    height: 1px;
    overflow: hidden;
    clip-path: inset(50%);
    white-space: nowrap;
  }
  ${WIDE} {
    button {
      min-height: 40px;
      padding: 6px 12px;
    }
    .cart-label {
      position: static;
      width: auto;
      height: auto;
      clip-path: none;
    }
    svg {
      display: none;
    }
  }
`;

interface DomainItem {
  domain: string;
  status: RowStatus;
  price: number;
  reason?: UnknownReason | undefined;
}

/**
 * Domains with their status (available, taken, or unknown when no provider could say); available ones with their
 * yearly price ($X.XX/yr) and a (non-functional) cart button.
 */
export function DomainResultList({ items }: { items: DomainItem[] }) {
  const copy = site.domainSearch;
  return (
    <List>
      {items.map((item) => (
        <Row key={item.domain}>
          <Name>{item.domain}</Name>
          <Status $status={item.status}>
            <Glyph name={statusGlyph[item.status]} size={18} />
            {copy[item.status]}
          </Status>
          {item.status === 'unknown' && item.reason && <Why>{copy.unknownReasons[item.reason]}</Why>}
          {item.status === 'available' && (
            <>
              <Price>
                {formatCents(item.price)}
                {site.ui.perYear}
              </Price>
              <Action>
                <Button variant="secondary">
                  <Glyph name="shopping-cart" size={20} />
                  <span className="cart-label">{copy.register}</span>{' '}
                  <span className="visually-hidden">{item.domain}</span>
                </Button>
              </Action>
            </>
          )}
        </Row>
      ))}
    </List>
  );
}
