// One domain search for the whole page: any search form, and the page's address (?q=), start it; the results
// dialog (rendered once, by the layout) shows it. A plain store read with useSyncExternalStore, so the forms and the
// dialog share it without a provider around the page.
import { useSyncExternalStore } from 'react';
import domains from 'virtual:content/domains';
import {
  SEARCH_STREAM_ENDPOINT,
  type DomainResult,
  type DomainSuggestion,
  type SearchStreamEvent,
} from './contract.ts';
import { readNdjson } from './ndjson.ts';
import { normalizeDomain } from './normalize.ts';

export type SearchState =
  | {
      status: 'idle';
      /** The domain the last search returned: the forms show it once the dialog closes */ last?: string;
    }
  | { status: 'loading'; term: string }
  | {
      status: 'results';
      term: string;
      searched: DomainResult;
      /** In the order they arrived */
      suggestions: DomainSuggestion[];
      /** false while alternatives are still being checked */
      complete: boolean;
      /** Alternatives no provider could check in time */
      skipped: number;
      /** The server made these answers up (DOMAIN_PROVIDERS=demo) */
      demo?: boolean;
    }
  | {
      status: 'error';
      term: string;
      message: string;
      /** the term broke a rule of SPEC §5: nothing to retry */ invalid: boolean;
    };

/** The extensions the search takes, in the order of the price list. */
export const extensions = Object.keys(domains.searchPrices);
let state: SearchState = { status: 'idle' };
let controller: AbortController | undefined;
const listeners = new Set<() => void>();
const idle: SearchState = { status: 'idle' };

function set(next: SearchState) {
  state = next;
  for (const listener of listeners) listener();
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/** The search as the page shows it; idle on the server and while hydrating. */
export const useSearchState = () =>
  useSyncExternalStore(
    subscribe,
    () => state,
    () => idle,
  );

/**
 * The domain a term normalises to, or the rule it breaks (SPEC §5). Blank input gives `{}`: it does nothing.
 */
export function checkTerm(input: string): { domain?: string; invalid?: string } {
  try {
    const domain = normalizeDomain(input, extensions);
    return domain ? { domain: domain.domain } : {};
  } catch (error) {
    return { invalid: (error as Error).message };
  }
}

/** Starts a search for a term (from a form or the address); the same domain already shown is not asked again. */
export function startSearch(input: string) {
  const { domain, invalid } = checkTerm(input);
  if (invalid) {
    controller?.abort();
    set({ status: 'error', term: input.trim(), message: invalid, invalid: true });
    return;
  }
  if (!domain || (state.status !== 'idle' && state.term === domain && !(state.status === 'error'))) return;
  controller?.abort();
  const current = new AbortController();
  controller = current;
  set({ status: 'loading', term: domain });
  void stream(domain, current.signal);
}

async function stream(term: string, signal: AbortSignal) {
  try {
    for await (const event of readNdjson<SearchStreamEvent>(
      `${SEARCH_STREAM_ENDPOINT}?q=${encodeURIComponent(term)}`,
      signal,
    )) {
      if (signal.aborted) return;
      if (event.type === 'searched')
        set({
          status: 'results',
          term,
          searched: event.result,
          suggestions: [],
          complete: false,
          skipped: 0,
          demo: event.demo === true,
        });
      else if (state.status === 'results' && event.type === 'suggestion')
        set({ ...state, suggestions: [...state.suggestions, event.suggestion] });
      else if (state.status === 'results' && event.type === 'done')
        set({ ...state, complete: true, skipped: event.skipped });
    }
    // A stream cut before its end keeps what arrived; its missing alternatives count as not checked.
    if (!signal.aborted && state.status === 'results' && !state.complete) set({ ...state, complete: true });
    if (!signal.aborted && state.status === 'loading') throw new Error('Network response was not ok');
  } catch (error) {
    if (signal.aborted) return;
    if (state.status === 'results') set({ ...state, complete: true });
    else set({ status: 'error', term, message: (error as Error).message, invalid: false });
  }
}

/** After a failure, runs the same search again. */
export function retrySearch() {
  if (state.status !== 'error' || state.invalid) return;
  const { term } = state;
  set(idle);
  startSearch(term);
}

/** Closes the results: stops what is still running and clears them. */
export function closeSearch() {
  if (state.status === 'idle') return;
  controller?.abort();
  set(state.status === 'results' ? { status: 'idle', last: state.searched.domain } : idle);
}
