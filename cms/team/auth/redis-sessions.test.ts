// With REDIS_URL, sessions and sign-in counts live in Redis (a real redis-server on loopback): a session made by
// one instance is known to another, holds no usable id in Redis, and ends everywhere at sign-out.
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NOT_INSTALLED, redisInstalled, startRedis, type RedisServer } from '../../../tests/helpers/redis-server.ts';
import { redisLink, type RedisLink } from '../../../src/server/stores/redis-link.ts';
import { sessions } from './sessions.ts';
import { signInLimiter } from './sign-in-limit.ts';
import { redisStore } from '../store.ts';

const quiet = { warn: () => {}, info: () => {} };
let redis: RedisServer;
const links: RedisLink[] = [];
beforeAll(async () => {
  if (redisInstalled) redis = await startRedis();
});
afterAll(async () => {
  await Promise.all(links.map((l) => l.close()));
  await redis?.stop();
});

const connected = async () => {
  const link = redisLink(redis.url, quiet, 1000);
  links.push(link);
  for (let i = 0; i < 50 && !(await link.ping()); i++) await new Promise((r) => setTimeout(r, 20));
  return link;
};

describe.skipIf(!redisInstalled)('sessions in Redis', () => {
  it('are shared by two instances, stored under a keyed hash, and end at sign-out', async () => {
    const secret = 'the session secret both instances are given';
    const one = sessions(redisStore(await connected()), secret, 60_000);
    const two = sessions(redisStore(await connected()), secret, 60_000);
    const { id, session } = await one.create({ email: 'a@example.com', name: 'A', role: 'editor', via: 'password' });
    expect(await two.get(id)).toEqual(session);
    const client = new Redis(redis.url);
    const keys = await client.keys('cms:session:*');
    expect(keys).toHaveLength(1);
    expect(keys[0]).not.toContain(id);
    expect(await client.pttl(keys[0]!)).toBeGreaterThan(50_000);
    await two.destroy(id);
    expect(await one.get(id)).toBeUndefined();
    client.disconnect();
  });

  it('count sign-in attempts across instances', async () => {
    const limits = { perAccount: 3, perAddress: 100, windowMs: 60_000 };
    const one = signInLimiter(limits, await connected());
    const two = signInLimiter(limits, await connected());
    const results = [];
    for (const limiter of [one, two, one, two]) results.push(await limiter.allow('b@example.com', '192.0.2.1'));
    expect(results).toEqual([true, true, true, false]);
  });
});

it.skipIf(redisInstalled)('sessions in Redis: skipped', () => console.warn(NOT_INSTALLED));
