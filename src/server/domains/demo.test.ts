import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { providersFromEnv } from './config.ts';
import { demoOutcome, demoProvider } from './demo.ts';

const instant = demoProvider({ delayMs: () => 0 });
const check = (domain: string) =>
  instant.check(domain, AbortSignal.timeout(1000)).then(
    (answer) => (answer.available ? 'available' : 'taken'),
    () => 'fails',
  );

describe('the demo provider', () => {
  it('gives the same name the same answer, every time', async () => {
    await fc.assert(
      fc.asyncProperty(fc.domain(), async (domain) => {
        const first = await check(domain);
        expect(await check(domain)).toBe(first);
        expect(first).toBe(demoOutcome(domain));
      }),
      { numRuns: 200 },
    );
  });

  it('answers as a name asks, whatever its hash', async () => {
    expect(await check('taken-shop.com')).toBe('taken');
    expect(await check('will-fail.io')).toBe('fails');
    expect(await check('unknownthing.net')).toBe('fails');
    expect(await check('free-stuff.org')).toBe('available');
    expect(await check('available-now.dev')).toBe('available');
  });

  it('answers ordinary names available or taken, about half each, and fails none of them', () => {
    const names = Array.from({ length: 800 }, (_, i) => `shop${i}.com`);
    const share = (outcome: string) => names.filter((n) => demoOutcome(n) === outcome).length / names.length;
    expect(share('available')).toBeCloseTo(0.5, 1);
    expect(share('taken')).toBeCloseTo(0.5, 1);
    expect(share('fails')).toBe(0);
    // Any ten names in a row show both answers.
    expect(new Set(names.slice(0, 10).map(demoOutcome))).toEqual(new Set(['available', 'taken']));
  });

  it('answers the first names a newcomer tries', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.domain().filter((d) => !/fail|unknown/i.test(d.split('.')[0] ?? '')),
        async (domain) => {
          expect(await check(domain)).not.toBe('fails');
        },
      ),
      { numRuns: 200 },
    );
    for (const name of ['mybrand.com', 'example.com', 'myshop.io']) expect(await check(name)).not.toBe('fails');
  });

  it('takes the case of a name as the same name', () => {
    expect(demoOutcome('MyShop.COM')).toBe(demoOutcome('myshop.com'));
  });

  it('stops when the search no longer waits', async () => {
    const slow = demoProvider({ delayMs: () => 10_000 });
    const stop = new AbortController();
    const answer = slow.check('example.com', stop.signal);
    stop.abort(new Error('visitor left'));
    await expect(answer).rejects.toThrow('visitor left');
  });
});

describe('demo mode in the provider configuration', () => {
  it('is never chosen unless DOMAIN_PROVIDERS says demo', () => {
    expect(providersFromEnv({}).demo).toBe(false);
    expect(providersFromEnv({}).providers.map((p) => p.name)).not.toContain('demo');
    expect(providersFromEnv({ DOMAIN_PROVIDERS: 'rdap' }).demo).toBe(false);
  });

  it('is the only provider when asked for', () => {
    const config = providersFromEnv({ DOMAIN_PROVIDERS: ' demo ' });
    expect(config.demo).toBe(true);
    expect(config.providers.map((p) => p.name)).toEqual(['demo']);
  });

  it('refuses demo beside real providers', () => {
    expect(() => providersFromEnv({ DOMAIN_PROVIDERS: 'demo,rdap' })).toThrow(
      'DOMAIN_PROVIDERS=demo stands alone: found demo, rdap',
    );
  });
});
