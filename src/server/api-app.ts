// The /api app with its providers from the environment and prices from content; used by the production server
// and, through Vite, by `npm run dev`.
import domains from 'virtual:content/domains';
import { Hono } from 'hono';
import { availabilityChecker } from './domains/availability';
import { domainApi, type DomainApiOptions } from './domains/api';
import { providersFromEnv } from './domains/config';

export function domainOptionsFromEnv(
  env: NodeJS.ProcessEnv = process.env,
): DomainApiOptions & { providerNames: string[] } {
  const { providers, timeoutMs } = providersFromEnv(env);
  const checker = availabilityChecker({ providers, prices: domains.searchPrices, timeoutMs });
  const perMinute = Number(env.SEARCH_RATE_LIMIT) || 30;
  return {
    checker,
    extensions: Object.keys(domains.searchPrices),
    rateLimit: { limit: perMinute, windowMs: 60_000 },
    providerNames: providers.map((p) => p.name),
  };
}

let dev: Hono | undefined;

/** Just the API, mounted under /api, made once (the dev server serves the pages itself). */
export function devApi(): Hono {
  dev ??= new Hono().route('/api/domains', domainApi(domainOptionsFromEnv()));
  return dev;
}
