// The words the server writes into pages (src/server/search-page.tsx, form-echo.ts), from content like every page's.
import site from 'virtual:content/site';

export const pageWords = {
  ...site.domainSearch,
  perYear: site.ui.perYear,
  formNeedsScript: site.ui.formNeedsScript,
};
