import type { Fetch, Provider } from './types';

interface WhoApiBody {
  status?: string | number;
  status_desc?: string;
  taken?: string | number;
  requests_available?: string | number;
}

/** WhoAPI `r=taken`: status "0" is success, taken 0 means available; errors come with HTTP 200. */
export function whoApi({ url, key, fetch: fetchFn = fetch }: { url: string; key: string; fetch?: Fetch }): Provider {
  return {
    name: 'whoapi',
    async check(domain, signal) {
      const query = new URL(url);
      query.searchParams.set('apikey', key);
      query.searchParams.set('r', 'taken');
      query.searchParams.set('domain', domain);
      const response = await fetchFn(query, { signal });
      if (!response.ok) throw new Error('Network response was not ok');
      const body = (await response.json()) as WhoApiBody;
      if (String(body.status) !== '0') throw new Error(body.status_desc || 'WhoAPI error');
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
