import { LRUCache } from 'lru-cache';

/** A cache whose entries expire; its promises never reject (a store that cannot answer answers undefined). */
export interface CacheStore<V> {
  /**
   * This process's own copy, at once: most lookups of a busy search are hits, and they need neither a round trip
   * nor a tick. Undefined does not mean absent from a shared store: ask `get` then.
   */
  peek(key: string): V | undefined;
  get(key: string): Promise<V | undefined>;
  set(key: string, value: V, ttlMs: number): Promise<void>;
}

/** This process's memory: the `max` most recently used entries, each kept for the time-to-live it was set with. */
export function memoryCache<V extends object>(max: number): CacheStore<V> {
  const entries = new LRUCache<string, V>({ max });
  return {
    peek: (key) => entries.get(key),
    get: (key) => Promise.resolve(entries.get(key)),
    set(key, value, ttlMs) {
      entries.set(key, value, { ttl: ttlMs });
      return Promise.resolve();
    },
  };
}
