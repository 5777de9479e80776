// The domain cart's hand-off to the order system (site.yaml's order.domain and order.cart), as the browser and the
// server's results take it: the address template and the words. Absent, there is no cart.
import site from 'virtual:content/site';

/** The cart's words (site.yaml order.cart). */
interface CartWords {
  /** Heading; {count} is how many domains */
  title: string;
  total: string;
  remove: string;
  continue: string;
  /** {domain} */
  added: string;
  /** {domain} */
  removed: string;
  /** {max} */
  full: string;
  /** An available domain's link straight to the order system, without JavaScript */
  register: string;
}

export interface DomainOrder {
  /** The order link's template: {domain} or {domains} (src/vocabulary/order-links.ts) */
  template: string;
  words: CartWords;
}

/** The site's domain hand-off, or undefined: then the results' cart buttons do nothing, as the specification has it. */
export const domainOrder: DomainOrder | undefined = site.order?.domain
  ? { template: site.order.domain, words: site.order.cart }
  : undefined;
