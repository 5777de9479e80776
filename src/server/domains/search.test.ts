import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { searchPrices, startFakeProviders, type FakeProviders } from '../../../tests/helpers/fake-providers.ts';
import { domainApi, EMPTY, TOO_MANY } from './api.ts';
import { availabilityChecker, UNABLE } from './availability.ts';
import { providersFromEnv } from './config.ts';
import { searchDomains, suggestionCandidates } from './search.ts';

/** Sockets close and requests arrive on their own time on a busy machine: wait for them, never time them. */
const POLL = { timeout: 5000 };

const prices = searchPrices;
const extensions = Object.keys(prices);
const quiet = { warn: (m: string) => logs.push(m) };
let logs: string[] = [];
let fake: FakeProviders;
// Generous for a fake on loopback, even on a busy machine; a slow provider answers far later still.
const TIMEOUT_MS = 2000;

beforeAll(async () => {
  fake = await startFakeProviders({ slowMs: TIMEOUT_MS * 5 });
});
afterAll(() => fake.close());
beforeEach(() => {
  logs = [];
  for (const list of Object.values(fake.calls)) list.length = 0;
  fake.set('whoapi', () => 'available');
  fake.set('resellerclub', () => 'available');
  fake.set('rdap', () => 'available');
});

function api(
  env: Record<string, string> = fake.env,
  rateLimit = { limit: 1000, windowMs: 60_000 },
  deadlineMs = TIMEOUT_MS * 3,
) {
  const { providers } = providersFromEnv(env);
  const checker = availabilityChecker({ providers, prices, timeoutMs: TIMEOUT_MS, log: quiet });
  const app = domainApi({ checker, extensions, rateLimit, deadlineMs, log: quiet });
  const get = (path: string, q: string) => app.request(`${path}?q=${encodeURIComponent(q)}`);
  return { checker, get, search: (q: string) => get('/search', q) };
}
/** Every provider call of the fakes so far */
const allCalls = () => Object.values(fake.calls).flat().length;

describe('GET /api/domains/search', () => {
  it('answers the searched domain first and only available suggestions, priced in cents', async () => {
    fake.set('whoapi', (d) =>
      d === 'example.com' || d.endsWith('.net') || d.startsWith('my') ? 'taken' : 'available',
    );
    const response = await api().search('  Example ');
    expect(response.status).toBe(200);
    const body = await response.json();
    expect(body.searchedDomain).toBe('example.com');
    expect(body.results).toEqual([
      { domain: 'example.com', available: false, status: 'taken', price: 1299, currency: 'USD' },
    ]);
    const domains = body.suggestions.map((s: { domain: string }) => s.domain);
    expect(domains).toContain('example.io');
    expect(domains).toContain('exampleonline.com');
    expect(domains).not.toContain('example.net');
    expect(domains).not.toContain('myexample.com');
    expect(domains).not.toContain('example.com');
    expect(body.suggestions.find((s: { domain: string }) => s.domain === 'example.uk')).toEqual({
      domain: 'example.uk',
      price: 899,
      currency: 'USD',
    });
  });

  it.each([
    ['example.xyz', 'Domain extension not supported'],
    ['bad_name.com', 'Invalid characters in domain name'],
    ['a'.repeat(500), 'Invalid characters in domain name'],
  ])('%s is refused with 400 "%s" and no provider call', async (q, error) => {
    const response = await api().search(q);
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ error });
    expect(fake.calls.whoapi).toEqual([]);
  });

  it('refuses a blank term', async () => {
    const response = await api().search('   ');
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ error: EMPTY });
  });

  it('falls back to ResellerClub on any WhoAPI failure, then to RDAP', async () => {
    fake.set('whoapi', (d) => (d === 'example.com' ? 'http-500' : 'available'));
    fake.set('resellerclub', (d) => (d === 'example.com' ? 'malformed' : 'available'));
    fake.set('rdap', () => 'taken');
    const body = await (await api().search('example.com')).json();
    expect(body.results[0]).toMatchObject({ domain: 'example.com', available: false });
    expect(fake.calls.whoapi).toContain('example.com');
    expect(fake.calls.resellerclub).toEqual(['example.com']);
    expect(fake.calls.rdap).toEqual(['example.com']);
    // One line per domain tells its whole story.
    expect(logs).toContainEqual(
      expect.stringMatching(
        /^example\.com: whoapi could not check it \(Network response was not ok\); resellerclub could not check it \(.*not valid JSON\); rdap answered$/,
      ),
    );
  });

  it('answers 503 "Unable to check domain availability" when every provider fails', async () => {
    fake.set('whoapi', () => 'error-status');
    fake.set('resellerclub', () => 'http-500');
    // Only the searched domain's 429: another's, answered first on a faster socket, would keep RDAP from being asked.
    fake.set('rdap', (d) => (d === 'example.com' ? 'rate-limited' : 'http-500'));
    const response = await api().search('example.com');
    expect(response.status).toBe(503);
    expect(await response.json()).toEqual({ error: UNABLE });
    expect(logs).toContainEqual(
      expect.stringMatching(
        /^example\.com: whoapi could not check it \(Unable to check\); resellerclub could not check it \(ResellerClub request failed: .*\); rdap could not check it \(RDAP lookup failed: HTTP 429 \(retry after 30 s\)\); no provider left$/,
      ),
    );
  });

  it('treats a provider slower than the time-out as failed and moves on', async () => {
    fake.set('whoapi', (d) => (d === 'slowpoke.com' ? 'slow' : 'available'));
    const body = await (await api().search('slowpoke.com')).json();
    expect(body.results[0]).toMatchObject({ domain: 'slowpoke.com', available: true, status: 'available' });
    expect(logs).toContain(
      `slowpoke.com: whoapi could not check it (no answer within ${TIMEOUT_MS} ms); resellerclub answered`,
    );
  });

  it('skips a suggestion whose check fails and keeps the rest, in the order of the candidates', async () => {
    fake.set('whoapi', (d) => (d === 'shop.io' || d === 'shop.co' ? 'http-500' : 'available'));
    const body = await (await api({ ...fake.env, DOMAIN_PROVIDERS: 'whoapi' }).search('shop.com')).json();
    const domains = body.suggestions.map((s: { domain: string }) => s.domain);
    expect(domains).toEqual(
      suggestionCandidates({ domain: 'shop.com', name: 'shop', extension: 'com' }, extensions).filter(
        (d) => d !== 'shop.io' && d !== 'shop.co',
      ),
    );
    expect(logs).toContain(
      'search shop.com: skipped 2 of 14 suggestions: shop.io, shop.co (Unable to check domain availability)',
    );
  });

  it('answers a repeated search from the cache, with no provider call', async () => {
    const { search, checker } = api();
    await search('cached.com');
    const calls = checker.providerCalls;
    expect(calls).toBe(15);
    const again = await (await search('CACHED.com')).json();
    expect(again.searchedDomain).toBe('cached.com');
    expect(checker.providerCalls).toBe(calls);
  });

  it('limits each client to its searches per window, with Retry-After and a JSON error', async () => {
    const { search } = api(fake.env, { limit: 2, windowMs: 60_000 });
    expect((await search('one.com')).status).toBe(200);
    expect((await search('two.com')).status).toBe(200);
    const limited = await search('three.com');
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(await limited.json()).toEqual({ error: TOO_MANY });
  });

  it('counts the JSON, stream and bulk endpoints against one limit', async () => {
    const { get } = api(fake.env, { limit: 2, windowMs: 60_000 });
    // Read to the end, so that no search of this test is still running in the next.
    const stream = await get('/search/stream', 'one.com');
    expect([stream.status, (await stream.text()).length > 0]).toEqual([200, true]);
    const bulk = await get('/bulk', 'two.com, three.com');
    expect([bulk.status, (await bulk.text()).length > 0]).toEqual([200, true]);
    const limited = await get('/search', 'four.com');
    expect(limited.status).toBe(429);
    expect(await limited.json()).toEqual({ error: TOO_MANY });
    expect((await get('/search/stream', 'five.com')).status).toBe(429);
  });
});

describe('the search deadline', () => {
  /** Room for a quick provider to answer on a busy machine */
  const DEADLINE_MS = 1000;
  const whoapiFirst = () => ({ ...fake.env, DOMAIN_PROVIDERS: 'whoapi, resellerclub' });
  /** Time for a provider call the search wrongly started after it answered to reach the fake */
  const settle = () => new Promise((resolve) => setTimeout(resolve, 100));

  it('answers 503 when every provider hangs, aborts their calls and starts no new one', async () => {
    fake.set('whoapi', () => 'hang');
    fake.set('resellerclub', () => 'hang');
    const response = await api(whoapiFirst(), undefined, DEADLINE_MS).search('hang.com');
    expect(response.status).toBe(503);
    expect(await response.json()).toEqual({ error: UNABLE });
    await expect.poll(() => fake.open(), POLL).toBe(0);
    const calls = allCalls();
    await settle();
    expect(allCalls()).toBe(calls);
    // The provider time-out is longer than the deadline: nobody got past the first provider.
    expect(fake.calls.resellerclub).toEqual([]);
    expect(logs).toEqual([`search hang.com: ${UNABLE} (not checked within the ${DEADLINE_MS} ms deadline)`]);
  });

  it('answers with the searched domain and skips the suggestions not checked by then, in one log line', async () => {
    fake.set('whoapi', (d) => (d === 'patient.com' ? 'taken' : 'hang'));
    fake.set('resellerclub', () => 'hang');
    const response = await api(whoapiFirst(), undefined, DEADLINE_MS).search('patient.com');
    expect(response.status).toBe(200);
    const body = await response.json();
    expect(body.results).toEqual([expect.objectContaining({ domain: 'patient.com', status: 'taken' })]);
    expect(body.suggestions).toEqual([]);
    await expect.poll(() => fake.open(), POLL).toBe(0);
    expect(logs).toHaveLength(1);
    expect(logs[0]).toMatch(
      new RegExp(
        `^search patient.com: skipped 14 of 14 suggestions: .+ \\(not checked within the ${DEADLINE_MS} ms deadline\\)$`,
      ),
    );
  });

  it('never starts the suggestions still waiting in its pool', async () => {
    fake.set('whoapi', (d) => (d === 'pooled.com' ? 'available' : 'hang'));
    const { providers } = providersFromEnv({ ...fake.env, DOMAIN_PROVIDERS: 'whoapi' });
    const checker = availabilityChecker({ providers, prices, timeoutMs: TIMEOUT_MS, log: quiet });
    const response = await searchDomains('pooled.com', {
      checker,
      extensions,
      deadlineMs: DEADLINE_MS,
      concurrency: 4,
      log: quiet,
    });
    expect(response?.suggestions).toEqual([]);
    await expect.poll(() => fake.open(), POLL).toBe(0);
    await settle();
    expect(fake.calls.whoapi).toHaveLength(1 + 4);
  });

  it('a provider that fails fast leaves time for the next one', async () => {
    fake.set('whoapi', () => 'http-500');
    fake.set('resellerclub', () => 'taken');
    const response = await api(whoapiFirst(), undefined, DEADLINE_MS).search('quick.com');
    expect(response.status).toBe(200);
    expect((await response.json()).results[0]).toMatchObject({ status: 'taken' });
  });
});

describe('suggestion candidates', () => {
  it('are the other nine extensions and the five variants of SPEC §7.3', () => {
    expect(suggestionCandidates({ domain: 'acme.io', name: 'acme', extension: 'io' }, extensions)).toEqual([
      'acme.com',
      'acme.net',
      'acme.org',
      'acme.us',
      'acme.uk',
      'acme.ca',
      'acme.co',
      'acme.biz',
      'acme.app',
      'myacme.io',
      'acmeonline.io',
      'acmeweb.io',
      'getacme.io',
      'theacme.io',
    ]);
  });
});
