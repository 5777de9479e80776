import { Hono, type Context } from 'hono';
import { rateLimiter, type Store } from 'hono-rate-limiter';
import { DomainInputError } from '../../features/domain-search/normalize.ts';
import { clientAddressOf } from '../client-address.ts';
import { UNABLE, type AvailabilityChecker, type Logger } from './availability.ts';
import { bulkSearch } from './bulk.ts';
import { ndjsonResponse } from './ndjson.ts';
import { searchDomains, searchStream } from './search.ts';

export interface DomainApiOptions {
  checker: AvailabilityChecker;
  extensions: readonly string[];
  /**
   * Searches one client may make per window (default 30 a minute), all three endpoints together; `store` keeps the
   * counts (default: this process's memory; shared through Redis when REDIS_URL is set, stores/from-env.ts)
   */
  rateLimit?: { limit: number; windowMs: number; store?: Store };
  /** Every search (and bulk search) answers within this (DOMAIN_SEARCH_DEADLINE_MS, default 3000) */
  deadlineMs?: number;
  log?: Logger;
  /** The checker makes its answers up (DOMAIN_PROVIDERS=demo): every answer says so (`demo: true`) */
  demo?: boolean;
}

export const TOO_MANY = 'Too many searches. Please wait a minute and try again.';
export const EMPTY = 'Enter a domain name to search';

/** The socket's address, or the one a trusted proxy forwarded (TRUST_PROXY); none in tests calling app.request. */
function clientKey(c: Context): string {
  return clientAddressOf(c) ?? 'unknown';
}

/**
 * GET /search?q= (JSON), /search/stream?q= and /bulk?q= (NDJSON): see features/domain-search/contract.ts.
 * A bulk search counts as one search against the rate limit: it costs about as many checks (20 names, against a
 * search's 15) and is one thing a visitor asked for.
 */
export function domainApi({
  checker,
  extensions,
  rateLimit = { limit: 30, windowMs: 60_000 },
  deadlineMs,
  log = console,
  demo = false,
}: DomainApiOptions) {
  const app = new Hono();
  // One limiter, so one store and one counter per client across the three endpoints.
  const limiter = rateLimiter({
    windowMs: rateLimit.windowMs,
    limit: rateLimit.limit,
    standardHeaders: 'draft-6',
    keyGenerator: clientKey,
    handler: (c) => c.json({ error: TOO_MANY }, 429),
    ...(rateLimit.store ? { store: rateLimit.store } : {}),
  });
  for (const path of ['/search', '/search/stream', '/bulk']) app.use(path, limiter);

  /** Bad input answers 400 with the spec's message; anything else means the search could not be done. */
  const failure = (c: Context, error: unknown) => {
    if (error instanceof DomainInputError) return c.json({ error: error.message }, 400);
    // The search logged why it could not check; anything else is unexpected (or the visitor left: nobody reads it).
    if (!c.req.raw.signal.aborted && (error as Error | undefined)?.message !== UNABLE)
      log.warn(`search for ${JSON.stringify(c.req.query('q') ?? '')} failed: ${String(error)}`);
    return c.json({ error: UNABLE }, 503);
  };

  const options = (c: Context) => ({
    checker,
    extensions,
    log,
    signal: c.req.raw.signal,
    ...(deadlineMs ? { deadlineMs } : {}),
  });

  app.get('/search', async (c) => {
    try {
      const response = await searchDomains(c.req.query('q') ?? '', options(c));
      if (!response) return c.json({ error: EMPTY }, 400);
      return c.json(demo ? { ...response, demo: true } : response);
    } catch (error) {
      return failure(c, error);
    }
  });

  /** Reads the first event before answering, so that bad input or a failed search still gets its status code. */
  const streamed = async <T>(c: Context, start: (signal: AbortSignal) => AsyncGenerator<T, void, undefined>) => {
    const stop = new AbortController();
    const events = start(AbortSignal.any([c.req.raw.signal, stop.signal]));
    try {
      const first = await events.next();
      if (first.done) return c.json({ error: EMPTY }, 400);
      // The first event (searched, accepted) is the one the page reads the demo mark from.
      const head = demo ? { ...first.value, demo: true } : first.value;
      return ndjsonResponse(head, events, () => stop.abort(), log);
    } catch (error) {
      return failure(c, error);
    }
  };
  app.get('/search/stream', (c) =>
    streamed(c, (signal) => searchStream(c.req.query('q') ?? '', { ...options(c), signal })),
  );
  app.get('/bulk', (c) => streamed(c, (signal) => bulkSearch(c.req.query('q') ?? '', { ...options(c), signal })));
  return app;
}
