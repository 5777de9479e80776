import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { searchPrices, startFakeProviders, type FakeProviders } from '../../../tests/helpers/fake-providers.ts';
import { availabilityChecker, UNABLE } from './availability.ts';
import { providersFromEnv } from './config.ts';

/** Sockets close and requests arrive on their own time on a busy machine: wait for them, never time them. */
const POLL = { timeout: 5000 };

let fake: FakeProviders;
let logs: string[] = [];
let now = Date.parse('2026-03-01T12:00:00Z');
const log = { warn: (m: string) => logs.push(m) };

beforeAll(async () => {
  fake = await startFakeProviders({ slowMs: 400 });
});
afterAll(() => fake.close());
beforeEach(() => {
  logs = [];
  for (const list of Object.values(fake.calls)) list.length = 0;
  fake.set('whoapi', () => 'available');
  fake.set('resellerclub', () => 'available');
  fake.set('rdap', () => 'available');
});

/** A checker over the fakes; `now` is the clock of its back-off */
function checker(env: Record<string, string> = fake.env, timeoutMs = 5000) {
  return availabilityChecker({
    providers: providersFromEnv(env).providers,
    prices: searchPrices,
    timeoutMs,
    log,
    cacheTtlMs: 1,
    now: () => now,
  });
}

describe('a provider that said 429', () => {
  const rdapThenWhoapi = () => ({ ...fake.env, DOMAIN_PROVIDERS: 'rdap, whoapi' });

  it('is not asked about that registry again before its Retry-After; the next provider answers meanwhile', async () => {
    const c = checker(rdapThenWhoapi());
    fake.set('rdap', () => 'rate-limited');
    await expect(c.check('first.org')).resolves.toMatchObject({ provider: 'whoapi' });
    fake.set('rdap', () => 'available');
    now += 29_000;
    await expect(c.check('second.org')).resolves.toMatchObject({ provider: 'whoapi' });
    expect(fake.calls.rdap).toEqual(['first.org']);
    now += 1_000;
    await expect(c.check('third.org')).resolves.toMatchObject({ provider: 'rdap' });
    expect(fake.calls.rdap).toEqual(['first.org', 'third.org']);
  });

  it('is skipped with no provider left: the check fails rather than waits', async () => {
    const c = checker({ ...fake.env, DOMAIN_PROVIDERS: 'rdap' });
    fake.set('rdap', () => 'rate-limited');
    await expect(c.check('busy.org')).rejects.toThrow(UNABLE);
    await expect(c.check('again.org')).rejects.toThrow(UNABLE);
    expect(fake.calls.rdap).toEqual(['busy.org']);
  });

  it('WhoAPI query-limit statuses count as a rate limit too', async () => {
    const c = checker({ ...fake.env, DOMAIN_PROVIDERS: 'whoapi, rdap' });
    fake.set('whoapi', () => 'rate-limited');
    await c.check('one.com');
    await c.check('two.com');
    expect(fake.calls.whoapi).toEqual(['one.com']);
    expect(fake.calls.rdap).toEqual(['one.com', 'two.com']);
  });
});

describe('searches that wait for the same domain', () => {
  const whoapiOnly = () => ({ ...fake.env, DOMAIN_PROVIDERS: 'whoapi, rdap' });

  it('share one provider call; one leaving does not abort it for the other', async () => {
    const c = checker(whoapiOnly());
    fake.set('whoapi', () => 'slow');
    const leaving = new AbortController();
    const first = c.check('shared.com', leaving.signal);
    const second = c.check('shared.com', new AbortController().signal);
    leaving.abort(new Error('visitor left'));
    await expect(first).rejects.toThrow('visitor left');
    await expect(second).resolves.toMatchObject({ domain: 'shared.com', provider: 'whoapi' });
    expect(fake.calls.whoapi).toEqual(['shared.com']);
    expect(fake.calls.rdap).toEqual([]);
  });

  it('abort the provider call when the last one leaves, and ask no further provider', async () => {
    const c = checker(whoapiOnly());
    fake.set('whoapi', () => 'hang');
    const stop = new AbortController();
    const check = c.check('alone.com', stop.signal);
    await expect.poll(() => fake.open(), POLL).toBe(1);
    stop.abort(new Error('deadline'));
    await expect(check).rejects.toThrow('deadline');
    await expect.poll(() => fake.open(), POLL).toBe(0);
    // A later search starts afresh instead of joining the aborted call.
    fake.set('whoapi', () => 'available');
    await expect(c.check('alone.com')).resolves.toMatchObject({ available: true });
    expect(fake.calls.whoapi).toEqual(['alone.com', 'alone.com']);
    expect(fake.calls.rdap).toEqual([]);
    expect(logs).toEqual([]);
  });

  it('an already aborted search asks nobody', async () => {
    const c = checker();
    await expect(c.check('late.com', AbortSignal.abort(new Error('gone')))).rejects.toThrow('gone');
    expect(c.providerCalls).toBe(0);
  });
});

describe('a provider that keeps failing for an extension', () => {
  const BREAKER = { failures: 3, openMs: 10_000 };
  const breakerChecker = (providers = 'whoapi, rdap') =>
    availabilityChecker({
      providers: providersFromEnv({ ...fake.env, DOMAIN_PROVIDERS: providers }).providers,
      prices: searchPrices,
      timeoutMs: 5000,
      breaker: BREAKER,
      log,
      cacheTtlMs: 1,
      now: () => now,
    });
  const answeredBy = async (c: ReturnType<typeof breakerChecker>, provider: string, names: string[]) => {
    for (const name of names) await expect(c.check(name)).resolves.toMatchObject({ provider });
  };

  it('is skipped for that extension once most of its calls fail, and asked again by one probe later', async () => {
    const c = breakerChecker();
    fake.set('whoapi', (d) => (d.endsWith('.com') ? 'http-500' : 'available'));
    await answeredBy(c, 'rdap', ['a.com', 'b.com', 'c.com']);
    // Open for .com: the next provider answers at once; other extensions still go to WhoAPI.
    await answeredBy(c, 'rdap', ['d.com']);
    await answeredBy(c, 'whoapi', ['d.net']);
    expect(fake.calls.whoapi).toEqual(['a.com', 'b.com', 'c.com', 'd.net']);
    expect(logs).toContain(
      'Domain provider whoapi .com: 3 of 3 calls failed (last: Network response was not ok); skipped for 10 s',
    );
    // Its time is up, and it still fails: one probe, then skipped again.
    now += 10_000;
    await answeredBy(c, 'rdap', ['e.com', 'f.com']);
    expect(fake.calls.whoapi.filter((d) => d.endsWith('.com'))).toEqual(['a.com', 'b.com', 'c.com', 'e.com']);
    // Back again: the probe's answer closes the breaker.
    now += 10_000;
    fake.set('whoapi', () => 'available');
    await answeredBy(c, 'whoapi', ['g.com', 'h.com']);
    expect(logs).toContain('Domain provider whoapi .com answers again: asking it as usual');
  });

  it('is not skipped for failing half of its calls, nor for searches that left before its answer', async () => {
    const c = breakerChecker();
    fake.set('whoapi', (d) => (d.startsWith('bad') ? 'http-500' : d.startsWith('gone') ? 'hang' : 'available'));
    for (const i of [1, 2, 3, 4]) {
      await answeredBy(c, 'whoapi', [`fine${i}.com`]);
      await answeredBy(c, 'rdap', [`bad${i}.com`]);
    }
    const leaving = new AbortController();
    const gone = c.check('gone.com', leaving.signal);
    await expect.poll(() => fake.calls.whoapi.length, POLL).toBe(9);
    leaving.abort(new Error('visitor left'));
    await expect(gone).rejects.toThrow('visitor left');
    await answeredBy(c, 'whoapi', ['fine5.com']);
    expect(logs.filter((m) => m.includes('calls failed'))).toEqual([]);
  });

  it('counts failures within one window: old ones are forgotten', async () => {
    const c = breakerChecker();
    fake.set('whoapi', () => 'http-500');
    await answeredBy(c, 'rdap', ['a.com', 'b.com']);
    now += 10_000;
    await answeredBy(c, 'rdap', ['c.com', 'd.com']);
    expect(fake.calls.whoapi).toEqual(['a.com', 'b.com', 'c.com', 'd.com']);
  });

  it('with every provider skipped, fails at once and logs nothing more per domain', async () => {
    const c = breakerChecker('whoapi');
    fake.set('whoapi', () => 'http-500');
    for (const name of ['a.org', 'b.org', 'c.org']) await expect(c.check(name)).rejects.toThrow(UNABLE);
    const before = logs.length;
    await expect(c.check('d.org')).rejects.toThrow(UNABLE);
    expect(fake.calls.whoapi).toEqual(['a.org', 'b.org', 'c.org']);
    expect(logs).toHaveLength(before);
  });
});
