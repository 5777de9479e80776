import { memoryCache, type CacheStore } from '../stores/cache-store.ts';
import { callSignal } from './call-signal.ts';
import { Backoff, RateLimitedError } from './backoff.ts';
import { Breaker, type BreakerOptions } from './breaker.ts';
import { abortable } from './deadline.ts';
import type { AvailabilityResult, Provider } from './types.ts';

export const UNABLE = 'Unable to check domain availability';

export interface Logger {
  warn(message: string): void;
}

interface AvailabilityOptions {
  providers: Provider[];
  /** Yearly price in cents per extension (content/domains/search-prices.yaml) */
  prices: Record<string, number>;
  /** Longest wait for one provider call before the next provider is asked */
  timeoutMs: number;
  /** How long an answer is kept (default 5 minutes) */
  cacheTtlMs?: number;
  /** Entries of the default cache, this process's memory */
  cacheSize?: number;
  /** Where answers are kept: shared through Redis when REDIS_URL is set (stores/from-env.ts) */
  cache?: CacheStore<AvailabilityResult>;
  /** Skips a provider for an extension that it mostly fails for (off when absent) */
  breaker?: BreakerOptions;
  log?: Logger;
  /** The clock of the rate-limit back-off and the breaker, for tests */
  now?: () => number;
}

export interface AvailabilityChecker {
  /**
   * The domain's availability from the first provider that answers. Rejects with Error(UNABLE) when none could, or
   * with `signal`'s reason as soon as it aborts.
   */
  check(domain: string, signal?: AbortSignal): Promise<AvailabilityResult>;
  /** Yearly price in cents of the domain's extension, undefined when it is not sold */
  priceOf(domain: string): number | undefined;
  /** How many provider calls were made, for tests and the benchmark */
  readonly providerCalls: number;
}

/** One round of provider calls that several searches may wait for; it is aborted when the last of them leaves. */
interface SharedCheck {
  promise: Promise<AvailabilityResult>;
  controller: AbortController;
  waiters: number;
}

/** Asks each provider in turn (the next one on any failure) and remembers answers for a while. */
export function availabilityChecker({
  providers,
  prices,
  timeoutMs,
  cacheTtlMs = 5 * 60_000,
  cacheSize = 5000,
  cache = memoryCache<AvailabilityResult>(cacheSize),
  breaker: breakerOptions = { failures: 0, openMs: 0 },
  log = console,
  now = Date.now,
}: AvailabilityOptions): AvailabilityChecker {
  const inFlight = new Map<string, SharedCheck>();
  const backoff = new Backoff(now);
  const breaker = new Breaker(breakerOptions, now, (message) => log.warn(`Domain provider ${message}`));
  let providerCalls = 0;
  const priceOf = (domain: string) => prices[domain.slice(domain.lastIndexOf('.') + 1)];

  async function ask(domain: string, signal: AbortSignal): Promise<AvailabilityResult> {
    const price = priceOf(domain);
    if (price === undefined) throw new Error(`No price for ${domain}`);
    const extension = domain.slice(domain.lastIndexOf('.') + 1);
    /** What each provider that failed said: logged once per domain, not once per call */
    const failures: string[] = [];
    const logFailures = (outcome: string) => {
      if (failures.length) log.warn(`${domain}: ${failures.join('; ')}; ${outcome}`);
    };
    for (const provider of providers) {
      signal.throwIfAborted();
      const limitKey = `${provider.name} ${provider.scope?.(domain) ?? '*'}`;
      const breakerKey = `${provider.name} .${extension}`;
      // A provider that asked us to wait, or keeps failing, is skipped, not queued: the next one may answer now.
      if (backoff.remaining(limitKey) > 0 || !breaker.allows(breakerKey)) continue;
      providerCalls++;
      // Not AbortSignal.any with AbortSignal.timeout: on Node 20 that time-out never fires once a garbage collection
      // has taken its signal (call-signal.ts).
      const call = callSignal(signal, timeoutMs);
      try {
        const answer = await provider.check(domain, call.signal);
        breaker.succeeded(breakerKey);
        const result: AvailabilityResult = { ...answer, domain, price, currency: 'USD', provider: provider.name };
        void cache.set(domain, result, cacheTtlMs); // never rejects, and no search waits for a shared store's write
        logFailures(`${provider.name} answered`);
        return result;
      } catch (error) {
        // Nobody waits any more: stop quietly, the search logs what it skipped.
        if (signal.aborted) breaker.released(breakerKey);
        signal.throwIfAborted();
        const reason =
          error instanceof Error && error.name !== 'TimeoutError' ? error.message : `no answer within ${timeoutMs} ms`;
        if (error instanceof RateLimitedError) {
          backoff.block(limitKey, error.retryAfterMs);
          breaker.released(breakerKey);
        } else breaker.failed(breakerKey, reason);
        failures.push(`${provider.name} could not check it (${reason})`);
      } finally {
        call.end();
      }
    }
    // Skipped providers are not logged per domain: their back-off or breaker said so once.
    logFailures('no provider left');
    throw new Error(UNABLE);
  }

  /** Another instance may have put the answer in a shared cache; otherwise the providers are asked. */
  async function lookUp(domain: string, signal: AbortSignal): Promise<AvailabilityResult> {
    return (await cache.get(domain)) ?? ask(domain, signal);
  }

  function share(domain: string): SharedCheck {
    const existing = inFlight.get(domain);
    if (existing) return existing;
    const controller = new AbortController();
    const shared: SharedCheck = { controller, waiters: 0, promise: lookUp(domain, controller.signal) };
    inFlight.set(domain, shared);
    const forget = () => {
      if (inFlight.get(domain) === shared) inFlight.delete(domain);
    };
    shared.promise.then(forget, forget);
    controller.signal.addEventListener('abort', forget, { once: true });
    return shared;
  }

  return {
    get providerCalls() {
      return providerCalls;
    },
    priceOf,
    check(domain, signal) {
      const cached = cache.peek(domain);
      if (cached) return Promise.resolve(cached);
      if (signal?.aborted) return Promise.reject(signal.reason as Error);
      // Searches for the same domain at once share one round (a shared-cache lookup, then provider calls); it runs
      // while any of them waits.
      const shared = share(domain);
      shared.waiters++;
      let left = false;
      const leave = () => {
        if (left) return;
        left = true;
        signal?.removeEventListener('abort', leave);
        // A round whose answer is in (no longer in flight) has nothing left to stop.
        if (--shared.waiters === 0 && inFlight.get(domain) === shared) shared.controller.abort(signal?.reason);
      };
      signal?.addEventListener('abort', leave, { once: true });
      shared.promise.then(leave, leave);
      return abortable(shared.promise, signal);
    },
  };
}
