import site from 'virtual:content/site';
import { Button } from '../../ui/Button.tsx';
import { Glyph } from '../../ui/Glyph.tsx';
import { addToCart, removeFromCart, useCart } from './cart-store.ts';
import type { RowAction } from './DomainResults.tsx';
import { domainOrder, type DomainOrder } from './order.ts';

/**
 * An available domain's cart button, for the rows the browser shows: an icon on narrow rows, its words on wide ones
 * (results-style.ts); its accessible name says which domain. Without an order hand-off it does nothing, as the
 * specification has it. Not on the server's page: a cart needs the script.
 */
const cartButton: RowAction = (item) => (
  <Button variant="secondary">
    <Glyph name="shopping-cart" size={20} />
    <span className="cart-label">{site.domainSearch.register}</span>{' '}
    <span className="visually-hidden">{item.domain}</span>
  </Button>
);

/** Adds the domain to the cart, or, once it is there, takes it out again. */
function CartToggle({ domain, price, order }: { domain: string; price: number; order: DomainOrder }) {
  const inCart = useCart().some((item) => item.domain === domain);
  return (
    // The summary's Remove gives focus back here when the cart empties (CartSummary.tsx).
    <span className="cart-toggle" data-cart-for={domain}>
      <Button
        variant={inCart ? 'primary' : 'secondary'}
        onClick={() => (inCart ? removeFromCart(domain) : addToCart({ domain, price }))}
      >
        <Glyph name={inCart ? 'x' : 'shopping-cart'} size={20} />
        <span className="cart-label">{inCart ? order.words.remove : site.domainSearch.register}</span>{' '}
        <span className="visually-hidden">{domain}</span>
      </Button>
    </span>
  );
}

/** With an order hand-off, the rows' cart buttons fill the cart (cart-store.ts). */
export const orderCartButton =
  (order: DomainOrder): RowAction =>
  (item) => <CartToggle domain={item.domain} price={item.price} order={order} />;

/** The rows' cart button: filling the cart with an order hand-off, doing nothing without. */
export const rowCartButton = domainOrder ? orderCartButton(domainOrder) : cartButton;
