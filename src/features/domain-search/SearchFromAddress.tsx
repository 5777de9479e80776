import { lazy, Suspense, useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { loadChunk } from '../../layout/chunk-load';
import { SEARCH_PARAM } from './contract';
import { closeSearch, retrySearch, startSearch, useSearchState } from './search-store';

// The results dialog only shows after a search, so its code is a chunk of its own, fetched when a visitor turns to a
// search form (focus or pointer) or opens a page with ?q=: out of the page's first load.
const loadDialog = () => loadChunk('domain search results', () => import('./DomainResultsDialog'));
const DomainResultsDialog = lazy(() => loadDialog().then((m) => ({ default: m.DomainResultsDialog })));
// A failed prefetch is not reported here: rendering the dialog loads it again and reports a failure then.
export const prefetchDialog = () => void loadDialog().catch(() => {});

/** History state of an entry a search pushed: closing the dialog goes back to the entry before it. */
export const PUSHED = { domainSearch: true } as const;

/** Where focus goes when the dialog closes: the input of the form that searched, else the page's first search box. */
let returnFocus: HTMLElement | null = null;
export const setReturnFocus = (element: HTMLElement | null) => {
  returnFocus = element;
};

/**
 * The page's address drives the search: `?q=<term>` on any page runs it and opens the results; closing them removes
 * the parameter (going back when a search form added it, so Back and Forward stay in step), and Back closes them.
 */
export function SearchFromAddress() {
  const location = useLocation();
  const navigate = useNavigate();
  const term = new URLSearchParams(location.search).get(SEARCH_PARAM);
  const state = useSearchState();

  useEffect(() => {
    if (term === null) closeSearch();
    else startSearch(term);
  }, [term]);

  if (state.status === 'idle') return null;
  const onClose = () => {
    closeSearch();
    if ((location.state as typeof PUSHED | null)?.domainSearch) navigate(-1);
    else {
      const params = new URLSearchParams(location.search);
      params.delete(SEARCH_PARAM);
      const search = params.size ? `?${params}` : '';
      navigate({ pathname: location.pathname, search, hash: location.hash }, { replace: true });
    }
    const target = returnFocus?.isConnected
      ? returnFocus
      : document.querySelector<HTMLElement>('#main form[role="search"] input');
    requestAnimationFrame(() => target?.focus());
  };
  return (
    <Suspense>
      <DomainResultsDialog state={state} onClose={onClose} onRetry={retrySearch} />
    </Suspense>
  );
}
