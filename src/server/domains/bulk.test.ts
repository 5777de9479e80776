import { describe, expect, it } from 'vitest';
import { MAX_BULK_NAMES, type BulkStreamEvent } from '../../features/domain-search/contract.ts';
import { DOMAIN_ERRORS } from '../../features/domain-search/normalize.ts';
import { extensions, fakeProviderSuite } from '../../../tests/helpers/fake-provider-suite.ts';
import { EMPTY } from './api.ts';
import { BULK_CONCURRENCY, parseBulkNames, TOO_MANY_NAMES } from './bulk.ts';

/** Sockets close and requests arrive on their own time on a busy machine: wait for them, never time them. */
const POLL = { timeout: 5000 };

const suite = fakeProviderSuite();

function bulk(q: string, deadlineMs = 5000) {
  return suite.api(deadlineMs).request(`/bulk?q=${encodeURIComponent(q)}`);
}
const events = async (response: Response) =>
  (await response.text())
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line) as BulkStreamEvent);
const names = (count: number) => Array.from({ length: count }, (_, i) => `name${i}.com`);

describe('bulk names', () => {
  it('are split on commas, semicolons and line breaks, blanks dropped, each through the search rules', () => {
    expect(parseBulkNames(' Alpha.com,\n\nwww.beta ;gamma.xyz\r\nbad_name.net, , de lta.io', extensions)).toEqual([
      { input: 'Alpha.com', domain: 'alpha.com' },
      { input: 'www.beta', domain: 'beta.com' },
      { input: 'gamma.xyz', error: DOMAIN_ERRORS.extension },
      { input: 'bad_name.net', error: DOMAIN_ERRORS.characters },
      { input: 'de lta.io', domain: 'delta.io' },
    ]);
  });

  it('keep a repeated domain once, in the place it was first typed', () => {
    expect(parseBulkNames('one.com\nTWO\nwww.one.com\ntwo.com\nbad_name\nBAD_NAME', extensions)).toEqual([
      { input: 'one.com', domain: 'one.com' },
      { input: 'TWO', domain: 'two.com' },
      { input: 'bad_name', error: DOMAIN_ERRORS.characters },
    ]);
  });

  it(`take ${MAX_BULK_NAMES} distinct names, and refuse one more`, () => {
    expect(parseBulkNames([...names(MAX_BULK_NAMES), 'name0.com'].join(','), extensions)).toHaveLength(MAX_BULK_NAMES);
    expect(() => parseBulkNames(names(MAX_BULK_NAMES + 1).join(','), extensions)).toThrow(TOO_MANY_NAMES);
    expect(TOO_MANY_NAMES).toBe(`Enter at most ${MAX_BULK_NAMES} domain names.`);
  });
});

describe('GET /api/domains/bulk', () => {
  it('sends the accepted names, a result per domain as it comes, then done', async () => {
    suite.fake.set('whoapi', (d) => (d === 'taken.com' ? 'taken' : d === 'broken.net' ? 'http-500' : 'available'));
    suite.fake.set('resellerclub', (d) => (d === 'broken.net' ? 'http-500' : 'available'));
    const response = await bulk('free.com, taken.com\nbroken.net\nnope.xyz');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/x-ndjson; charset=utf-8');
    const [accepted, ...rest] = await events(response);
    expect(accepted).toEqual({
      type: 'accepted',
      names: [
        { input: 'free.com', domain: 'free.com' },
        { input: 'taken.com', domain: 'taken.com' },
        { input: 'broken.net', domain: 'broken.net' },
        { input: 'nope.xyz', error: DOMAIN_ERRORS.extension },
      ],
    });
    expect(rest.at(-1)).toEqual({ type: 'done' });
    const results = rest.flatMap((e) => (e.type === 'result' ? [e.result] : []));
    expect(results).toHaveLength(3);
    expect(results).toEqual(
      expect.arrayContaining([
        { domain: 'free.com', available: true, status: 'available', price: 1299, currency: 'USD' },
        { domain: 'taken.com', available: false, status: 'taken', price: 1299, currency: 'USD' },
        {
          domain: 'broken.net',
          available: false,
          status: 'unknown',
          price: 1499,
          currency: 'USD',
          reason: 'unreachable',
        },
      ]),
    );
    expect(suite.logs).toEqual(['bulk search: 1 of 3 names unknown: broken.net (Unable to check domain availability)']);
  });

  it(`answers 400 with "${TOO_MANY_NAMES}" past ${MAX_BULK_NAMES} names, before any check`, async () => {
    const response = await bulk(names(MAX_BULK_NAMES + 1).join('\n'));
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ error: TOO_MANY_NAMES });
    expect(suite.fake.calls.whoapi).toEqual([]);
  });

  it('answers 400 when there is no name at all', async () => {
    const response = await bulk(' ,\n ; ');
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ error: EMPTY });
  });

  it(`calls a name unknown when no provider answered by the deadline, with at most ${BULK_CONCURRENCY} checks at once`, async () => {
    suite.fake.set('whoapi', () => 'hang');
    suite.fake.set('resellerclub', () => 'hang');
    // The first checks must reach the fake before the deadline: at load 12 none had within 300 ms.
    const all = await events(await bulk(names(MAX_BULK_NAMES).join(','), 2000));
    const results = all.flatMap((e) => (e.type === 'result' ? [e.result] : []));
    expect(results).toHaveLength(MAX_BULK_NAMES);
    expect(new Set(results.map((r) => r.status))).toEqual(new Set(['unknown']));
    expect(new Set(results.map((r) => r.reason))).toEqual(new Set(['timeout']));
    expect(all.at(-1)).toEqual({ type: 'done' });
    // The rest waited in the request's pool and never started.
    expect(suite.fake.calls.whoapi).toHaveLength(BULK_CONCURRENCY);
    await expect.poll(() => suite.fake.open(), POLL).toBe(0);
    expect(suite.logs).toHaveLength(1);
  });
});
