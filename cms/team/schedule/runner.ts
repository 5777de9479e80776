// The scheduler: runs each plan of every draft at its time, with nobody signed in. It reads the plans from the
// remote's cms-status branch (where every service process on the remote writes them), runs those due, earliest first
// (a publish before an end at the same time), and sleeps until the next one, or for at most `pollMs`, to see plans
// other processes set. A start runs what came due while the service was stopped. Several processes on one remote
// run each plan once: main, then the plan's record, is the lock (fire.ts). A run that fails for a reason that may
// pass (the remote not answering) is tried again after `retryMs`.
import type { TextLog } from '../../../src/server/logger.ts';
import type { AuditLog } from '../audit.ts';
import { commitOf, type Repo } from '../drafts/repo.ts';
import { fetchRecords, readRecords, type DraftRecord } from '../drafts/status.ts';
import type { PublishHook } from '../publish/publish-hook.ts';
import type { Clock, Timer } from './clock.ts';
import { firePlan, type Due } from './fire.ts';

export interface SchedulerOptions {
  repo: Repo;
  clock: Clock;
  audit: AuditLog;
  hook: PublishHook;
  log: TextLog;
  /** How often it looks for plans set by other processes (default one minute) */
  pollMs?: number;
  /** How long after a failed run it tries again (default one minute) */
  retryMs?: number;
}

const ORDER = { publish: 0, end: 1 } as const;

/** Every waiting plan, earliest first. */
function waiting(records: Iterable<DraftRecord>): Due[] {
  const plans: Due[] = [];
  for (const record of records)
    for (const kind of ['publish', 'end'] as const) {
      const plan = record.schedule?.[kind];
      if (plan?.state === 'waiting') plans.push({ slug: record.slug, kind, plan, status: record.status });
    }
  return plans.sort((a, b) => Date.parse(a.plan.at) - Date.parse(b.plan.at) || ORDER[a.kind] - ORDER[b.kind]);
}

export function scheduler({ repo, clock, audit, hook, log, pollMs = 60_000, retryMs = 60_000 }: SchedulerOptions) {
  let timer: Timer | undefined;
  let stopped = false;
  /** Plans whose run failed, and when to try them again */
  const backOff = new Map<string, number>();
  let looking: Promise<void> | undefined;
  let again = false;

  const report = async (due: Due, result: Awaited<ReturnType<typeof firePlan>>['outcome']) => {
    const { kind, commit, reason, fields } = result;
    const why = [reason, ...(fields ?? [])].filter(Boolean).join(' — ') || undefined;
    audit.record({
      event: due.kind === 'publish' ? 'draft-publish' : 'draft-end',
      who: due.plan.by.email,
      draft: due.slug,
      commit,
      outcome: kind,
      scheduled: true,
      at: due.plan.at,
      ...(why && { reason: why }),
    });
    const main = commit ?? (await repo.exclusive(() => commitOf(repo, `refs/remotes/origin/${repo.main}`)));
    if (!main) return;
    hook.start({
      draft: due.slug,
      commit: main,
      by: due.plan.by,
      at: result.at,
      scheduled: true,
      action: due.kind,
      outcome: kind,
      ...(why && { reason: why }),
    });
  };

  async function look() {
    await repo.exclusive(() => fetchRecords(repo));
    const records = await repo.exclusive(() => readRecords(repo));
    for (const due of waiting(records.values())) {
      const now = clock.now();
      if (stopped || Date.parse(due.plan.at) > now) break;
      if ((backOff.get(due.plan.id) ?? 0) > now) continue;
      try {
        const result = await firePlan(repo, due, now);
        backOff.delete(due.plan.id);
        if (result.report) await report(due, result.outcome);
        else log.info(`The scheduled ${due.kind} of ${due.slug} was run by another service process`);
      } catch (error) {
        backOff.set(due.plan.id, now + retryMs);
        log.error(`The scheduled ${due.kind} of ${due.slug} failed, tried again later: ${(error as Error).message}`);
      }
    }
    return waiting((await repo.exclusive(() => readRecords(repo))).values());
  }

  function arm(plans: Due[]) {
    timer?.cancel();
    if (stopped) return;
    const now = clock.now();
    const next = plans
      .map((due) => Math.max(Date.parse(due.plan.at), backOff.get(due.plan.id) ?? 0))
      .reduce((a, b) => Math.min(a, b), now + pollMs);
    timer = clock.after(Math.max(0, next - now), refresh);
  }

  /** Looks now (once at a time: a look asked for while one runs is run after it). */
  function refresh(): Promise<void> {
    if (looking) {
      again = true;
      return looking;
    }
    looking = (async () => {
      do {
        again = false;
        try {
          arm(await look());
        } catch (error) {
          log.error(`The scheduler could not read the plans, tried again later: ${(error as Error).message}`);
          arm([]);
        }
      } while (again && !stopped);
    })().finally(() => (looking = undefined));
    return looking;
  }

  return {
    /** Runs what is due, and sleeps until the next plan */
    start: refresh,
    /** A plan was set or changed here: look again now */
    refresh,
    /** The scheduler's time, which the board counts the time left from */
    now: () => clock.now(),
    async stop() {
      stopped = true;
      timer?.cancel();
      await looking;
    },
  };
}

export type Scheduler = ReturnType<typeof scheduler>;
