import type { Fetch } from './types.ts';

/** What a provider reads of an HTTP answer. Its body must be read (json, text) or let go (discard). */
export interface HttpAnswer {
  status: number;
  /** A response header, by its lower-case name */
  header(name: string): string | undefined;
  json(): Promise<unknown>;
  text(): Promise<string>;
  /** Done without reading: a short body is read to its end so the socket serves again, a long one closes it. */
  discard(): void;
}

/**
 * A GET as the providers make it: resolves once the status and headers are in, rejects with `signal`'s reason as soon
 * as it aborts. Redirects are answers like any other (RDAP follows them itself).
 */
export type HttpGet = (
  url: string,
  options: { signal: AbortSignal; headers?: Record<string, string> },
) => Promise<HttpAnswer>;

/** The same over a fetch function: for tests that answer from memory, and for callers without an agent. */
export function fetchGet(fetchFn: Fetch): HttpGet {
  return async (url, { signal, headers }) => {
    const response = await fetchFn(url, { signal, redirect: 'manual', ...(headers ? { headers } : {}) });
    return {
      status: response.status,
      header: (name) => response.headers.get(name) ?? undefined,
      json: () => response.json(),
      text: () => response.text(),
      discard: () => void response.body?.cancel().catch(() => {}),
    };
  };
}
