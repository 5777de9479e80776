import { parseRetryAfter, RateLimitedError } from './backoff.ts';
import { fetchGet, type HttpGet } from './http-get.ts';
import type { Provider } from './types.ts';

/** ResellerClub (LogicBoxes) domains/available.json: a map keyed by the full domain with a status. */
export function resellerClub({
  url,
  userId,
  key,
  http = fetchGet(fetch),
}: {
  url: string;
  userId: string;
  key: string;
  http?: HttpGet;
}): Provider {
  // Everything but the domain is the same for every call: encoded once, not per check.
  const base = new URL(url);
  base.searchParams.set('auth-userid', userId);
  base.searchParams.set('api-key', key);
  const prefix = `${base.href}&domain-name=`;
  return {
    name: 'resellerclub',
    async check(domain, signal) {
      const dot = domain.indexOf('.');
      const name = dot < 0 ? domain : domain.slice(0, dot);
      const tlds = dot < 0 ? '' : domain.slice(dot + 1);
      const response = await http(`${prefix}${encodeURIComponent(name)}&tlds=${encodeURIComponent(tlds)}`, { signal });
      if (response.status < 200 || response.status > 299) {
        const detail = (await response.text().catch(() => '')).slice(0, 200) || `HTTP ${response.status}`;
        const message = `ResellerClub request failed: ${detail}`;
        if (response.status === 429)
          throw new RateLimitedError(message, parseRetryAfter(response.header('retry-after')));
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
