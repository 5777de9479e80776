// The API as `npm start` makes it from the environment, with DOMAIN_PROVIDERS=demo: no network, every result state,
// each answer marked as demo data; prices from content and the spec's messages as with real providers.
import domains from 'virtual:content/domains';
import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import type { BulkStreamEvent, DomainSearchResponse, SearchStreamEvent } from '../features/domain-search/contract.ts';
import { domainOptionsFromEnv, pageBulk, pageSearch } from './api-app.ts';
import { domainApi } from './domains/api.ts';
import { UNABLE } from './domains/availability.ts';
import { demoOutcome } from './domains/demo.ts';

const quiet = { warn() {}, info() {} };
const { state: _state, ...options } = domainOptionsFromEnv({ DOMAIN_PROVIDERS: 'demo' }, quiet);
const app = new Hono().route('/api/domains', domainApi({ ...options, log: quiet }));
const get = (path: string, q: string) => app.request(`/api/domains${path}?q=${encodeURIComponent(q)}`);
const lines = async <T>(response: Response) =>
  (await response.text())
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line) as T);
const priceOf = (domain: string) => domains.searchPrices[domain.slice(domain.indexOf('.') + 1)];

describe('domain search with DOMAIN_PROVIDERS=demo', () => {
  it('uses the demo provider alone', () => {
    expect(options.providerNames).toEqual(['demo']);
    expect(options.demo).toBe(true);
  });

  it('answers a bulk search with available, taken and unknown names, marked as demo data', async () => {
    const names = ['free-site.com', 'taken-site.com', 'fail-site.com', 'shop1.com', 'shop2.net', 'shop3.org'];
    const response = await get('/bulk', names.join(','));
    expect(response.status).toBe(200);
    const events = await lines<BulkStreamEvent>(response);
    expect(events[0]).toMatchObject({ type: 'accepted', demo: true });
    const results = events.flatMap((e) => (e.type === 'result' ? [e.result] : []));
    const status = Object.fromEntries(results.map((r) => [r.domain, r.status]));
    expect(status).toMatchObject({
      'free-site.com': 'available',
      'taken-site.com': 'taken',
      'fail-site.com': 'unknown',
    });
    // The others as the demo data says, the same on every run.
    for (const name of names.slice(3))
      expect(status[name]).toBe({ available: 'available', taken: 'taken', fails: 'unknown' }[demoOutcome(name)]);
    for (const r of results) expect(r.price).toBe(priceOf(r.domain));
  });

  it('answers a search with the searched domain, its available alternatives at content prices, marked as demo data', async () => {
    const response = await get('/search', 'free-site.com');
    expect(response.status).toBe(200);
    const body = (await response.json()) as DomainSearchResponse;
    expect(body.demo).toBe(true);
    expect(body.results[0]).toMatchObject({
      domain: 'free-site.com',
      status: 'available',
      price: priceOf('free-site.com'),
    });
    expect(body.suggestions.length).toBeGreaterThan(0);
    for (const s of body.suggestions) {
      expect(demoOutcome(s.domain)).toBe('available');
      expect(s.price).toBe(priceOf(s.domain));
    }

    const taken = (await (await get('/search', 'taken-site.com')).json()) as DomainSearchResponse;
    expect(taken.results[0]).toMatchObject({ status: 'taken', available: false });
  });

  it('marks the streamed search too, on its first line', async () => {
    const events = await lines<SearchStreamEvent>(await get('/search/stream', 'free-site.io'));
    expect(events[0]).toMatchObject({ type: 'searched', demo: true, result: { status: 'available' } });
    expect(events.at(-1)).toMatchObject({ type: 'done' });
  });

  it("answers a searched domain it fails for with the spec's 503 message", async () => {
    const response = await get('/search', 'fail-site.com');
    expect(response.status).toBe(503);
    expect(await response.json()).toEqual({ error: UNABLE });
  });

  it('marks the answers of the pages rendered without JavaScript (/domains?q=, ?names=)', async () => {
    const signal = AbortSignal.timeout(5000);
    expect(await pageSearch(options)('free-site.com', signal)).toMatchObject({ demo: true });
    const events = [];
    for await (const event of pageBulk(options)('taken-site.com', signal)) events.push(event);
    expect(events[0]).toMatchObject({ type: 'accepted', demo: true });
    expect(events[1]).toMatchObject({ type: 'result', result: { status: 'taken' } });
  });

  it('marks nothing without demo mode', async () => {
    const real = new Hono().route('/api/domains', domainApi({ ...options, demo: false, log: quiet }));
    const body = (await (await real.request('/api/domains/search?q=free-site.com')).json()) as DomainSearchResponse;
    expect(body).not.toHaveProperty('demo');
  });
});
