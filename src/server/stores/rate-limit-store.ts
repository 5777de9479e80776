import { MemoryStore, RedisStore, type RedisClient, type Store } from 'hono-rate-limiter';
import type { RedisLink } from './redis-link.ts';

/** hono-rate-limiter's RedisStore speaks to a client of this shape (scripts by SHA1); ioredis's takes key counts. */
const scriptClient = (link: RedisLink): RedisClient => ({
  scriptLoad: (script) => link.run((client) => client.script('LOAD', script) as Promise<string>),
  evalsha: <TArgs extends unknown[], TData = unknown>(sha1: string, keys: string[], args: TArgs) =>
    link.run((client) => client.evalsha(sha1, keys.length, ...keys, ...(args as string[])) as Promise<TData>),
  decr: (key) => link.run((client) => client.decr(key)),
  del: (key) => link.run((client) => client.del(key)),
});

/**
 * Rate-limit counters in Redis, so a client's searches count once across every instance; while Redis is down each
 * process counts in its own memory (a client may then get up to the limit per instance, never unlimited searches).
 */
export function sharedRateLimitStore(link: RedisLink, prefix: string): Store {
  const shared = new RedisStore({ client: scriptClient(link), prefix });
  const own = new MemoryStore();
  const either = async <T>(inRedis: () => Promise<T>, inMemory: () => T): Promise<T> => {
    if (link.up) {
      try {
        return await inRedis();
      } catch {
        // The link has logged Redis going down, once; this request counts in memory.
      }
    }
    return inMemory();
  };
  return {
    prefix,
    localKeys: false,
    init(options) {
      shared.init(options);
      own.init(options);
    },
    increment: (key) =>
      either(
        () => shared.increment(key),
        () => own.increment(key),
      ),
    decrement: (key) =>
      either(
        () => shared.decrement(key),
        () => own.decrement(key),
      ),
    resetKey: (key) =>
      either(
        () => shared.resetKey(key),
        () => own.resetKey(key),
      ),
    shutdown: () => own.shutdown(),
  };
}
