// Where sessions and sign-in transactions live: this process's memory, or Redis when REDIS_URL is set (so that
// several instances behind one balancer share them, and a restart signs nobody out). Unlike the site's cache, a
// session store has no memory fallback while Redis is down: a session only one instance knows would come and go.
import { LRUCache } from 'lru-cache';
import type { RedisLink } from '../../src/server/stores/redis-link.ts';

export interface KeyValueStore {
  kind: 'memory' | 'redis';
  get(key: string): Promise<string | undefined>;
  set(key: string, value: string, ttlMs: number): Promise<void>;
  delete(key: string): Promise<void>;
  /** Gets and deletes at once: a one-time value (an OIDC transaction) can be used only once */
  take(key: string): Promise<string | undefined>;
}

export function memoryStore(max = 10_000): KeyValueStore {
  const entries = new LRUCache<string, string>({ max });
  return {
    kind: 'memory',
    get: async (key) => entries.get(key),
    set: async (key, value, ttlMs) => void entries.set(key, value, { ttl: ttlMs }),
    delete: async (key) => void entries.delete(key),
    take: async (key) => {
      const value = entries.get(key);
      entries.delete(key);
      return value;
    },
  };
}

export function redisStore(link: RedisLink): KeyValueStore {
  return {
    kind: 'redis',
    get: (key) => link.run(async (client) => (await client.get(key)) ?? undefined),
    set: (key, value, ttlMs) => link.run(async (client) => void (await client.set(key, value, 'PX', ttlMs))),
    delete: (key) => link.run(async (client) => void (await client.del(key))),
    take: (key) => link.run(async (client) => (await client.getdel(key)) ?? undefined),
  };
}
