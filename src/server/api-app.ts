// The /api app with its providers from the environment and prices from content; used by the production server
// and, through Vite, by `npm run dev`.
import domains from 'virtual:content/domains';
import { Hono } from 'hono';
import { availabilityChecker } from './domains/availability.ts';
import { domainApi, type DomainApiOptions } from './domains/api.ts';
import { providersFromEnv } from './domains/config.ts';
import { searchDomains } from './domains/search.ts';
import { bulkSearch } from './domains/bulk.ts';
import { sharedStoresFromEnv } from './stores/from-env.ts';
import type { SharedState, StateLog } from './stores/shared-state.ts';

/**
 * The API's options from the environment. With REDIS_URL the availability cache and the rate-limit counters are
 * shared through Redis (`state` says so, answers /readyz and is closed on shutdown); `log` says when Redis stops
 * or starts answering again.
 */
export function domainOptionsFromEnv(
  env: NodeJS.ProcessEnv = process.env,
  log: StateLog = console,
): DomainApiOptions & { providerNames: string[]; state: SharedState; demo: boolean } {
  const { providers, timeoutMs, deadlineMs, breaker, demo } = providersFromEnv(env);
  const { state, availabilityCache, rateLimitStore } = sharedStoresFromEnv(env, log);
  const checker = availabilityChecker({
    providers,
    prices: domains.searchPrices,
    timeoutMs,
    breaker,
    log,
    ...(availabilityCache ? { cache: availabilityCache } : {}),
  });
  const perMinute = Number(env.SEARCH_RATE_LIMIT) || 30;
  return {
    checker,
    extensions: Object.keys(domains.searchPrices),
    rateLimit: { limit: perMinute, windowMs: 60_000, ...(rateLimitStore ? { store: rateLimitStore } : {}) },
    deadlineMs,
    providerNames: providers.map((p) => p.name),
    state,
    demo,
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
  return async (term: string, signal: AbortSignal) => {
    const response = await searchDomains(term, { ...options, signal });
    // Marked like the API's answers (domains/api.ts), so the page says so too.
    return response && options.demo ? { ...response, demo: true as const } : response;
  };
}

/** One bulk search for a page rendered on the server (/domains?names= without JavaScript), like pageSearch. */
export function pageBulk(options: DomainApiOptions) {
  return async function* (names: string, signal: AbortSignal) {
    for await (const event of bulkSearch(names, { ...options, signal }))
      yield options.demo && event.type === 'accepted' ? { ...event, demo: true as const } : event;
  };
}
