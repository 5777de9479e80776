// A draft's schedule over HTTP, as the review screen and the board use it: a publisher sets a publish and an end,
// the board shows them (with the service's time, to count the time left from) and the version to change them from;
// a change and a cancel name that version; the audit log has each. The clock moved past the publish, the board
// shows it published, with nobody signed in at the time.
import { afterAll, beforeAll, expect, it } from 'vitest';
import { readYaml } from '../../local-api/yaml-edit.ts';
import type { DraftSchedule } from '../../shared/team-types.ts';
import { startDraftsApi, type DraftsApi } from '../../testing/drafts-api.ts';
import { manualClock, type ManualClock } from '../../testing/manual-clock.ts';
import { productOn, SHARED, type Product } from '../../testing/people.ts';
import { reviewedCommit } from '../../testing/review.ts';
import { PUBLISHER } from '../../testing/team-service.ts';

// Measured on the shared 2-core machine at load 8: the set-up 20-30 s, the longest test (four writes and a
// scheduled publish) 17 s. Four times the slowest.
const SLOW = 120_000;
const BERLIN = 'Europe/Berlin';
let api: DraftsApi;
let clock: ManualClock;
let slug = '';
let commit = '';
let price = 0;

interface Board {
  now: string;
  drafts: { slug: string; status: string; schedule?: DraftSchedule; scheduleVersion: string | null }[];
}
const board = async () => {
  const answer = await api.editor.call<Board>('GET', '/api/drafts');
  return { now: answer.body.now, draft: answer.body.drafts.find((d) => d.slug === slug)! };
};
const put = (body: object) => api.publisher.call('PUT', `/api/drafts/${slug}/schedule`, body);

beforeAll(async () => {
  clock = manualClock('2026-11-20T09:00:00Z');
  api = await startDraftsApi(undefined, undefined, undefined, clock);
  const created = await api.editor.call<{ draft: { slug: string } }>('POST', '/api/drafts', { title: 'Black Friday' });
  slug = created.body.draft.slug;
  const read = await api.editor.call<{ text: string; version: string }>('GET', `/api/drafts/${slug}/files/${SHARED}`);
  const product = readYaml(read.body.text) as Product;
  price = product.plans[0]!.price - 200;
  product.plans[0]!.price = price;
  await api.editor.call('PUT', `/api/drafts/${slug}/files/${SHARED}`, { data: product, base: read.body.version });
  await api.editor.call('POST', `/api/drafts/${slug}/status`, { status: 'in-review' });
  commit = await reviewedCommit(api.publisher, slug);
}, SLOW);
afterAll(() => api?.stop());

it(
  'sets, shows, changes and cancels a schedule, each from the version it was made from',
  { timeout: SLOW },
  async () => {
    const empty = await board();
    expect(empty.now).toBe('2026-11-20T09:00:00.000Z');
    expect(empty.draft.scheduleVersion).toBeNull();

    const set = await put({
      version: null,
      commit,
      publish: { local: '2026-11-27T00:00', zone: BERLIN },
      end: { local: '2026-11-30T23:59', zone: BERLIN },
    });
    expect(set.status).toBe(200);
    const shown = await board();
    expect(shown.draft.schedule).toMatchObject({
      publish: { at: '2026-11-26T23:00:00.000Z', local: '2026-11-27T00:00', zone: BERLIN, state: 'waiting', commit },
      end: { at: '2026-11-30T22:59:00.000Z', state: 'waiting', by: { email: PUBLISHER.email } },
    });
    expect(shown.draft.scheduleVersion).toBe(set.body.scheduleVersion);

    // A publish moved past its end, which stays: refused, nothing changed.
    const late = await put({
      version: shown.draft.scheduleVersion,
      commit,
      publish: { local: '2026-12-01T00:00', zone: BERLIN },
    });
    expect([late.status, late.body.error]).toEqual([400, 'The end must come after the publish']);
    expect((await board()).draft.scheduleVersion).toBe(shown.draft.scheduleVersion);

    // A change made from the version before it is refused; from the new one it is made.
    const stale = await put({ version: null, commit, publish: { local: '2026-11-27T06:00', zone: BERLIN } });
    expect(stale.status).toBe(409);
    const changed = await put({
      version: shown.draft.scheduleVersion,
      commit,
      publish: { local: '2026-11-26T18:00', zone: 'America/New_York' },
    });
    expect(changed.status).toBe(200);
    expect((await board()).draft.schedule?.publish).toMatchObject({
      at: '2026-11-26T23:00:00.000Z',
      zone: 'America/New_York',
    });

    // Cancelling the end leaves the publish; cancelling all leaves nothing.
    const noEnd = await put({ version: changed.body.scheduleVersion, end: null });
    expect((await board()).draft.schedule).toEqual({ publish: expect.objectContaining({ state: 'waiting' }) });
    const cancelled = await api.publisher.call('DELETE', `/api/drafts/${slug}/schedule`, {
      version: noEnd.body.scheduleVersion,
    });
    expect(cancelled.status).toBe(200);
    expect((await board()).draft).toMatchObject({ scheduleVersion: null });
    expect((await board()).draft.schedule).toBeUndefined();
    const lines = api.service.audit().filter((l) => l.event === 'draft-schedule');
    expect(lines.map((l) => [l.who, l.publishAt, l.endAt])).toEqual([
      [PUBLISHER.email, '2026-11-26T23:00:00.000Z', '2026-11-30T22:59:00.000Z'],
      [PUBLISHER.email, '2026-11-26T23:00:00.000Z', '2026-11-30T22:59:00.000Z'],
      [PUBLISHER.email, '2026-11-26T23:00:00.000Z', null],
      [PUBLISHER.email, null, null],
    ]);
  },
);

it('publishes at its time with nobody signed in, and the board says so', { timeout: SLOW }, async () => {
  const set = await put({ version: null, commit, publish: { local: '2026-11-27T00:00', zone: BERLIN } });
  expect(set.status).toBe(200);
  await clock.moveTo('2026-11-26T23:00:00Z');
  expect(productOn(api.remote, 'main').plans[0]!.price).toBe(price);
  const { now, draft } = await board();
  expect(now).toBe('2026-11-26T23:00:00.000Z');
  expect(draft).toMatchObject({
    status: 'published',
    schedule: { publish: { state: 'done', outcome: { kind: 'published' } } },
  });
});
