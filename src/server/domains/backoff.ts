/** Used when a provider says "slow down" without saying for how long. */
export const DEFAULT_RETRY_AFTER_MS = 60_000;
/** A Retry-After further away than this is more likely a mistake than a plan: ask again after this long. */
export const MAX_RETRY_AFTER_MS = 60 * 60_000;

/** A provider refused for now (HTTP 429, WhoAPI's query-limit statuses); it must not be asked again before retryAfterMs. */
export class RateLimitedError extends Error {
  override name = 'RateLimitedError';
  constructor(
    message: string,
    readonly retryAfterMs: number,
  ) {
    super(message);
  }
}

/** The three HTTP-date forms all name a day and a time; Date.parse alone would read "-5" as a year. */
const HTTP_DATE = /[a-z]{3}.*\d{2}:\d{2}:\d{2}/i;

/** Retry-After (RFC 9110 §10.2.3) is either whole seconds or an HTTP date; anything else gets the default. */
export function parseRetryAfter(value: string | null | undefined, now = Date.now()): number {
  const text = value?.trim() ?? '';
  let ms: number;
  if (/^\d+$/.test(text)) ms = Number(text) * 1000;
  else if (HTTP_DATE.test(text) && !Number.isNaN(Date.parse(text))) ms = Date.parse(text) - now;
  else return DEFAULT_RETRY_AFTER_MS;
  return Math.min(Math.max(ms, 0), MAX_RETRY_AFTER_MS);
}

/** Until when each (provider, registry) pair must not be asked; a pair unknown or past its time may be asked. */
export class Backoff {
  private readonly until = new Map<string, number>();

  constructor(private readonly now: () => number = Date.now) {}

  block(key: string, ms: number): void {
    const until = this.now() + ms;
    if (until > (this.until.get(key) ?? 0)) this.until.set(key, until);
  }

  /** Milliseconds left before `key` may be asked again, 0 when it may be asked now. */
  remaining(key: string): number {
    const until = this.until.get(key);
    if (until === undefined) return 0;
    const left = until - this.now();
    if (left > 0) return left;
    this.until.delete(key);
    return 0;
  }
}
