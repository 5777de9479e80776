import { useCallback, useRef, useState } from 'react';
import domains from 'virtual:content/domains';
import { fetchDomainSearch } from './api-client';
import type { DomainSearchResponse } from './contract';
import { normalizeDomain } from './normalize';

type SearchState =
  | { status: 'idle' }
  | { status: 'loading'; term: string }
  | { status: 'done'; term: string; response: DomainSearchResponse }
  | { status: 'error'; term: string; message: string };

const extensions = Object.keys(domains.searchPrices);

/**
 * Domain search: idle → loading (overlay opens) → results or error; closing clears them.
 * Input the domain rules reject never reaches the network: its message comes back as `invalid`.
 */
export function useDomainSearch() {
  const [state, setState] = useState<SearchState>({ status: 'idle' });
  const [invalid, setInvalid] = useState<string | null>(null);
  const controller = useRef<AbortController | null>(null);

  const search = useCallback((input: string) => {
    let domain;
    try {
      domain = normalizeDomain(input, extensions);
    } catch (error) {
      setInvalid((error as Error).message);
      return;
    }
    setInvalid(null);
    if (!domain) return;
    controller.current?.abort();
    const current = new AbortController();
    controller.current = current;
    setState({ status: 'loading', term: domain.domain });
    fetchDomainSearch(domain.domain, current.signal).then(
      (response) => !current.signal.aborted && setState({ status: 'done', term: domain.domain, response }),
      (error: Error) =>
        !current.signal.aborted && setState({ status: 'error', term: domain.domain, message: error.message }),
    );
  }, []);

  /** Closes the overlay; returns the domain the input should now hold. */
  const close = useCallback((): string | undefined => {
    controller.current?.abort();
    const searched = state.status === 'done' ? state.response.searchedDomain : undefined;
    setState({ status: 'idle' });
    return searched;
  }, [state]);

  /** After a failure, runs the same search again. */
  const retry = useCallback(() => {
    if (state.status === 'error') search(state.term);
  }, [state, search]);

  return { state, invalid, search, retry, close, clearInvalid: () => setInvalid(null) };
}
