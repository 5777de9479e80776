import type { Store } from 'hono-rate-limiter';
import type { AvailabilityResult } from '../domains/types.ts';
import { memoryCache, type CacheStore } from './cache-store.ts';
import { sharedRateLimitStore } from './rate-limit-store.ts';
import { redisCache } from './redis-cache.ts';
import { redisLink } from './redis-link.ts';
import { memoryState, type SharedState, type StateLog } from './shared-state.ts';

/** Key namespaces, so that the site can share a Redis with other applications */
export const AVAILABILITY_PREFIX = 'nimbus:avail:';
export const RATE_LIMIT_PREFIX = 'nimbus:rl:';

export interface SharedStores {
  state: SharedState;
  /** Undefined: the checker's own memory cache */
  availabilityCache?: CacheStore<AvailabilityResult>;
  /** Undefined: the rate limiter's own memory store */
  rateLimitStore?: Store;
}

/** A result another version of the site wrote with another shape is a miss, not a wrong answer. */
const availabilityResult = (value: unknown, domain: string): AvailabilityResult | undefined => {
  const result = value as Partial<AvailabilityResult> | null;
  return result?.domain === domain && typeof result.available === 'boolean' && typeof result.price === 'number'
    ? (result as AvailabilityResult)
    : undefined;
};

/** In memory without REDIS_URL (as one instance needs); in Redis, with memory standing in while it is down, with it. */
export function sharedStoresFromEnv(env: NodeJS.ProcessEnv, log: StateLog, cacheSize = 5000): SharedStores {
  const url = env.REDIS_URL?.trim();
  if (!url) return { state: memoryState };
  const link = redisLink(url, log);
  return {
    state: { kind: 'redis', ready: () => link.ping(), close: () => link.close() },
    availabilityCache: redisCache({
      link,
      prefix: AVAILABILITY_PREFIX,
      local: memoryCache<AvailabilityResult>(cacheSize),
      decode: availabilityResult,
    }),
    rateLimitStore: sharedRateLimitStore(link, RATE_LIMIT_PREFIX),
  };
}
