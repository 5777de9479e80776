import { lazy, Suspense } from 'react';
import { useLocation } from 'react-router';
import { SEARCH_PARAM } from './contract.ts';
import { loadChunk } from '../../ui/chunk-load.ts';
import { useHydrated } from '../../ui/useHydrated.ts';

/** The results' code (the search itself and its dialog), a chunk of its own. */
const loadResults = () => loadChunk('domain search results', () => import('./SearchResults.tsx'));
// Fetched as soon as a visitor turns to a search form (focus or pointer), so it is there by the time they submit. A
// failed prefetch is not reported here: showing the results loads it again and reports a failure then.
export const prefetchResults = () => void loadResults().catch(() => {});
const SearchResults = lazy(() => loadResults().then((m) => ({ default: m.SearchResults })));

/**
 * The page's address drives the search: `?q=<term>` on any page runs it and shows the results (whose code loads only
 * then); without ?q= there is nothing to show, so Back past a search closes it.
 */
export function SearchFromAddress() {
  const term = new URLSearchParams(useLocation().search).get(SEARCH_PARAM);
  // The prerendered page has no results: they appear once it has hydrated.
  const hydrated = useHydrated();
  return term === null || !hydrated ? null : (
    <Suspense>
      <SearchResults term={term} />
    </Suspense>
  );
}
