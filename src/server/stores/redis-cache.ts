import type { CacheStore } from './cache-store.ts';
import type { RedisLink } from './redis-link.ts';

interface RedisCacheOptions<V> {
  link: RedisLink;
  /** Namespace of the keys, e.g. `nimbus:avail:` */
  prefix: string;
  /** This process's memory: read first, always written, and the whole cache while Redis is down */
  local: CacheStore<V>;
  /** The entry stored under `key` from its JSON, or undefined when it is not one (another version wrote it) */
  decode(value: unknown, key: string): V | undefined;
}

/**
 * A cache shared by every instance through Redis, with this process's memory in front of it and standing in for it.
 * Answers this process learned are read from memory without a round trip; a miss asks Redis, where another
 * instance may have put the answer. Nothing waits on a Redis that is down, and an error is a miss.
 */
export function redisCache<V>({ link, prefix, local, decode }: RedisCacheOptions<V>): CacheStore<V> {
  return {
    peek: (key) => local.peek(key),
    async get(key) {
      const own = local.peek(key);
      if (own !== undefined || !link.up) return own;
      try {
        const stored = await link.run((client) => client.get(prefix + key));
        return stored === null ? undefined : decode(JSON.parse(stored), key);
      } catch {
        return undefined; // the link has logged Redis going down, once
      }
    },
    async set(key, value, ttlMs) {
      await local.set(key, value, ttlMs);
      if (!link.up) return;
      await link
        .run((client) => client.set(prefix + key, JSON.stringify(value), 'PX', Math.max(1, Math.round(ttlMs))))
        .catch(() => undefined);
    },
  };
}
