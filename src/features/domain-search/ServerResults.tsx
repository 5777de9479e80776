import styled from 'styled-components';

const Frame = styled.div`
  max-width: 640px;
  margin: 0 auto;
  text-align: left;
  .search-results h2 {
    margin: 28px 0 8px;
    font-size: 1.25rem;
    overflow-wrap: anywhere;
  }
  .search-results h3 {
    margin: 16px 0 8px;
    font-size: 1rem;
    color: var(--muted);
  }
  .search-results ul {
    list-style: none;
    margin: 0;
    padding: 0;
    display: grid;
    gap: 8px;
  }
  .search-results li {
    display: flex;
    flex-wrap: wrap;
    gap: 4px 16px;
    padding: 10px 14px;
    border: 1px solid var(--border);
    border-radius: 12px;
    background: var(--surface);
  }
  .search-results li strong {
    flex: 1 1 12rem;
    overflow-wrap: anywhere;
  }
  [data-status='available'] span:first-of-type {
    color: var(--success);
    font-weight: 700;
  }
  [data-status='unknown'] span {
    color: var(--muted);
    font-weight: 700;
  }
  [data-status='taken'] span,
  [data-status='invalid'] span {
    color: var(--danger);
    font-weight: 700;
  }
  [role='alert'] {
    color: var(--danger);
  }
  .search-results .demo-note {
    margin: 0 0 8px;
    color: var(--muted);
  }
  /* A failed search (SearchFailure): calm, then its ways on as a plain list. */
  .search-failure [role='alert'] {
    margin: 0;
    padding: 12px 14px;
    border: 1px solid var(--border);
    border-radius: 12px;
    background: var(--surface);
    color: var(--text);
  }
  .search-results .search-failure li {
    display: list-item;
    padding: 0;
    border: 0;
    background: none;
  }
`;

/**
 * Where the server puts the results of /domains?q=<term> (`search`) or ?names=<names> (`bulk`) when the browser runs
 * no script (src/server/search-page.ts): a <noscript>, which a browser running scripts ignores.
 */
export function ServerResults({ kind }: { kind: 'search' | 'bulk' }) {
  return <Frame>{kind === 'search' ? <noscript data-search-results="" /> : <noscript data-bulk-results="" />}</Frame>;
}
