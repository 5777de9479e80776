import { parseRetryAfter, RateLimitedError } from './backoff.ts';
import { rdapBaseUrls } from './rdap-servers.ts';
import { fetchGet, type HttpGet } from './http-get.ts';
import { perKeyLimiter, RDAP_CONCURRENCY_PER_HOST } from './registry-limit.ts';
import type { Provider, ProviderAnswer } from './types.ts';

/** RFC 7480 §4.2: RDAP servers may also answer plain JSON clients. */
const ACCEPT = 'application/rdap+json, application/json';
/** Redirects followed before giving up: enough for a registry moving its service, too few for a loop to cost much. */
export const MAX_REDIRECTS = 3;

interface RdapOptions {
  /**
   * One base URL for every extension instead of the bootstrap (RDAP_BASE_URL: a private mirror, or a fake in tests);
   * its origin is then the authoritative one.
   */
  baseUrl?: string;
  http?: HttpGet;
  /** Base URL per extension (default: the bootstrap file and its overrides) */
  bases?: Map<string, string>;
  /** Checks one registry host answers at once */
  concurrencyPerHost?: number;
}

const withSlash = (base: string) => new URL(base.endsWith('/') ? base : `${base}/`);

/**
 * RDAP (RFC 9083), keyless: a 404 from the registry's own server means no registration (available), a 200 means
 * registered. Redirects are followed by hand so that a 404 from another origin (a mirror, a proxy, a block page) is
 * not mistaken for "available": it is a failure, and the next provider is asked.
 */
export function rdap({
  baseUrl,
  http = fetchGet(fetch),
  bases = rdapBaseUrls(),
  concurrencyPerHost = RDAP_CONCURRENCY_PER_HOST,
}: RdapOptions = {}): Provider {
  const perHost = perKeyLimiter(concurrencyPerHost);
  // Parsed once per registry (a few hundred at most), not twice per check (its scope, then the check).
  const parsed = new Map<string, URL>();
  const baseFor = (domain: string): URL | undefined => {
    const base = baseUrl ?? bases.get(domain.slice(domain.lastIndexOf('.') + 1));
    if (!base) return undefined;
    let url = parsed.get(base);
    if (!url) parsed.set(base, (url = withSlash(base)));
    return url;
  };

  async function lookup(start: URL, authority: string, signal: AbortSignal): Promise<ProviderAnswer> {
    let url = start;
    for (let hop = 0; ; hop++) {
      const response = await http(url.href, { signal, headers: { accept: ACCEPT } });
      // Only the status matters: the body is read to its end (or dropped if long) so the socket serves again.
      response.discard();
      const location = response.header('location');
      if (response.status >= 300 && response.status < 400 && location) {
        if (hop === MAX_REDIRECTS) throw new Error(`RDAP lookup failed: more than ${MAX_REDIRECTS} redirects`);
        url = new URL(location, url);
        if (url.protocol !== 'https:' && url.protocol !== 'http:')
          throw new Error(`RDAP lookup failed: redirected to ${url.protocol}`);
        continue;
      }
      if (response.status === 404) {
        if (url.origin === authority) return { available: true };
        throw new Error(`RDAP lookup failed: HTTP 404 from ${url.host}, not the registry's server`);
      }
      // A registration record is an answer wherever the registry sent us for it (thin registries point to registrars).
      if (response.status === 200) return { available: false };
      if (response.status === 429) {
        const ms = parseRetryAfter(response.header('retry-after'));
        throw new RateLimitedError(`RDAP lookup failed: HTTP 429 (retry after ${Math.ceil(ms / 1000)} s)`, ms);
      }
      throw new Error(`RDAP lookup failed: HTTP ${response.status}`);
    }
  }

  return {
    name: 'rdap',
    scope: (domain) => baseFor(domain)?.host ?? '*',
    async check(domain, signal) {
      const base = baseFor(domain);
      if (!base) throw new Error(`RDAP has no service for .${domain.slice(domain.lastIndexOf('.') + 1)}`);
      return perHost(base.host, signal, () => lookup(new URL(`domain/${domain}`, base), base.origin, signal));
    },
  };
}
