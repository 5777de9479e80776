import pLimit, { type LimitFunction } from 'p-limit';
import { limited } from './deadline.ts';

/**
 * Checks one registry (RDAP host) answers at once, across all searches of this process. Registries throttle per
 * client; eight covers a whole .com search on Verisign's host (the name, five variants and .net) in one round.
 */
export const RDAP_CONCURRENCY_PER_HOST = 8;

/**
 * A bounded pool per key, made on first use. Keys are registry hosts from the bootstrap (a handful), so pools are
 * kept rather than dropped when idle.
 */
export function perKeyLimiter(concurrency: number) {
  const pools = new Map<string, LimitFunction>();
  return function run<T>(key: string, signal: AbortSignal | undefined, task: () => Promise<T>): Promise<T> {
    let pool = pools.get(key);
    if (!pool) {
      pool = pLimit(concurrency);
      pools.set(key, pool);
    }
    return limited(pool, signal, task);
  };
}
