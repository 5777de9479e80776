import { useCallback, useRef, useState } from 'react';
import {
  BULK_ENDPOINT,
  type BulkName,
  type BulkStreamEvent,
  type DomainResult,
} from '../../features/domain-search/contract.ts';
import { readNdjson } from '../../features/domain-search/ndjson.ts';

export type BulkState =
  | { status: 'idle' }
  | { status: 'error'; message: string }
  | {
      status: 'running' | 'done';
      /** Every name as typed, in order, with its domain or the rule it breaks */
      names: BulkName[];
      /** Answers by domain, as they arrive */
      results: Record<string, DomainResult>;
      /** The server made these answers up (DOMAIN_PROVIDERS=demo) */
      demo?: boolean;
    };

/** A bulk search streamed from our API: every name at once, then each answer as it arrives. */
export function useBulkSearch() {
  const [state, setState] = useState<BulkState>({ status: 'idle' });
  const controller = useRef<AbortController | null>(null);

  const search = useCallback(async (names: string) => {
    controller.current?.abort();
    const current = new AbortController();
    controller.current = current;
    setState({ status: 'running', names: [], results: {} });
    try {
      const url = `${BULK_ENDPOINT}?q=${encodeURIComponent(names)}`;
      for await (const event of readNdjson<BulkStreamEvent>(url, current.signal)) {
        if (current.signal.aborted) return;
        setState((prev) => {
          if (prev.status !== 'running') return prev;
          if (event.type === 'accepted') return { ...prev, names: event.names, demo: event.demo === true };
          if (event.type === 'result')
            return { ...prev, results: { ...prev.results, [event.result.domain]: event.result } };
          return { ...prev, status: 'done' };
        });
      }
      // A stream cut short leaves the names it did not answer as unknown.
      setState((prev) => (prev.status === 'running' ? { ...prev, status: 'done' } : prev));
    } catch (error) {
      if (!current.signal.aborted) setState({ status: 'error', message: (error as Error).message });
    }
  }, []);

  return { state, search };
}
