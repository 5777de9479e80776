import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { takeReturnFocus, type PUSHED } from './address.ts';
import { SEARCH_PARAM } from './contract.ts';
import { DomainResultsDialog } from './DomainResultsDialog.tsx';
import { closeSearch, retrySearch, startSearch, useSearchState } from './search-store.ts';

/**
 * The search of the address's ?q= and its results dialog. Closing the dialog takes ?q= out of the address (going back
 * when a search form added it, so Back and Forward stay in step); leaving ?q= (Back) ends the search.
 */
export function SearchResults({ term }: { term: string }) {
  const location = useLocation();
  const navigate = useNavigate();
  const state = useSearchState();
  useEffect(() => {
    startSearch(term);
  }, [term]);
  useEffect(() => () => closeSearch(), []);

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
    const returnTo = takeReturnFocus();
    const target = returnTo?.isConnected
      ? returnTo
      : document.querySelector<HTMLElement>('#main form[role="search"] input');
    requestAnimationFrame(() => target?.focus());
  };
  return <DomainResultsDialog state={state} onClose={onClose} onRetry={retrySearch} />;
}
