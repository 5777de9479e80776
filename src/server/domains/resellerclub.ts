import { parseRetryAfter, RateLimitedError } from './backoff';
import type { Fetch, Provider } from './types';

/** ResellerClub (LogicBoxes) domains/available.json: a map keyed by the full domain with a status. */
export function resellerClub({
  url,
  userId,
  key,
  fetch: fetchFn = fetch,
}: {
  url: string;
  userId: string;
  key: string;
  fetch?: Fetch;
}): Provider {
  return {
    name: 'resellerclub',
    async check(domain, signal) {
      const [name, ...rest] = domain.split('.');
      const query = new URL(url);
      query.searchParams.set('auth-userid', userId);
      query.searchParams.set('api-key', key);
      query.searchParams.set('domain-name', name ?? domain);
      query.searchParams.set('tlds', rest.join('.'));
      const response = await fetchFn(query, { signal });
      if (!response.ok) {
        const detail = (await response.text().catch(() => '')).slice(0, 200) || `HTTP ${response.status}`;
        const message = `ResellerClub request failed: ${detail}`;
        if (response.status === 429)
          throw new RateLimitedError(message, parseRetryAfter(response.headers.get('retry-after')));
        throw new Error(message);
      }
      const body = (await response.json()) as Record<string, { status?: string } | undefined>;
      const status = body[domain]?.status;
      if (status === 'available') return { available: true };
      if (status === 'regthroughus' || status === 'regthroughothers') return { available: false };
      throw new Error(`ResellerClub request failed: status ${status ?? 'missing'} for ${domain}`);
    },
  };
}
