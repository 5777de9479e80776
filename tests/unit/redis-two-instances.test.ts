// Two instances of the API behind one Redis, as behind a load balancer: each built by domainOptionsFromEnv with its
// own Redis connection, checker, memory and rate limiter, and served on its own port; nothing but Redis is shared.
import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';
import { Hono } from 'hono';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { domainOptionsFromEnv } from '../../src/server/api-app.ts';
import { domainApi, TOO_MANY } from '../../src/server/domains/api.ts';
import { AVAILABILITY_PREFIX, RATE_LIMIT_PREFIX } from '../../src/server/stores/from-env.ts';
import { startFakeProviders, type FakeProviders } from '../helpers/fake-providers.ts';
import { NOT_INSTALLED, redisInstalled, startRedis, type RedisServer } from '../helpers/redis-server.ts';

/** Connections and probes keep their own time on a busy machine: wait for them, never time them. */
const POLL = { timeout: 8000, interval: 100 };
const LIMIT = 3;

async function startInstance(env: Record<string, string>) {
  const warns: string[] = [];
  const infos: string[] = [];
  const { state, ...options } = domainOptionsFromEnv(env, { warn: (m) => warns.push(m), info: (m) => infos.push(m) });
  const app = new Hono().route('/api/domains', domainApi({ ...options, log: { warn() {} } }));
  const server = await new Promise<ReturnType<typeof serve>>((resolve) => {
    const listening = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' }, () => resolve(listening));
  });
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    state,
    warns,
    infos,
    async search(q: string) {
      const response = await fetch(`${url}/api/domains/search?q=${encodeURIComponent(q)}`);
      return { status: response.status, body: (await response.json()) as unknown };
    },
    async close() {
      await new Promise<void>((resolve) => {
        server.close(() => resolve());
        if ('closeAllConnections' in server) server.closeAllConnections();
      });
      await state.close();
    },
  };
}
type Instance = Awaited<ReturnType<typeof startInstance>>;

if (!redisInstalled) it.skip(NOT_INSTALLED, () => {});

describe.runIf(redisInstalled)('two instances sharing one Redis', () => {
  let redis: RedisServer;
  let raw: Redis;
  let fake: FakeProviders;
  let a: Instance;
  let b: Instance;

  const ready = async (...instances: Instance[]) => {
    for (const { state } of instances) await expect.poll(() => state.ready(), POLL).toBe(true);
  };
  /** A search's cache writes do not hold its answer back: wait until every domain it checked is in Redis. */
  const written = async (domains: string[]) =>
    expect
      .poll(() => raw.exists(...[...new Set(domains)].map((d) => AVAILABILITY_PREFIX + d)), POLL)
      .toBe(new Set(domains).size);

  beforeAll(async () => {
    [redis, fake] = await Promise.all([startRedis(), startFakeProviders()]);
    raw = new Redis(redis.url);
    raw.on('error', () => {}); // it reconnects by itself after the test kills the server
    const env = { ...fake.env, DOMAIN_PROVIDERS: 'rdap', REDIS_URL: redis.url, SEARCH_RATE_LIMIT: String(LIMIT) };
    [a, b] = await Promise.all([startInstance(env), startInstance(env)]);
    // expect.poll belongs in tests: connected is a precondition here, so this waits with its own loop.
    for (const { state } of [a, b]) {
      for (let waited = 0; !(await state.ready()); waited += 100) {
        if (waited > POLL.timeout) throw new Error('an instance did not reach Redis');
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
    }
  });
  beforeEach(async () => {
    await raw.flushall();
    fake.calls.rdap.length = 0;
  });
  afterAll(async () => {
    await Promise.all([a?.close(), b?.close()]);
    raw?.disconnect();
    await Promise.all([redis?.stop(), fake?.close()]);
  });

  it('a client over the limit on one instance is over it on the other', async () => {
    const statuses = [];
    for (const instance of [a, a, b, b, a]) statuses.push((await instance.search('limit.com')).status);
    expect(statuses).toEqual([200, 200, 200, 429, 429]);
    expect(await b.search('limit.com')).toEqual({ status: 429, body: { error: TOO_MANY } });
    expect(await raw.keys(`${RATE_LIMIT_PREFIX}*`)).toHaveLength(1);
  });

  it('a domain checked through one instance is a cache hit on the other: the provider is asked once', async () => {
    const first = await a.search('shared-cache.com');
    expect(first.status).toBe(200);
    const asked = [...fake.calls.rdap];
    expect(asked.filter((d) => d === 'shared-cache.com')).toEqual(['shared-cache.com']);
    await written(asked);
    expect(await b.search('shared-cache.com')).toEqual(first);
    expect(fake.calls.rdap).toEqual(asked);
  });

  it('Redis killed mid-test: both keep answering, each says so once; back: shared again, and said once', async () => {
    await redis.kill();
    for (const instance of [a, b, a, b]) expect((await instance.search('after-crash.com')).status).toBe(200);
    for (const instance of [a, b]) {
      expect(instance.warns).toHaveLength(1);
      expect(instance.warns[0]).toMatch(/is not answering/);
      await expect(instance.state.ready()).resolves.toBe(false);
    }

    await redis.restart();
    await ready(a, b);
    expect([a.infos, b.infos].map((lines) => lines.length)).toEqual([1, 1]);
    fake.calls.rdap.length = 0;
    expect((await b.search('back-again.com')).status).toBe(200);
    const asked = [...fake.calls.rdap];
    await written(asked);
    expect((await a.search('back-again.com')).status).toBe(200);
    expect(fake.calls.rdap).toEqual(asked);
    expect([a.warns, b.warns].map((lines) => lines.length)).toEqual([1, 1]);
  });
});
