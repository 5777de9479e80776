import site from 'virtual:content/site';
import { Button } from '../../ui/Button.tsx';
import { Glyph } from '../../ui/Glyph.tsx';
import type { RowAction } from './DomainResults.tsx';

/**
 * An available domain's (non-functional) cart button, for the rows the browser shows: an icon on narrow rows, its
 * words on wide ones (results-style.ts); its accessible name says which domain. Not on the server's page: a cart
 * needs the script.
 */
export const cartButton: RowAction = (item) => (
  <Button variant="secondary">
    <Glyph name="shopping-cart" size={20} />
    <span className="cart-label">{site.domainSearch.register}</span>{' '}
    <span className="visually-hidden">{item.domain}</span>
  </Button>
);
