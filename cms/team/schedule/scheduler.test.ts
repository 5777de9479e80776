// Scheduled publishing against a real remote (a bare repository served by git daemon on loopback), with the clock
// injected: no test waits for a time to come, it moves the clock. A schedule fires at its time and not a minute
// before; survives a restart in between; fires once with two service processes on one remote; is refused, and
// says why, on a conflict; an end restores the old price.
import { afterEach, beforeEach, expect, it } from 'vitest';
import { manualClock, type ManualClock } from '../../testing/manual-clock.ts';
import { startRemote, type TestRemote } from '../../testing/git-remote.ts';
import { ada, pat, productOn, SHARED } from '../../testing/people.ts';
import { BERLIN, priceDraft, schedule, serviceProcess, type ServiceProcess } from '../../testing/scheduling.ts';
import { readRecord } from '../drafts/status.ts';

// Measured on the shared 2-core machine: a test (its clones, drafts, publishes and ends) took 15-30 s at load 8 and
// 24-46 s at load 15-18; the remote's start, in beforeEach, under 2 s. Four times the slowest.
const SLOW = { timeout: 200_000 };
const FRIDAY = { local: '2026-11-27T00:00', zone: BERLIN };
const MONDAY = { local: '2026-11-30T23:59', zone: BERLIN };
/** The same instants in UTC: Berlin is an hour ahead in November */
const FRIDAY_UTC = '2026-11-26T23:00:00Z';
const MONDAY_UTC = '2026-11-30T22:59:00Z';

let remote: TestRemote;
let clock: ManualClock;
const running: ServiceProcess[] = [];
const start = async (name: string) => {
  const started = await serviceProcess(remote, name, clock);
  running.push(started);
  return started;
};

beforeEach(async () => {
  remote = await startRemote();
  clock = manualClock('2026-11-20T09:00:00Z');
}, SLOW.timeout);
afterEach(async () => {
  for (const process of running.splice(0)) await process.stop();
  await remote.stop();
}, SLOW.timeout);

const mainLog = () => remote.bare('log', '--format=%an|%cn|%s%n%b', 'main');
const marks = (log: string) => log.split('\n').filter((line) => line.startsWith('Cms-Schedule: ')).length;

it('publishes at its time, not a minute before, and its end restores the old price', SLOW, async () => {
  const service = await start('one');
  const old = productOn(remote, 'main').plans[0]!.price;
  const { slug, reviewed } = await priceDraft(service.drafts, remote, 'Black Friday', old - 200, pat);
  await schedule(service.drafts, clock, slug, pat, { commit: reviewed, publish: FRIDAY, end: MONDAY });
  await service.scheduler.refresh();

  await clock.moveTo(Date.parse(FRIDAY_UTC) - 60_000);
  expect(productOn(remote, 'main').plans[0]!.price).toBe(old);
  await clock.moveTo(FRIDAY_UTC);
  expect(productOn(remote, 'main').plans[0]!.price).toBe(old - 200);
  const published = await readRecord(service.drafts.repo, slug);
  expect(published).toMatchObject({
    status: 'published',
    schedule: { publish: { state: 'done', outcome: { kind: 'published', at: '2026-11-26T23:00:00.000Z' } } },
  });
  expect(published?.history.at(-1)).toMatchObject({ status: 'published', at: '2026-11-26T23:00:00.000Z' });
  expect(service.told).toEqual([
    expect.objectContaining({ draft: slug, scheduled: true, action: 'publish', outcome: 'published', by: pat }),
  ]);
  expect(service.audit()).toContainEqual(
    expect.objectContaining({ event: 'draft-publish', scheduled: true, outcome: 'published', who: pat.email }),
  );

  await clock.moveTo(Date.parse(MONDAY_UTC) - 60_000);
  expect(productOn(remote, 'main').plans[0]!.price).toBe(old - 200);
  await clock.moveTo(MONDAY_UTC);
  expect(productOn(remote, 'main').plans[0]!.price).toBe(old);
  expect(service.told.at(-1)).toMatchObject({ action: 'end', outcome: 'published', scheduled: true });
  // Two commits on main, both the publisher's (the saver of the draft, and the committer of both), each marked.
  const log = mainLog();
  expect(
    log
      .split('\n')
      .filter((l) => l.includes('|'))
      .slice(0, 2),
  ).toEqual([
    `${pat.name}|${pat.name}|Black Friday: the values from before it, back at the end of its schedule`,
    expect.stringMatching(new RegExp(`^${pat.name}\\|${pat.name}\\|`)),
  ]);
  expect(marks(log)).toBe(2);
});

it('publishes what came due while the service was stopped, when it starts again', SLOW, async () => {
  const before = await start('before');
  const old = productOn(remote, 'main').plans[0]!.price;
  const { slug, reviewed } = await priceDraft(before.drafts, remote, 'Across a restart', old + 300, pat);
  await schedule(before.drafts, clock, slug, pat, { commit: reviewed, publish: FRIDAY });
  await before.stop();
  running.splice(running.indexOf(before), 1);

  // Stopped over the time: nothing published. Started again on the same clone, past it: published at once.
  await clock.moveTo('2026-11-27T08:00:00Z');
  expect(productOn(remote, 'main').plans[0]!.price).toBe(old);
  const after = await start('before');
  expect(productOn(remote, 'main').plans[0]!.price).toBe(old + 300);
  expect(after.told).toEqual([expect.objectContaining({ draft: slug, outcome: 'published', scheduled: true })]);
});

it('publishes once with two service processes on one remote, whichever pushes first', SLOW, async () => {
  const [a, b] = [await start('a'), await start('b')];
  const old = productOn(remote, 'main').plans[0]!.price;
  const { slug, reviewed } = await priceDraft(a.drafts, remote, 'Two processes', old + 100, ada);
  await schedule(a.drafts, clock, slug, pat, { commit: reviewed, publish: FRIDAY });
  // Each has read the plan (b at its next look, as it does every minute).
  await Promise.all([a.scheduler.refresh(), b.scheduler.refresh()]);

  const mainBefore = remote.bare('rev-parse', 'main').trim();
  await clock.moveTo(FRIDAY_UTC);
  expect(productOn(remote, 'main').plans[0]!.price).toBe(old + 100);
  expect(remote.bare('rev-list', '--count', `${mainBefore}..main`).trim()).toBe('1');
  expect(marks(mainLog())).toBe(1);
  // Reported once: one audit line and one hook run between the two.
  expect([...a.told, ...b.told]).toHaveLength(1);
  const lines = [...a.audit(), ...b.audit()].filter((l) => l.event === 'draft-publish');
  expect(lines).toHaveLength(1);
  const history = (await readRecord(a.drafts.repo, slug))?.history.filter((e) => e.status === 'published');
  expect(history).toHaveLength(1);
});

it('is refused on a conflict, says why in words, and tells the audit log and the hook', SLOW, async () => {
  const service = await start('one');
  const old = productOn(remote, 'main').plans[0]!.price;
  const { slug, reviewed } = await priceDraft(service.drafts, remote, 'Scheduled price', old - 100, pat);
  await schedule(service.drafts, clock, slug, pat, { commit: reviewed, publish: FRIDAY });
  // Meanwhile someone publishes another Starter price by hand.
  const other = await priceDraft(service.drafts, remote, 'Sooner price', old + 500, ada);
  expect(await service.drafts.publish(other.slug, pat, other.reviewed)).toMatchObject({ published: true });
  const mainBefore = remote.bare('rev-parse', 'main').trim();

  await clock.moveTo(FRIDAY_UTC);
  expect(remote.bare('rev-parse', 'main').trim()).toBe(mainBefore);
  const product = productOn(remote, 'main');
  const field = `${product.name}: Plan ${product.plans[0]!.name} › Price`;
  const record = await readRecord(service.drafts.repo, slug);
  expect(record).toMatchObject({
    status: 'in-review',
    schedule: {
      publish: {
        state: 'refused',
        outcome: { kind: 'conflicts', fields: [field], reason: expect.stringMatching(/^The same fields changed/) },
      },
    },
  });
  // The marketer's words: no file, field path or commit.
  expect(JSON.stringify(record?.schedule?.publish?.outcome)).not.toMatch(/\.ya?ml|plans\[|\b[0-9a-f]{7,40}\b/);
  expect(service.told).toEqual([
    expect.objectContaining({ scheduled: true, outcome: 'conflicts', commit: mainBefore, action: 'publish' }),
  ]);
  expect(service.audit()).toContainEqual(
    expect.objectContaining({ event: 'draft-publish', scheduled: true, outcome: 'conflicts', draft: slug }),
  );
});

it(
  'ends by restoring only the fields the draft changed, and leaves a price changed since as a conflict',
  SLOW,
  async () => {
    const service = await start('one');
    const start0 = productOn(remote, 'main');
    const old = start0.plans[0]!.price;
    const second = start0.plans[1]!.price;
    const { slug, reviewed } = await priceDraft(service.drafts, remote, 'Weekend price', old - 100, pat);
    await schedule(service.drafts, clock, slug, pat, { commit: reviewed, publish: FRIDAY, end: MONDAY });
    await service.scheduler.refresh();
    await clock.moveTo(FRIDAY_UTC);
    expect(productOn(remote, 'main').plans[0]!.price).toBe(old - 100);

    // Someone else changes the Starter price again after the publish: the end must not undo their change.
    const later = await service.drafts.create('Later price', ada);
    const product = productOn(remote, 'main');
    product.plans[0]!.price = old + 900;
    product.plans[1]!.price = second + 100;
    await service.drafts.save(later.slug, SHARED, { data: product }, ada);
    await service.drafts.setStatus(later.slug, 'in-review', ada);
    await service.drafts.publish(later.slug, pat, (await service.drafts.changes(later.slug)).commit);
    const mainBefore = remote.bare('rev-parse', 'main').trim();

    await clock.moveTo(MONDAY_UTC);
    expect(remote.bare('rev-parse', 'main').trim()).toBe(mainBefore);
    expect(await readRecord(service.drafts.repo, slug)).toMatchObject({
      schedule: {
        end: {
          state: 'refused',
          outcome: { kind: 'conflicts', fields: [`${product.name}: Plan ${product.plans[0]!.name} › Price`] },
        },
      },
    });
    expect(service.told.at(-1)).toMatchObject({ action: 'end', outcome: 'conflicts', scheduled: true });
  },
);
