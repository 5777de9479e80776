import styled from 'styled-components';
import { KeptHtml } from '../../ui/KeptHtml.tsx';
import { resultsStyle } from './results-style.ts';

// In the prerendered page, so that the results' rules (results-style.ts) are in its stylesheet when the server fills
// the <noscript> in: results rendered at request time bring no CSS of their own, which the page's CSP would refuse.
// Only the server renders it (see ServerResults): the browser build has no frame, and none of its rules.
const Frame = import.meta.env.SSR
  ? styled.div`
      text-align: left;
      /* Under the hero's search box, on the page's background: as wide as the form, rows on the surface colour. */
      &[data-kind='search'] {
        --results-row: var(--surface);
        max-width: 640px;
        margin: 0 auto;
      }
      /* Inside the bulk search's box (the surface colour), where the answers of its script would go; empty, it takes
     no room. */
      &[data-kind='bulk'] .search-results {
        margin-top: 20px;
      }
      ${resultsStyle}
      .search-results > h2 {
        margin: 28px 0 16px;
        font-size: 1.25rem;
        overflow-wrap: anywhere;
      }
    `
  : null;

/**
 * Where the server puts the results of /domains?q=<term> (`search`) or ?names=<names> (`bulk`) when the browser runs
 * no script (src/server/search-page.tsx): a <noscript>, which a browser running scripts ignores. So the browser never
 * needs the frame's rules: a hydrating page keeps the server's HTML (ui/KeptHtml.tsx), and a form rendered in the
 * browser has an unstyled box around an empty <noscript>, which shows nothing either. The build for browsers leaves
 * the styled frame out (import.meta.env.SSR is false there), and with it the results' rules (1.3 KB gzipped on /).
 */
export function ServerResults({ kind }: { kind: 'search' | 'bulk' }) {
  const slot = kind === 'search' ? <noscript data-search-results="" /> : <noscript data-bulk-results="" />;
  return (
    <KeptHtml id={`server-results-${kind}`}>
      {Frame ? <Frame data-kind={kind}>{slot}</Frame> : <div data-kind={kind}>{slot}</div>}
    </KeptHtml>
  );
}
