import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFakeProviders, type FakeProviders } from '../../../tests/helpers/fake-providers.ts';
import { providersFromEnv } from './config.ts';
import { RateLimitedError } from './backoff.ts';
import { providerHttp } from './http-agent.ts';
import { fetchGet, type HttpGet } from './http-get.ts';
import { rdap } from './rdap.ts';
import { resellerClub } from './resellerclub.ts';
import { whoApi } from './whoapi.ts';

let fake: FakeProviders;
const pool = providerHttp();
beforeAll(async () => {
  fake = await startFakeProviders({ slowMs: 500 });
});
afterAll(async () => {
  await pool.agent.close();
  await fake.close();
});

const signal = () => AbortSignal.timeout(2000);

// The adapters read the same over fetch (tests, callers without a pool) and over the server's undici pool.
const clients: [string, HttpGet][] = [
  ['fetch', fetchGet(fetch)],
  ['the undici agent', pool.get],
];

describe.each(clients)('over %s', (_, http) => {
  describe('WhoAPI adapter', () => {
    const provider = () => whoApi({ url: fake.env.WHOAPI_URL!, key: 'k', http });

    it.each([
      ['available', 'free.com', { available: true }],
      ['taken', 'taken.com', { available: false }],
      ['available', 'free1.com', { available: true }], // odd length: taken arrives as a number
    ] as const)('reads %s', async (behaviour, domain, expected) => {
      fake.set('whoapi', () => behaviour);
      await expect(provider().check(domain, signal())).resolves.toMatchObject(expected);
    });

    it('reports the requests left on the account', async () => {
      fake.set('whoapi', () => 'available');
      expect((await provider().check('count.com', signal())).requestsRemaining).toBeTypeOf('number');
    });

    it.each([
      ['error-status', 'Unable to check'],
      ['rate-limited', 'WhoAPI error'],
      ['http-500', 'Network response was not ok'],
    ] as const)('%s fails with "%s"', async (behaviour, message) => {
      fake.set('whoapi', () => behaviour);
      await expect(provider().check('x.com', signal())).rejects.toThrow(message);
    });

    it('fails on malformed JSON', async () => {
      fake.set('whoapi', () => 'malformed');
      await expect(provider().check('x.com', signal())).rejects.toThrow(SyntaxError);
    });
  });

  describe('ResellerClub adapter', () => {
    const provider = (key = 'k') => resellerClub({ url: fake.env.RESELLERCLUB_URL!, userId: '1', key, http });

    it('reads available and registered', async () => {
      fake.set('resellerclub', (d) => (d.startsWith('free') ? 'available' : 'taken'));
      await expect(provider().check('free.net', signal())).resolves.toEqual({ available: true });
      await expect(provider().check('gone.net', signal())).resolves.toEqual({ available: false });
    });

    it('fails with "ResellerClub request failed: {detail}" on a non-OK answer', async () => {
      fake.set('resellerclub', () => 'http-500');
      await expect(provider().check('x.net', signal())).rejects.toThrow(
        'ResellerClub request failed: {"status":"ERROR","message":"Internal error"}',
      );
    });

    it('treats an unreachable registry as a failure, not as taken', async () => {
      fake.set('resellerclub', () => 'unknown');
      await expect(provider().check('x.net', signal())).rejects.toThrow(
        'ResellerClub request failed: status unknown for x.net',
      );
    });
  });

  describe('RDAP adapter', () => {
    const provider = () => rdap({ baseUrl: fake.env.RDAP_BASE_URL!, http });

    it('404 is available, 200 is registered', async () => {
      fake.set('rdap', (d) => (d === 'free.org' ? 'available' : 'taken'));
      await expect(provider().check('free.org', signal())).resolves.toEqual({ available: true });
      await expect(provider().check('example.org', signal())).resolves.toEqual({ available: false });
    });

    it('a rate limit is a failure that says when to retry', async () => {
      fake.set('rdap', () => 'rate-limited');
      const failure = provider().check('x.org', signal());
      await expect(failure).rejects.toThrow('RDAP lookup failed: HTTP 429 (retry after 30 s)');
      await expect(failure).rejects.toBeInstanceOf(RateLimitedError);
    });

    it('gives up when the time-out signal fires', async () => {
      fake.set('rdap', () => 'slow');
      await expect(provider().check('slow.org', AbortSignal.timeout(50))).rejects.toThrow(/timeout|aborted/i);
    });
  });
});

describe('provider configuration', () => {
  it('defaults to RDAP alone when no keys are set, so search works on a fresh install', () => {
    expect(providersFromEnv({}).providers.map((p) => p.name)).toEqual(['rdap']);
  });

  it('puts keyed providers first, in the spec order', () => {
    expect(providersFromEnv(fake.env).providers.map((p) => p.name)).toEqual(['whoapi', 'resellerclub', 'rdap']);
  });

  it('follows DOMAIN_PROVIDERS and reads the time-out and the deadline', () => {
    const config = providersFromEnv({
      ...fake.env,
      DOMAIN_PROVIDERS: 'rdap, whoapi',
      DOMAIN_PROVIDER_TIMEOUT_MS: '1200',
      DOMAIN_SEARCH_DEADLINE_MS: '2500',
    });
    expect(config.providers.map((p) => p.name)).toEqual(['rdap', 'whoapi']);
    expect(config).toMatchObject({ timeoutMs: 1200, deadlineMs: 2500 });
  });

  it('keeps its defaults for a time that is not a positive number', () => {
    const defaults = providersFromEnv({});
    const config = providersFromEnv({ DOMAIN_PROVIDER_TIMEOUT_MS: '-5', DOMAIN_SEARCH_DEADLINE_MS: 'soon' });
    expect(config).toMatchObject({ timeoutMs: defaults.timeoutMs, deadlineMs: defaults.deadlineMs });
    // A provider that hangs must leave time to ask the next one within the search.
    expect(defaults.timeoutMs).toBeLessThan(defaults.deadlineMs);
  });

  it('reads the breaker: 0 turns it off, a value that is not a whole number keeps the default', () => {
    const defaults = providersFromEnv({}).breaker;
    expect(defaults.failures).toBeGreaterThan(0);
    expect(providersFromEnv({ DOMAIN_PROVIDER_BREAKER_FAILURES: '0' }).breaker.failures).toBe(0);
    expect(
      providersFromEnv({ DOMAIN_PROVIDER_BREAKER_FAILURES: '8', DOMAIN_PROVIDER_BREAKER_OPEN_MS: '2500' }).breaker,
    ).toEqual({ failures: 8, openMs: 2500 });
    expect(
      providersFromEnv({ DOMAIN_PROVIDER_BREAKER_FAILURES: 'many', DOMAIN_PROVIDER_BREAKER_OPEN_MS: '-1' }).breaker,
    ).toEqual(defaults);
  });

  it('refuses a provider list it cannot honour', () => {
    expect(() => providersFromEnv({ DOMAIN_PROVIDERS: 'whois' })).toThrow(
      'DOMAIN_PROVIDERS names unknown providers: whois',
    );
    expect(() => providersFromEnv({ DOMAIN_PROVIDERS: 'whoapi' })).toThrow(
      'DOMAIN_PROVIDERS lists whoapi but its keys are not set',
    );
  });
});
