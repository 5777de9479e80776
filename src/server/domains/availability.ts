import { LRUCache } from 'lru-cache';
import type { AvailabilityResult, Provider } from './types';

export const UNABLE = 'Unable to check domain availability';

export interface Logger {
  warn(message: string): void;
}

interface AvailabilityOptions {
  providers: Provider[];
  /** Yearly price in cents per extension (content/domains/search-prices.yaml) */
  prices: Record<string, number>;
  timeoutMs: number;
  cacheTtlMs?: number;
  cacheSize?: number;
  log?: Logger;
}

export interface AvailabilityChecker {
  check(domain: string): Promise<AvailabilityResult>;
  /** How many provider calls were made, for tests and the benchmark */
  readonly providerCalls: number;
}

/** Asks each provider in turn (the next one on any failure) and remembers answers for a while. */
export function availabilityChecker({
  providers,
  prices,
  timeoutMs,
  cacheTtlMs = 5 * 60_000,
  cacheSize = 5000,
  log = console,
}: AvailabilityOptions): AvailabilityChecker {
  const cache = new LRUCache<string, AvailabilityResult>({ max: cacheSize, ttl: cacheTtlMs });
  const inFlight = new Map<string, Promise<AvailabilityResult>>();
  let providerCalls = 0;

  async function ask(domain: string): Promise<AvailabilityResult> {
    const price = prices[domain.slice(domain.lastIndexOf('.') + 1)];
    if (price === undefined) throw new Error(`No price for ${domain}`);
    for (const provider of providers) {
      providerCalls++;
      try {
        const answer = await provider.check(domain, AbortSignal.timeout(timeoutMs));
        const result: AvailabilityResult = { ...answer, domain, price, currency: 'USD', provider: provider.name };
        cache.set(domain, result);
        return result;
      } catch (error) {
        const reason =
          error instanceof Error && error.name !== 'TimeoutError' ? error.message : `no answer within ${timeoutMs} ms`;
        log.warn(`${provider.name} could not check ${domain}: ${reason}`);
      }
    }
    throw new Error(UNABLE);
  }

  return {
    get providerCalls() {
      return providerCalls;
    },
    check(domain) {
      const cached = cache.get(domain);
      if (cached) return Promise.resolve(cached);
      // Two searches for the same domain at once share one round of provider calls.
      let pending = inFlight.get(domain);
      if (!pending) {
        pending = ask(domain).finally(() => inFlight.delete(domain));
        inFlight.set(domain, pending);
      }
      return pending;
    },
  };
}
