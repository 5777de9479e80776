// The /api app with its providers from the environment and prices from content; used by the production server
// and, through Vite, by `npm run dev`.
import domains from 'virtual:content/domains';
import { Hono } from 'hono';
import { availabilityChecker } from './domains/availability';
import { domainApi, type DomainApiOptions } from './domains/api';
import { providersFromEnv } from './domains/config';
import { searchDomains } from './domains/search';
import { bulkSearch } from './domains/bulk';

export function domainOptionsFromEnv(
  env: NodeJS.ProcessEnv = process.env,
): DomainApiOptions & { providerNames: string[] } {
  const { providers, timeoutMs, deadlineMs } = providersFromEnv(env);
  const checker = availabilityChecker({ providers, prices: domains.searchPrices, timeoutMs });
  const perMinute = Number(env.SEARCH_RATE_LIMIT) || 30;
  return {
    checker,
    extensions: Object.keys(domains.searchPrices),
    rateLimit: { limit: perMinute, windowMs: 60_000 },
    deadlineMs,
    providerNames: providers.map((p) => p.name),
  };
}

let dev: Hono | undefined;

/** Just the API, mounted under /api, made once (the dev server serves the pages itself). */
export function devApi(): Hono {
  dev ??= new Hono().route('/api/domains', domainApi(domainOptionsFromEnv()));
  return dev;
}

/**
 * One search for a page rendered on the server (/domains?q= without JavaScript), with the API's checker, cache,
 * deadline and logger: null for a blank term; throws DomainInputError or Error(UNABLE) as the JSON endpoint answers.
 */
export function pageSearch(options: DomainApiOptions) {
  return (term: string, signal: AbortSignal) => searchDomains(term, { ...options, signal });
}

/** One bulk search for a page rendered on the server (/domains?names= without JavaScript), like pageSearch. */
export function pageBulk(options: DomainApiOptions) {
  return (names: string, signal: AbortSignal) => bulkSearch(names, { ...options, signal });
}
