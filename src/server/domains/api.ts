import { getConnInfo } from '@hono/node-server/conninfo';
import { Hono, type Context } from 'hono';
import { rateLimiter } from 'hono-rate-limiter';
import { DomainInputError, DOMAIN_ERRORS, MAX_TERM_LENGTH } from '../../features/domain-search/normalize';
import { UNABLE, type AvailabilityChecker, type Logger } from './availability';
import { searchDomains } from './search';

export interface DomainApiOptions {
  checker: AvailabilityChecker;
  extensions: readonly string[];
  /** Searches one client may make per window (default 30 a minute) */
  rateLimit?: { limit: number; windowMs: number };
  log?: Logger;
}

export const TOO_MANY = 'Too many searches. Please wait a minute and try again.';
const EMPTY = 'Enter a domain name to search';

function clientKey(c: Context): string {
  try {
    return getConnInfo(c).remote.address ?? 'unknown';
  } catch {
    return 'unknown'; // not behind a Node socket (tests calling app.request)
  }
}

/** GET /search?q=<term>: the searched domain's availability and its available alternatives as the search response. */
export function domainApi({
  checker,
  extensions,
  rateLimit = { limit: 30, windowMs: 60_000 },
  log = console,
}: DomainApiOptions) {
  const app = new Hono();
  app.use(
    '/search',
    rateLimiter({
      windowMs: rateLimit.windowMs,
      limit: rateLimit.limit,
      standardHeaders: 'draft-6',
      keyGenerator: clientKey,
      handler: (c) => c.json({ error: TOO_MANY }, 429),
    }),
  );
  app.get('/search', async (c) => {
    const term = c.req.query('q') ?? '';
    if (term.length > MAX_TERM_LENGTH) return c.json({ error: DOMAIN_ERRORS.characters }, 400);
    try {
      const response = await searchDomains(term, { checker, extensions, log });
      return response ? c.json(response) : c.json({ error: EMPTY }, 400);
    } catch (error) {
      if (error instanceof DomainInputError) return c.json({ error: error.message }, 400);
      log.warn(`search for ${JSON.stringify(term)} failed: ${(error as Error).message}`);
      return c.json({ error: UNABLE }, 503);
    }
  });
  return app;
}
