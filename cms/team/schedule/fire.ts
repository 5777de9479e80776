// One due plan run: a draft published at its time, or its changes undone, and what came of it written into the plan
// in the draft's record. Whatever the outcome, the process whose record write moves the plan out of "waiting" is the
// one that reports it (the audit log, the publish hook with `scheduled: true`): of several processes firing one
// plan, one pushes to main and one reports, once.
import type { Plan, PlanOutcome } from '../../shared/team-types.ts';
import { DraftError } from '../drafts/errors.ts';
import { publishDraft } from '../drafts/publish.ts';
import type { Repo } from '../drafts/repo.ts';
import { nextRecord, updateRecord, type DraftRecord } from '../drafts/status.ts';
import { endDraft } from './end.ts';
import { changedReason, issueFields, outcome, REASONS } from './outcome.ts';

type PlanKind = 'publish' | 'end';

/** A plan due now */
export interface Due {
  slug: string;
  kind: PlanKind;
  plan: Plan;
  /** The draft's status when the plan was found due */
  status: DraftRecord['status'];
}

/** The record with the plan's outcome, when the plan is still the one run and still waiting; `moved` says so. */
function settled(record: DraftRecord, due: Due, result: PlanOutcome, moved: { yes: boolean }): DraftRecord {
  const plan = record.schedule?.[due.kind];
  if (plan?.id !== due.plan.id || plan.state !== 'waiting') return record;
  moved.yes = true;
  const state = result.kind === 'published' ? 'done' : 'refused';
  return { ...record, schedule: { ...record.schedule, [due.kind]: { ...plan, state, outcome: result } } };
}

/**
 * Writes a refusal (or an outcome found on main) into the plan; whether this write was the one that moved it. A
 * publish found on main (`published`, with main's commit before it) is the draft's status too.
 */
async function record(repo: Repo, due: Due, result: PlanOutcome, published?: { before?: string | undefined }) {
  const moved = { yes: false };
  await updateRecord(
    repo,
    due.slug,
    due.plan.by,
    (latest) => {
      moved.yes = false;
      let current = latest ?? { slug: due.slug, title: due.slug, status: 'draft', history: [] };
      if (published && current.status === 'in-review')
        current = nextRecord(current, 'published', due.plan.by, {
          commit: result.commit,
          at: result.at,
          ...(published.before && { before: published.before }),
        });
      return settled(current, due, result, moved);
    },
    (r) => `${r.title}: scheduled ${due.kind} ${result.kind}`,
  );
  return moved.yes;
}

async function publish(repo: Repo, due: Due, now: number): Promise<{ outcome: PlanOutcome; report: boolean }> {
  if (due.status === 'published') {
    const refused = outcome('changed', now, { reason: REASONS.alreadyPublished });
    return { outcome: refused, report: await record(repo, due, refused) };
  }
  const moved = { yes: false };
  const at = new Date(now);
  let result;
  try {
    result = await publishDraft(repo, due.slug, due.plan.by, due.plan.commit ?? '', [], {
      id: due.plan.id,
      at,
      record: (published, commit) => {
        moved.yes = false;
        return settled(published, due, outcome('published', now, { commit }), moved);
      },
    });
  } catch (error) {
    if (!(error instanceof DraftError) || !['wrong-status', 'no-such-draft'].includes(error.code)) throw error;
    const reason = error.code === 'no-such-draft' ? REASONS.gone : REASONS.notInReview;
    const refused = outcome('changed', now, { reason });
    return { outcome: refused, report: await record(repo, due, refused) };
  }
  if (result.published) {
    const done = outcome('published', now, { commit: result.commit });
    // Pushed by another process (or by this one before a stop): its record may still wait for it.
    if (result.already) return { outcome: done, report: await record(repo, due, done, { before: result.before }) };
    return { outcome: done, report: moved.yes };
  }
  const refused =
    'since' in result
      ? outcome('changed', now, { reason: changedReason(result.since) })
      : 'conflicts' in result
        ? outcome('conflicts', now, {
            reason: REASONS.conflicts,
            fields: [...new Set(result.conflicts.map((c) => `${c.document}: ${c.label}`))],
          })
        : outcome('invalid', now, {
            reason: REASONS.invalid,
            fields: await issueFields(repo, due.plan.commit, result.issues),
          });
  return { outcome: refused, report: await record(repo, due, refused) };
}

async function end(repo: Repo, due: Due, now: number): Promise<{ outcome: PlanOutcome; report: boolean }> {
  const moved = { yes: false };
  const result = await endDraft(repo, due.slug, due.plan, new Date(now), (latest, commit) => {
    moved.yes = false;
    const reason = commit ? {} : { reason: REASONS.nothingToUndo };
    return settled(latest, due, outcome('published', now, { ...(commit && { commit }), ...reason }), moved);
  });
  if (result.ended) {
    const done = outcome('published', now, { ...(result.commit && { commit: result.commit }) });
    if (result.already) return { outcome: done, report: await record(repo, due, done) };
    return { outcome: done, report: moved.yes };
  }
  const refused =
    'unpublished' in result
      ? outcome('changed', now, { reason: REASONS.unpublished })
      : 'conflicts' in result
        ? outcome('conflicts', now, {
            reason: REASONS.endConflicts,
            fields: [...new Set(result.conflicts.map((c) => `${c.document}: ${c.label}`))],
          })
        : outcome('invalid', now, {
            reason: REASONS.endInvalid,
            fields: await issueFields(repo, undefined, result.issues),
          });
  return { outcome: refused, report: await record(repo, due, refused) };
}

/** Runs a due plan; its outcome, and whether this process is the one to report it. */
export const firePlan = (repo: Repo, due: Due, now: number) =>
  due.kind === 'publish' ? publish(repo, due, now) : end(repo, due, now);
