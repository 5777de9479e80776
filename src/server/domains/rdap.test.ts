import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startFakeProviders, type FakeProviders } from '../../../tests/helpers/fake-providers.ts';
import { RateLimitedError } from './backoff.ts';
import { fetchGet } from './http-get.ts';
import { MAX_REDIRECTS, rdap } from './rdap.ts';
import { RDAP_OVERRIDES, rdapBaseUrls } from './rdap-servers.ts';

/** Sockets close and requests arrive on their own time on a busy machine: wait for them, never time them. */
const POLL = { timeout: 5000 };

let fake: FakeProviders;
beforeAll(async () => {
  fake = await startFakeProviders();
});
afterAll(() => fake.close());
beforeEach(() => {
  fake.calls.rdap.length = 0;
  fake.mirrorCalls.length = 0;
});

const signal = () => AbortSignal.timeout(5000);
/** The fake as the registry of every extension, as RDAP_BASE_URL makes it */
const provider = () => rdap({ baseUrl: fake.env.RDAP_BASE_URL! });

describe('RDAP servers', () => {
  it('knows a base URL for every extension sold, .us from the override table', () => {
    const bases = rdapBaseUrls();
    for (const tld of ['com', 'net', 'org', 'io', 'us', 'uk', 'ca', 'co', 'biz', 'app'])
      expect(bases.get(tld)).toMatch(/^https:\/\//);
    expect(bases.get('us')).toBe(RDAP_OVERRIDES.us);
  });

  it('prefers the IANA bootstrap to an override once IANA lists the extension', () => {
    const bases = rdapBaseUrls({ services: [[['us'], ['https://rdap.example/us/']]] }, { us: 'https://old.example/' });
    expect(bases.get('us')).toBe('https://rdap.example/us/');
  });

  it('an extension with no server anywhere is a failure, not an answer', async () => {
    const none = rdap({ bases: new Map() });
    await expect(none.check('example.us', signal())).rejects.toThrow('RDAP has no service for .us');
  });

  it('asks the registry of the extension, so an override is used like a bootstrap entry', async () => {
    fake.set('rdap', () => 'available');
    const viaOverride = rdap({ bases: rdapBaseUrls({ services: [] }, { us: fake.env.RDAP_BASE_URL! }) });
    await expect(viaOverride.check('override.us', signal())).resolves.toEqual({ available: true });
    expect(fake.calls.rdap).toEqual(['override.us']);
    expect(viaOverride.scope?.('override.us')).toBe(new URL(fake.url).host);
  });
});

describe('RDAP rules', () => {
  it('asks for RDAP JSON, or plain JSON', async () => {
    fake.set('rdap', () => 'available');
    await provider().check('accept.org', signal());
    expect(fake.accept.rdap).toBe('application/rdap+json, application/json');
  });

  it(`follows up to ${MAX_REDIRECTS} redirects on the registry's own server: its 404 still means available`, async () => {
    fake.set('rdap', () => 'redirect-home');
    await expect(provider().check('moved.org', signal())).resolves.toEqual({ available: true });
  });

  it(`gives up after ${MAX_REDIRECTS} redirects`, async () => {
    fake.set('rdap', () => 'redirect-chain');
    await expect(provider().check('loop.org', signal())).rejects.toThrow(
      `RDAP lookup failed: more than ${MAX_REDIRECTS} redirects`,
    );
  });

  it('a 404 from another origin is not an answer: the domain is not called available', async () => {
    fake.set('rdap', () => 'redirect-away');
    await expect(provider().check('elsewhere.org', signal())).rejects.toThrow(
      `RDAP lookup failed: HTTP 404 from ${new URL(fake.mirrorUrl).host}, not the registry's server`,
    );
    expect(fake.mirrorCalls).toEqual(['elsewhere.org']);
  });

  it('a registration found where the registry redirected is registered', async () => {
    fake.set('rdap', () => 'redirect-away-taken');
    await expect(provider().check('thin.org', signal())).resolves.toEqual({ available: false });
  });

  it.each([
    ['seconds', 'rate-limited', 30_000],
    ['an HTTP date', 'rate-limited-date', 120_000],
  ] as const)('reads Retry-After given in %s', async (_form, behaviour, ms) => {
    fake.set('rdap', () => behaviour);
    const error = await provider()
      .check('busy.org', signal())
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(RateLimitedError);
    // An HTTP date has whole seconds only, and a moment passes between the answer and the reading.
    expect((error as RateLimitedError).retryAfterMs).toBeGreaterThan(ms - 2000);
    expect((error as RateLimitedError).retryAfterMs).toBeLessThanOrEqual(ms);
  });

  it('rate limits are counted per registry host', () => {
    const bases = rdap();
    expect(bases.scope?.('a.com')).toBe('rdap.verisign.com');
    expect(bases.scope?.('a.net')).toBe('rdap.verisign.com');
    expect(bases.scope?.('a.org')).toBe('rdap.publicinterestregistry.org');
  });
});

describe('RDAP concurrency per registry', () => {
  /** A fetch that answers only when told, and counts how many requests are open at once. */
  function heldFetch() {
    const held: (() => void)[] = [];
    let open = 0;
    let most = 0;
    const fetchFn = ((_url: URL, init?: RequestInit) =>
      new Promise<Response>((resolve, reject) => {
        open++;
        most = Math.max(most, open);
        init?.signal?.addEventListener('abort', () => reject(init.signal?.reason as Error));
        held.push(() => {
          open--;
          resolve(new Response(null, { status: 404 }));
        });
      })) as typeof fetch;
    return { fetchFn, held, most: () => most };
  }

  it('keeps at most the bound of checks open on one host, and runs the rest as they finish', async () => {
    const { fetchFn, held, most } = heldFetch();
    const provider = rdap({ baseUrl: 'https://registry.example/', http: fetchGet(fetchFn), concurrencyPerHost: 2 });
    const checks = ['a', 'b', 'c', 'd', 'e'].map((n) => provider.check(`${n}.com`, signal()));
    for (let answered = 0; answered < 5; answered++) {
      await expect.poll(() => held.length, POLL).toBeGreaterThan(answered);
      held[answered]?.();
    }
    await expect(Promise.all(checks)).resolves.toHaveLength(5);
    expect(most()).toBe(2);
  });

  it('a queued check whose search ended never reaches the registry', async () => {
    const { fetchFn, held } = heldFetch();
    const provider = rdap({ baseUrl: 'https://registry.example/', http: fetchGet(fetchFn), concurrencyPerHost: 1 });
    const first = provider.check('first.com', signal());
    const stop = new AbortController();
    const queued = provider.check('queued.com', stop.signal);
    stop.abort(new Error('search over'));
    await expect(queued).rejects.toThrow('search over');
    await expect.poll(() => held.length, POLL).toBe(1);
    held[0]?.();
    await expect(first).resolves.toEqual({ available: true });
    // The queued check left the queue without asking.
    expect(held).toHaveLength(1);
  });
});
