import type { HonoConfigType } from 'hono-rate-limiter';
import { Redis } from 'ioredis';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { NOT_INSTALLED, redisInstalled, startRedis, type RedisServer } from '../../../tests/helpers/redis-server.ts';
import type { AvailabilityResult } from '../domains/types.ts';
import { AVAILABILITY_PREFIX, RATE_LIMIT_PREFIX, sharedStoresFromEnv, type SharedStores } from './from-env.ts';

/** Connections and probes keep their own time on a busy machine: wait for them, never time them. */
const POLL = { timeout: 8000, interval: 100 };
const TTL = 60_000;

const result = (domain: string): AvailabilityResult => ({
  domain,
  available: true,
  price: 1299,
  currency: 'USD',
  provider: 'rdap',
});

describe('without REDIS_URL', () => {
  it('keeps everything in memory and is always ready', async () => {
    const stores = sharedStoresFromEnv({ REDIS_URL: ' ' }, console);
    expect(stores.state.kind).toBe('memory');
    await expect(stores.state.ready()).resolves.toBe(true);
    expect(stores.availabilityCache).toBeUndefined();
    expect(stores.rateLimitStore).toBeUndefined();
  });
});

if (!redisInstalled) it.skip(NOT_INSTALLED, () => {});

describe.runIf(redisInstalled)('with REDIS_URL, against a real redis-server', () => {
  let redis: RedisServer;
  let raw: Redis;
  const opened: SharedStores[] = [];

  /** One instance's stores, with the lines it logs */
  function instance() {
    const warns: string[] = [];
    const infos: string[] = [];
    const stores = sharedStoresFromEnv(
      { REDIS_URL: redis.url },
      {
        warn: (m) => warns.push(m),
        info: (m) => infos.push(m),
      },
    );
    opened.push(stores);
    const cache = stores.availabilityCache!;
    const limits = stores.rateLimitStore!;
    limits.init?.({ windowMs: TTL } as HonoConfigType);
    return { ...stores, cache, limits, warns, infos };
  }
  const ready = async (...instances: { state: SharedStores['state'] }[]) => {
    for (const { state } of instances) await expect.poll(() => state.ready(), POLL).toBe(true);
  };

  beforeAll(async () => {
    redis = await startRedis();
    raw = new Redis(redis.url);
    raw.on('error', () => {}); // it reconnects by itself after the tests kill the server
  });
  afterEach(async () => {
    redis.resume();
    await Promise.all(opened.splice(0).map((stores) => stores.state.close()));
    await expect.poll(() => raw.status, POLL).toBe('ready');
    await raw.flushall();
  });
  afterAll(async () => {
    raw?.disconnect();
    await redis?.stop();
  });

  it('shares cached answers between instances, under the namespace and with their time-to-live', async () => {
    const a = instance();
    const b = instance();
    await ready(a, b);
    expect(a.state.kind).toBe('redis');
    await a.cache.set('shared.com', result('shared.com'), TTL);
    await expect(b.cache.get('shared.com')).resolves.toEqual(result('shared.com'));
    expect(b.cache.peek('shared.com')).toBeUndefined();
    expect(JSON.parse((await raw.get(`${AVAILABILITY_PREFIX}shared.com`)) ?? 'null')).toEqual(result('shared.com'));
    const ttl = await raw.pttl(`${AVAILABILITY_PREFIX}shared.com`);
    expect(ttl).toBeGreaterThan(0);
    expect(ttl).toBeLessThanOrEqual(TTL);
  });

  it('takes an entry of another shape for a miss', async () => {
    const a = instance();
    await ready(a);
    await raw.set(`${AVAILABILITY_PREFIX}odd.com`, JSON.stringify({ domain: 'other.com', available: true }));
    await raw.set(`${AVAILABILITY_PREFIX}broken.com`, '{"domain":');
    await expect(a.cache.get('odd.com')).resolves.toBeUndefined();
    await expect(a.cache.get('broken.com')).resolves.toBeUndefined();
    expect(a.warns).toEqual([]);
  });

  it('a Redis that stops answering: memory answers, one line says so, and one more when Redis is back', async () => {
    const a = instance();
    const b = instance();
    await ready(a, b);
    await a.cache.set('known.com', result('known.com'), TTL);
    redis.pause();
    // The first lookup waits for the command's time-out, the others not at all; none fails.
    await expect(b.cache.get('known.com')).resolves.toBeUndefined();
    for (let i = 0; i < 20; i++) await expect(b.cache.get(`other-${i}.com`)).resolves.toBeUndefined();
    await expect(a.cache.get('known.com')).resolves.toEqual(result('known.com'));
    await b.cache.set('meanwhile.com', result('meanwhile.com'), TTL);
    await expect(b.cache.get('meanwhile.com')).resolves.toEqual(result('meanwhile.com'));
    await expect(b.state.ready()).resolves.toBe(false);
    expect(b.warns).toHaveLength(1);
    expect(b.warns[0]).toMatch(/^Redis at 127\.0\.0\.1:\d+ is not answering/);
    expect(b.infos).toEqual([]);

    redis.resume();
    await ready(b);
    await expect(b.cache.get('known.com')).resolves.toEqual(result('known.com'));
    expect(b.warns).toHaveLength(1);
    expect(b.infos).toHaveLength(1);
    expect(b.infos[0]).toMatch(/^Redis at 127\.0\.0\.1:\d+ answers again/);
  });

  it('counts a client once across instances; each process counts alone while Redis is down; Redis again after', async () => {
    const a = instance();
    const b = instance();
    await ready(a, b);
    const hits = async (store: typeof a.limits) => (await store.increment('203.0.113.9')).totalHits;
    expect([await hits(a.limits), await hits(b.limits), await hits(a.limits)]).toEqual([1, 2, 3]);
    expect(await raw.get(`${RATE_LIMIT_PREFIX}203.0.113.9`)).toBe('3');

    await redis.kill();
    expect([await hits(a.limits), await hits(a.limits), await hits(b.limits)]).toEqual([1, 2, 1]);
    expect(a.warns).toHaveLength(1);
    expect(b.warns).toHaveLength(1);

    // Back empty (persistence is off): the scripts the counters run are loaded again on first use.
    await redis.restart();
    await ready(a, b);
    expect([await hits(b.limits), await hits(a.limits)]).toEqual([1, 2]);
    expect(a.infos).toHaveLength(1);
    expect(b.infos).toHaveLength(1);
  });
});
