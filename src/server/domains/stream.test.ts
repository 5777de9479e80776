import { describe, expect, it } from 'vitest';
import type { SearchStreamEvent } from '../../features/domain-search/contract.ts';
import { fakeProviderSuite } from '../../../tests/helpers/fake-provider-suite.ts';
import { EMPTY } from './api.ts';
import { UNABLE } from './availability.ts';

/** Sockets close and requests arrive on their own time on a busy machine: wait for them, never time them. */
const POLL = { timeout: 5000 };

const suite = fakeProviderSuite();

function stream(q: string, deadlineMs = 5000) {
  return suite.api(deadlineMs).request(`/search/stream?q=${encodeURIComponent(q)}`);
}

/** Reads NDJSON lines one at a time, as a browser would while they arrive. */
function lines(response: Response) {
  const reader = response.body!.pipeThrough(new TextDecoderStream()).getReader();
  let buffered = '';
  return {
    async next(): Promise<SearchStreamEvent | undefined> {
      while (!buffered.includes('\n')) {
        const { value, done } = await reader.read();
        if (done) return undefined;
        buffered += value;
      }
      const end = buffered.indexOf('\n');
      const line = buffered.slice(0, end);
      buffered = buffered.slice(end + 1);
      return JSON.parse(line) as SearchStreamEvent;
    },
    cancel: () => reader.cancel(),
    async rest(): Promise<SearchStreamEvent[]> {
      const events: SearchStreamEvent[] = [];
      for (let event = await this.next(); event; event = await this.next()) events.push(event);
      return events;
    },
  };
}

describe('GET /api/domains/search/stream', () => {
  it('sends the searched domain first, each available suggestion, then done with the counts', async () => {
    suite.fake.set('whoapi', (d) =>
      d === 'brand.com' || d.endsWith('.net') ? 'taken' : d === 'brand.io' ? 'http-500' : 'available',
    );
    suite.fake.set('resellerclub', (d) => (d === 'brand.io' ? 'http-500' : 'available'));
    const response = await stream(' Brand ');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/x-ndjson; charset=utf-8');
    const events = await lines(response).rest();
    expect(events[0]).toEqual({
      type: 'searched',
      searchedDomain: 'brand.com',
      result: { domain: 'brand.com', available: false, status: 'taken', price: 1299, currency: 'USD' },
    });
    const suggestions = events.filter((e) => e.type === 'suggestion').map((e) => e.suggestion.domain);
    expect(suggestions).toHaveLength(12);
    expect(suggestions).not.toContain('brand.net');
    expect(suggestions).toContain('mybrand.com');
    expect(events.at(-1)).toEqual({ type: 'done', checked: 13, skipped: 1 });
    expect(events.filter((e) => e.type === 'searched' || e.type === 'done')).toHaveLength(2);
  });

  it('sends the searched line while suggestions are still being checked, and stops them when the reader leaves', async () => {
    suite.fake.set('whoapi', (d) => (d === 'early.com' ? 'available' : 'hang'));
    suite.fake.set('resellerclub', () => 'hang');
    const reader = lines(await stream('early.com'));
    expect(await reader.next()).toMatchObject({ type: 'searched', result: { status: 'available' } });
    // Read while the suggestions' provider calls are still open (they hang until a deadline far off): the line was
    // not held back for them.
    await expect.poll(() => suite.fake.open(), POLL).toBeGreaterThan(0);
    await reader.cancel();
    await expect.poll(() => suite.fake.open(), POLL).toBe(0);
    expect(suite.logs).toEqual([]);
  });

  it('ends with every suggestion still unchecked at the deadline counted as skipped', async () => {
    suite.fake.set('whoapi', (d) => (d === 'late.com' ? 'available' : 'hang'));
    suite.fake.set('resellerclub', () => 'hang');
    const events = await lines(await stream('late.com', 1000)).rest();
    expect(events.map((e) => e.type)).toEqual(['searched', 'done']);
    expect(events[1]).toEqual({ type: 'done', checked: 0, skipped: 14 });
    expect(suite.logs).toHaveLength(1);
  });

  it.each([
    ['example.xyz', 400, { error: 'Domain extension not supported' }],
    ['bad_name.com', 400, { error: 'Invalid characters in domain name' }],
    ['  ', 400, { error: EMPTY }],
  ])('answers %j like the JSON endpoint before any line: %i', async (q, status, body) => {
    const response = await stream(q);
    expect(response.status).toBe(status);
    expect(response.headers.get('content-type')).toMatch(/^application\/json/);
    expect(await response.json()).toEqual(body);
  });

  it('answers 503 when no provider can check the searched domain', async () => {
    suite.fake.set('whoapi', () => 'http-500');
    suite.fake.set('resellerclub', () => 'http-500');
    const response = await stream('broken.com');
    expect(response.status).toBe(503);
    expect(await response.json()).toEqual({ error: UNABLE });
  });

  it('answers 503 at the deadline when every provider hangs', async () => {
    suite.fake.set('whoapi', () => 'hang');
    suite.fake.set('resellerclub', () => 'hang');
    const response = await stream('stuck.com', 300);
    expect(response.status).toBe(503);
    expect(await response.json()).toEqual({ error: UNABLE });
    await expect.poll(() => suite.fake.open(), POLL).toBe(0);
  });
});
