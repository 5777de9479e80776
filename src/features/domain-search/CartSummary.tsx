import { useEffect, useId, useRef, useState } from 'react';
import styled from 'styled-components';
import { Button } from '../../ui/Button.tsx';
import { formatCents } from '../../ui/format.ts';
import { Glyph } from '../../ui/Glyph.tsx';
import { media } from '../../ui/theme.ts';
import { fill } from '../../vocabulary/phrases.ts';
import { domainOrderUrl } from '../../vocabulary/order-links.ts';
import { MAX_CART_ITEMS, onCartNotice, removeFromCart, useCart, type CartNotice } from './cart-store.ts';
import type { DomainOrder } from './order.ts';

const Cart = styled.section`
  display: grid;
  grid-template-columns: minmax(0, 1fr) auto;
  align-items: center;
  gap: 10px 16px;
  h3 {
    margin: 0;
    font-size: 1.05rem;
  }
  .cart-total {
    margin: 0;
    font-weight: 700;
    font-variant-numeric: tabular-nums;
  }
  /* A long cart scrolls inside the summary rather than pushing the results out of view. */
  ul {
    grid-column: 1 / -1;
    display: flex;
    flex-wrap: wrap;
    gap: 8px;
    /* Two rows, and a glimpse of a third that says there is more. */
    max-height: 6.5rem;
    overflow-y: auto;
    margin: 0;
    padding: 2px;
    list-style: none;
  }
  li {
    display: inline-flex;
    align-items: center;
    gap: 4px;
    padding: 2px 2px 2px 12px;
    font-size: 0.95rem;
    border: 1px solid var(--border);
    border-radius: 999px;
    background: var(--bg);
    overflow-wrap: anywhere;
  }
  li button {
    display: inline-grid;
    place-items: center;
    width: 36px;
    height: 36px;
    border: 0;
    border-radius: 50%;
    background: transparent;
    color: var(--muted);
    cursor: pointer;
    &:hover {
      color: var(--text);
      background: var(--surface);
    }
  }
  > a {
    grid-column: 1 / -1;
  }
  ${media.sm} {
    > a {
      justify-self: end;
    }
  }
`;
const Full = styled.p`
  margin: 0;
  color: var(--danger);
`;

const noticeText = (notice: CartNotice, order: DomainOrder) =>
  fill(order.words[notice.kind], { domain: notice.domain, max: MAX_CART_ITEMS });

/**
 * The domain cart: its domains, each with a Remove, their yearly total and "Continue to order", a link to the order
 * system with every domain of the cart. Nothing shows while it is empty; what changes is said politely.
 */
export function CartSummary({
  order,
  perYear,
  className,
}: {
  order: DomainOrder;
  perYear: string;
  className?: string;
}) {
  const items = useCart();
  const headingId = useId();
  const list = useRef<HTMLUListElement>(null);
  const [notice, setNotice] = useState<CartNotice>();
  useEffect(() => onCartNotice(setNotice), []);
  const { words } = order;
  const remove = (domain: string, at: number) => {
    removeFromCart(domain);
    // Focus stays in the cart (the next domain's Remove), or goes back to the domain's own button in the results.
    requestAnimationFrame(() => {
      const buttons = list.current?.querySelectorAll('button');
      const next = buttons?.[at] ?? buttons?.[at - 1];
      const row = document.querySelector<HTMLElement>(`[data-cart-for="${CSS.escape(domain)}"] button`);
      (next ?? row)?.focus();
    });
  };
  return (
    <div className={className}>
      {items.length > 0 && (
        <Cart aria-labelledby={headingId}>
          <h3 id={headingId}>{fill(words.title, { count: items.length })}</h3>
          <p className="cart-total">
            {words.total} {formatCents(items.reduce((sum, item) => sum + item.price, 0))}
            {perYear}
          </p>
          <ul ref={list}>
            {items.map((item, i) => (
              <li key={item.domain}>
                {item.domain}
                <button type="button" onClick={() => remove(item.domain, i)}>
                  <Glyph name="x" size={18} />
                  <span className="visually-hidden">{`${words.remove} ${item.domain}`}</span>
                </button>
              </li>
            ))}
          </ul>
          <Button
            href={domainOrderUrl(
              order.template,
              items.map((item) => item.domain),
            )}
          >
            {words.continue}
          </Button>
        </Cart>
      )}
      {/* Always there, so that a screen reader hears each change, the cart's first and last included. */}
      <div aria-live="polite">
        {notice?.kind === 'full' ? (
          <Full>{noticeText(notice, order)}</Full>
        ) : (
          notice && <p className="visually-hidden">{noticeText(notice, order)}</p>
        )}
      </div>
    </div>
  );
}
