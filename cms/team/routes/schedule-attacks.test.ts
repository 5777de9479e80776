// The attacks on a draft's schedule (PUT and DELETE /api/drafts/<slug>/schedule), first: no session, a foreign or
// missing Origin, a missing or wrong CSRF token, a body type a foreign form can send, an editor, times that are no
// times (a date that does not exist, an hour the clocks skip, a past or far time, no zone or a made-up one), a plan
// with an outcome of its own making, an unknown draft, a stale version. Each is refused, and the remote's refs
// (main, the drafts, their records on cms-status, where the schedules live) are the same after as before.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readYaml } from '../../local-api/yaml-edit.ts';
import { clientOf, startDraftsApi, type DraftsApi } from '../../testing/drafts-api.ts';
import { manualClock } from '../../testing/manual-clock.ts';
import { SHARED, type Product } from '../../testing/people.ts';
import { reviewedCommit } from '../../testing/review.ts';

// Measured on the shared 2-core machine at load 8: the set-up (remote, clone, three sign-ins, a save) 20-30 s; a
// refused write answers in milliseconds, before any git work. Four times the slowest.
const SLOW = 120_000;
const BERLIN = 'Europe/Berlin';
const FRIDAY = { local: '2026-11-27T00:00', zone: BERLIN };
let api: DraftsApi;
let slug = '';
let commit = '';
const url = () => `/api/drafts/${slug}/schedule`;

beforeAll(async () => {
  api = await startDraftsApi(undefined, undefined, undefined, manualClock('2026-11-20T09:00:00Z'));
  const created = await api.editor.call<{ draft: { slug: string } }>('POST', '/api/drafts', { title: 'Scheduled' });
  slug = created.body.draft.slug;
  const read = await api.editor.call<{ text: string; version: string }>('GET', `/api/drafts/${slug}/files/${SHARED}`);
  const product = readYaml(read.body.text) as Product;
  product.plans[0]!.price -= 100;
  const saved = await api.editor.call('PUT', `/api/drafts/${slug}/files/${SHARED}`, {
    data: product,
    base: read.body.version,
  });
  expect(saved.status).toBe(200);
  expect((await api.editor.call('POST', `/api/drafts/${slug}/status`, { status: 'in-review' })).status).toBe(200);
  commit = await reviewedCommit(api.publisher, slug);
}, SLOW);
afterAll(() => api?.stop());

/** The schedule's writes, each with a body the publisher could send */
const writes = () =>
  [
    ['PUT', url(), { version: null, commit, publish: FRIDAY }],
    ['DELETE', url(), { version: null }],
  ] as const;

it('signed out: 401 on every write, nothing on the remote changes', { timeout: SLOW }, async () => {
  const before = api.refs();
  for (const [method, to, body] of writes()) {
    const answer = await clientOf(api.service, undefined).call(method, to, body);
    expect([method, answer.status, answer.body]).toEqual([method, 401, { error: 'Sign in first' }]);
  }
  expect(api.refs()).toBe(before);
});

describe('a write without what a page of the editor sends', () => {
  const refusals: [string, Record<string, string | null>, number][] = [
    ['a foreign Origin', { origin: 'http://evil.example' }, 403],
    ['no Origin', { origin: null }, 403],
    ['a cross-site fetch', { 'sec-fetch-site': 'cross-site' }, 403],
    ['no CSRF token', { 'x-cms-token': null }, 403],
    ['a wrong CSRF token', { 'x-cms-token': 'guessed' }, 403],
    ['a text/plain body', { 'content-type': 'text/plain' }, 415],
    ['a form body', { 'content-type': 'application/x-www-form-urlencoded' }, 415],
    ['no content type', { 'content-type': null }, 415],
  ];
  it.each(refusals)('%s: refused, nothing written', { timeout: SLOW }, async (_, headers, status) => {
    const before = api.refs();
    for (const [method, to, body] of writes()) {
      const answer = await api.publisher.call(method, to, body, headers);
      expect([method, answer.status]).toEqual([method, status]);
      expect(answer.body).toMatchObject({ error: expect.stringMatching(/^Refused: /) });
    }
    expect(api.refs()).toBe(before);
  });
});

it('an editor: 403 on every write, even with the commit reviewed', { timeout: SLOW }, async () => {
  const before = api.refs();
  for (const [method, to, body] of writes()) {
    const answer = await api.editor.call(method, to, body);
    expect([method, answer.status]).toEqual([method, 403]);
    expect(answer.body).toEqual({ error: expect.stringMatching(/^Only a publisher may/) });
  }
  expect(api.refs()).toBe(before);
});

it('times that are no times, or not ahead: 400 saying what is wrong', { timeout: SLOW }, async () => {
  const before = api.refs();
  const cases: [unknown, RegExp][] = [
    [{ local: '2026-02-30T00:00', zone: BERLIN }, /that date does not exist/],
    [{ local: '2026-11-27T24:00', zone: BERLIN }, /that date does not exist/],
    [{ local: '2026-11-27 00:00', zone: BERLIN }, /not a date and time/],
    [{ local: '27/11/2026 00:00', zone: BERLIN }, /not a date and time/],
    [{ local: '2026-11-27T00:00:00', zone: BERLIN }, /not what this route takes/],
    [{ local: 1795734000000, zone: BERLIN }, /not what this route takes/],
    [{ local: '2027-03-28T02:30', zone: BERLIN }, /does not exist in Europe\/Berlin: the clocks skip that hour/],
    [{ local: '2026-11-19T23:59', zone: BERLIN }, /has passed/],
    [{ local: '2033-01-01T00:00', zone: BERLIN }, /more than five years ahead/],
    [{ local: '2026-11-27T00:00', zone: 'Mars/Olympus' }, /not a time zone/],
    [{ local: '2026-11-27T00:00', zone: '+01:00' }, /not a time zone/],
    [{ local: '2026-11-27T00:00', zone: '' }, /not a time zone/],
    [{ local: '2026-11-27T00:00', zone: '../../etc/passwd' }, /not a time zone/],
    [{ local: '2026-11-27T00:00' }, /not what this route takes/],
    [{ ...FRIDAY, at: '2026-11-20T09:00:00Z' }, /not what this route takes/],
    ['2026-11-27T00:00', /not what this route takes/],
  ];
  for (const [publish, words] of cases) {
    const answer = await api.publisher.call('PUT', url(), { version: null, commit, publish });
    expect([publish, answer.status, answer.body]).toEqual([publish, 400, { error: expect.stringMatching(words) }]);
  }
  // An end before its publish, or an end with no publish to undo.
  const early = { version: null, commit, publish: FRIDAY, end: { local: '2026-11-26T23:59', zone: BERLIN } };
  expect(await api.publisher.call('PUT', url(), early)).toMatchObject({
    status: 400,
    body: { error: 'The end must come after the publish' },
  });
  const alone = await api.publisher.call('PUT', url(), { version: null, end: FRIDAY });
  expect([alone.status, alone.body.error]).toEqual([409, expect.stringMatching(/^An end undoes a publish/)]);
  expect(api.refs()).toBe(before);
});

it('a plan with its own outcome, state or id, or no change at all: 400', { timeout: SLOW }, async () => {
  const before = api.refs();
  for (const body of [
    { version: null, commit, publish: FRIDAY, state: 'done' },
    { version: null, commit, publish: { ...FRIDAY, outcome: { kind: 'published' } } },
    { version: null, commit, publish: { ...FRIDAY, id: 'a'.repeat(16) } },
    { version: null, commit },
    { version: null, publish: FRIDAY },
    { commit, publish: FRIDAY },
    { version: 'HEAD', commit, publish: FRIDAY },
  ]) {
    const answer = await api.publisher.call('PUT', url(), body);
    expect([body, answer.status]).toEqual([body, 400]);
  }
  expect(api.refs()).toBe(before);
});

it('an unknown draft, or a name that is none: 404', { timeout: SLOW }, async () => {
  const before = api.refs();
  for (const name of ['no-such-draft', '..%2Fmain', 'cms-status', 'a%2Fb']) {
    const answer = await api.publisher.call('PUT', `/api/drafts/${name}/schedule`, {
      version: null,
      commit,
      publish: FRIDAY,
    });
    expect([name, answer.status]).toEqual([name, 404]);
  }
  expect(api.refs()).toBe(before);
});

it('a version of the draft not reviewed, or a stale schedule: 409, nothing written', { timeout: SLOW }, async () => {
  const before = api.refs();
  const other = await api.publisher.call('PUT', url(), { version: null, commit: '0'.repeat(40), publish: FRIDAY });
  expect([other.status, other.body.error]).toEqual([
    409,
    expect.stringMatching(/changed after the version you reviewed/),
  ]);
  const stale = await api.publisher.call('PUT', url(), { version: 'a'.repeat(40), commit, publish: FRIDAY });
  expect([stale.status, stale.body.error]).toEqual([409, expect.stringMatching(/changed since you looked at it/)]);
  expect(api.refs()).toBe(before);
});
