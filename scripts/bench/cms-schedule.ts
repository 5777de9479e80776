// Scheduled publishing in the team service (cms/team/schedule/): how long a plan takes to run once its time comes,
// against the tests' git daemon remote, with the scheduler on a clock the bench moves (cms/testing/manual-clock.ts),
// so nothing waits for a time. Each run a new draft (the Starter price), scheduled to publish a day ahead and to end a
// day later. `npx tsx scripts/bench/cms-schedule.ts` prints, with the load average (RUNS, default 5):
//   - set: a publisher's schedule written (checks, the record on cms-status pushed);
//   - publish: from the clock reaching its time to the draft on main and its record done (fetch, cherry-pick, the
//     build's checks, push, record);
//   - end: the same for its end (the old values put back, checked, pushed, recorded);
//   - as of: the site as of a time during the sale made for a draft's preview (a commit of the clone, never pushed).
import { rmSync } from 'node:fs';
import { startRemote } from '../../cms/testing/git-remote.ts';
import { manualClock } from '../../cms/testing/manual-clock.ts';
import { pat, productOn } from '../../cms/testing/people.ts';
import { priceDraft, schedule, serviceProcess } from '../../cms/testing/scheduling.ts';
import { siteAsOf } from '../../cms/team/schedule/as-of.ts';
import { localIn } from '../../cms/team/schedule/zoned-time.ts';
import { load, median } from './cms-bench.ts';
import { inSmoke } from './smoke.ts';

const RUNS = inSmoke(Number(process.env.RUNS ?? 5), 1);
const DAY = 86_400_000;
const ZONE = 'Europe/Berlin';
const ms = (xs: number[]) =>
  `median ${Math.round(median(xs))} ms (min ${Math.round(Math.min(...xs))}, max ${Math.round(Math.max(...xs))}, n=${xs.length})`;
const timed = async (task: () => Promise<unknown>) => {
  const started = performance.now();
  await task();
  return performance.now() - started;
};

console.log(`load average at start: ${load()}`);
const remote = await startRemote();
const clock = manualClock('2026-11-20T09:00:00Z');
const service = await serviceProcess(remote, 'service', clock);
const set: number[] = [];
const published: number[] = [];
const ended: number[] = [];
const asOf: number[] = [];
try {
  for (let run = 0; run < RUNS; run++) {
    const old = productOn(remote, 'main').plans[0]!.price;
    const draft = await priceDraft(service.drafts, remote, `Sale ${run + 1}`, old - 100, pat);
    const publishAt = clock.now() + DAY;
    const endAt = publishAt + DAY;
    set.push(
      await timed(() =>
        schedule(service.drafts, clock, draft.slug, pat, {
          commit: draft.reviewed,
          publish: { local: localIn(publishAt, ZONE), zone: ZONE },
          end: { local: localIn(endAt, ZONE), zone: ZONE },
        }),
      ),
    );
    await service.scheduler.refresh();
    asOf.push(await timed(() => siteAsOf(service.drafts.repo, draft.slug, publishAt + DAY / 2)));
    published.push(await timed(() => clock.moveTo(publishAt)));
    if (productOn(remote, 'main').plans[0]!.price !== old - 100) throw new Error('the publish did not run');
    ended.push(await timed(() => clock.moveTo(endAt)));
    if (productOn(remote, 'main').plans[0]!.price !== old) throw new Error('the end did not run');
  }
} finally {
  await service.stop();
  await remote.stop();
  rmSync(remote.dir, { recursive: true, force: true });
}
console.log(`a schedule set (publish and end):         ${ms(set)}`);
console.log(`a scheduled publish, from its time:       ${ms(published)}`);
console.log(`a scheduled end, from its time:           ${ms(ended)}`);
console.log(`the site as of a time, for a preview:     ${ms(asOf)}`);
console.log(`load average at end: ${load()}`);
