import bootstrap from './rdap-bootstrap.json';
import type { Fetch, Provider } from './types';

/** RDAP base URL per extension, from the IANA bootstrap file (RFC 9224) shipped with the server. */
export function rdapBaseUrls(file: { services: [string[], string[]][] } = bootstrap as never): Map<string, string> {
  return new Map(file.services.flatMap(([tlds, urls]) => tlds.map((tld) => [tld, urls[0] ?? ''] as const)));
}

/**
 * RDAP (RFC 9083), keyless: 404 means no registration (available), 200 means registered.
 * `baseUrl` overrides the bootstrap for every extension (a private mirror, or a fake in tests).
 */
export function rdap({ baseUrl, fetch: fetchFn = fetch }: { baseUrl?: string; fetch?: Fetch } = {}): Provider {
  const bases = rdapBaseUrls();
  return {
    name: 'rdap',
    async check(domain, signal) {
      const tld = domain.slice(domain.lastIndexOf('.') + 1);
      const base = baseUrl ?? bases.get(tld);
      if (!base) throw new Error(`RDAP has no service for .${tld}`);
      const response = await fetchFn(new URL(`domain/${domain}`, base.endsWith('/') ? base : `${base}/`), {
        signal,
        headers: { accept: 'application/rdap+json' },
      });
      await response.body?.cancel();
      if (response.status === 404) return { available: true };
      if (response.status === 200) return { available: false };
      const retry = response.headers.get('retry-after');
      throw new Error(`RDAP lookup failed: HTTP ${response.status}${retry ? ` (retry after ${retry} s)` : ''}`);
    },
  };
}
