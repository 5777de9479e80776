// The words the server writes into pages (search-page.tsx, and the notice of a form sent without JavaScript: app.ts),
// from content like every page's.
import site from 'virtual:content/site';

export const pageWords = {
  ...site.domainSearch,
  perYear: site.ui.perYear,
  formNeedsScript: site.ui.formNeedsScript,
};
