import { DEFAULT_RETRY_AFTER_MS, parseRetryAfter, RateLimitedError } from './backoff.ts';
import { fetchGet, type HttpGet } from './http-get.ts';
import type { Provider } from './types.ts';

/**
 * WhoAPI's documented statuses that mean "not now": 16 (IP blocked for a minute), 17, 18 and 36 (query limits).
 * They carry no Retry-After, so the provider is left alone for a minute.
 */
const RATE_LIMIT_STATUSES = new Set(['16', '17', '18', '36']);

interface WhoApiBody {
  status?: string | number;
  status_desc?: string;
  taken?: string | number;
  requests_available?: string | number;
}

/** WhoAPI `r=taken`: status "0" is success, taken 0 means available; errors come with HTTP 200. */
export function whoApi({ url, key, http = fetchGet(fetch) }: { url: string; key: string; http?: HttpGet }): Provider {
  // Everything but the domain is the same for every call: encoded once, not per check.
  const base = new URL(url);
  base.searchParams.set('apikey', key);
  base.searchParams.set('r', 'taken');
  const prefix = `${base.href}&domain=`;
  return {
    name: 'whoapi',
    async check(domain, signal) {
      const response = await http(prefix + encodeURIComponent(domain), { signal });
      if (response.status < 200 || response.status > 299) {
        response.discard();
        if (response.status === 429)
          throw new RateLimitedError('Network response was not ok', parseRetryAfter(response.header('retry-after')));
        throw new Error('Network response was not ok');
      }
      const body = (await response.json()) as WhoApiBody;
      const status = String(body.status);
      if (RATE_LIMIT_STATUSES.has(status))
        throw new RateLimitedError(body.status_desc || 'WhoAPI error', DEFAULT_RETRY_AFTER_MS);
      if (status !== '0') throw new Error(body.status_desc || 'WhoAPI error');
      if (body.taken === undefined) throw new Error('WhoAPI error');
      const remaining = Number(body.requests_available);
      return {
        available: Number(body.taken) === 0,
        ...(Number.isFinite(remaining) && body.requests_available !== undefined
          ? { requestsRemaining: remaining }
          : {}),
      };
    },
  };
}
