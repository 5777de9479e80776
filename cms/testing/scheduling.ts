// For the scheduler's tests: a service process as far as scheduling goes (its own clone of the remote, the
// scheduler on a clock the test moves, what it wrote to the audit log and told the publish hook), and a draft that
// raises the Starter price, in review, as a publisher schedules it.
import path from 'node:path';
import { createLogger, scrubbedLogger } from '../../src/server/logger.ts';
import { auditLog } from '../team/audit.ts';
import { openDrafts, type Drafts, type Person } from '../team/drafts/index.ts';
import { publishHook, type HookPayload } from '../team/publish/publish-hook.ts';
import type { Clock } from '../team/schedule/clock.ts';
import { scheduler } from '../team/schedule/runner.ts';
import { setSchedule, type PlanInput } from '../team/schedule/schedules.ts';
import type { TestRemote } from './git-remote.ts';
import { SHARED, productOn } from './people.ts';
import { capture } from './team-service.ts';

export async function serviceProcess(remote: TestRemote, name: string, clock: Clock) {
  const drafts = await openDrafts({ remote: remote.url, dir: path.join(remote.dir, name) });
  const told: HookPayload[] = [];
  const hook = publishHook(undefined, { timeoutMs: 1000, secrets: [] });
  const spy = { ...hook, start: (payload: HookPayload) => (told.push(payload), hook.start(payload)) };
  const lines = capture();
  const log = capture();
  const audit = auditLog(lines);
  const plans = scheduler({
    repo: drafts.repo,
    clock,
    audit,
    hook: spy,
    log: scrubbedLogger(createLogger('info', log), []),
  });
  await plans.start();
  return {
    drafts,
    scheduler: plans,
    told,
    /** The audit log's lines */
    audit: () =>
      lines
        .text()
        .split('\n')
        .filter(Boolean)
        .map((line) => JSON.parse(line) as Record<string, unknown>),
    log: () => log.text(),
    /** Stopped, as a process that exits: its clone is left as it is */
    async stop() {
      await plans.stop();
      await drafts.close();
    },
  };
}
export type ServiceProcess = Awaited<ReturnType<typeof serviceProcess>>;

/** A draft by `by` that sets the Starter price, submitted for review; its slug and the commit a review shows. */
export async function priceDraft(drafts: Drafts, remote: TestRemote, title: string, price: number, by: Person) {
  const draft = await drafts.create(title, by);
  const product = productOn(remote, 'main');
  product.plans[0]!.price = price;
  const saved = await drafts.save(draft.slug, SHARED, { data: product }, by);
  if (!saved.saved) throw new Error(`The price was not saved: ${JSON.stringify(saved)}`);
  await drafts.setStatus(draft.slug, 'in-review', by);
  return { slug: draft.slug, reviewed: (await drafts.changes(draft.slug)).commit };
}

/** A publisher's schedule: a publish (and an end) of the version reviewed. */
export const schedule = (
  drafts: Drafts,
  clock: Clock,
  slug: string,
  by: Person,
  parts: { commit?: string; publish?: PlanInput; end?: PlanInput; version?: string | null },
) => setSchedule(drafts.repo, slug, by, { version: null, ...parts }, clock.now());

export const BERLIN = 'Europe/Berlin';
