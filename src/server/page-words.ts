// The words the server writes into pages (search-page.tsx, and the notice of a form sent without JavaScript: app.ts),
// from content like every page's.
import site from 'virtual:content/site';

export const pageWords = {
  ...site.domainSearch,
  // With an order hand-off, an available domain links straight to the order system (there is no cart without JS).
  order: site.order?.domain ? { template: site.order.domain, label: site.order.cart.register } : undefined,
  perYear: site.ui.perYear,
  formNeedsScript: site.ui.formNeedsScript,
};
