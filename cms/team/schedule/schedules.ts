// A draft's plans, as a publisher sets, changes and cancels them: when it is published and when its changes are
// undone, each a time in a zone. They live in the draft's record on the remote's cms-status branch (status.ts),
// so every service process on the remote sees them and a restart forgets none. A write names the version of the
// schedule it was made from (scheduleVersion, as the board gave it) and is refused when it changed since; a publish is
// scheduled for the version of the draft reviewed, and only while the draft is in review.
import { randomBytes } from 'node:crypto';
import { versionOf } from '../../local-api/versioned-save.ts';
import type { DraftSchedule, Plan } from '../../shared/team-types.ts';
import { branchOf, checkSlug } from '../drafts/branches.ts';
import { DraftError } from '../drafts/errors.ts';
import { checkPerson, type Person } from '../drafts/person.ts';
import { commitOf, fetch, type Repo } from '../drafts/repo.ts';
import { updateRecord, type DraftRecord } from '../drafts/status.ts';
import { instantOf } from './zoned-time.ts';

/** A time as the publisher gives it: "2026-11-27T00:00" in "Europe/Berlin" */
export interface PlanInput {
  local: string;
  zone: string;
}

/** Each part: absent, left as it is; null, cancelled; given, set (a new plan) */
export interface ScheduleRequest {
  /** The schedule's version the request was made from (null: there was none) */
  version: string | null;
  /** With a publish: the draft's commit the publisher reviewed */
  commit?: string | undefined;
  publish?: PlanInput | null | undefined;
  end?: PlanInput | null | undefined;
}

/** How far ahead a plan may be: past it, a typo in the year more likely than a campaign */
const FURTHEST_MS = 5 * 366 * 86_400_000;

/** The schedule's version: what a change or a cancel says it was made from; null when there is none. */
export const scheduleVersion = (schedule: DraftSchedule | undefined) =>
  schedule && (schedule.publish || schedule.end) ? versionOf(JSON.stringify(schedule)) : null;

const shown = (input: PlanInput) => `${input.local.replace('T', ' ')} ${input.zone}`;

/** The instant of a time given, checked: it exists, and it is ahead, but not years ahead. */
function instantOfInput(input: PlanInput, now: number, what: string): number {
  const zoned = instantOf(input.local, input.zone);
  if (!zoned.ok) throw new DraftError('bad-time', `The ${what} time: ${zoned.problem}`);
  if (zoned.instant <= now) throw new DraftError('bad-time', `The ${what} time, ${shown(input)}, has passed`);
  if (zoned.instant > now + FURTHEST_MS)
    throw new DraftError('bad-time', `The ${what} time, ${shown(input)}, is more than five years ahead`);
  return zoned.instant;
}

const newPlan = (input: PlanInput, instant: number, by: Person, now: number, commit?: string): Plan => ({
  id: randomBytes(8).toString('hex'),
  at: new Date(instant).toISOString(),
  local: input.local,
  zone: input.zone,
  by,
  setAt: new Date(now).toISOString(),
  ...(commit && { commit }),
  state: 'waiting',
});

/** The record with the request applied, or why not. */
function planned(
  record: DraftRecord,
  request: ScheduleRequest,
  times: { publish?: number; end?: number },
  tip: string,
  by: Person,
  now: number,
): DraftRecord {
  if (scheduleVersion(record.schedule) !== request.version)
    throw new DraftError('stale', 'The schedule changed since you looked at it: nothing was changed. Look at it again');
  const schedule: DraftSchedule = { ...record.schedule };
  const published = record.status === 'published';
  // A cancel cancels what waits: a publish or an end that ran stays, with what came of it.
  if (request.publish === null) {
    if (schedule.publish?.state !== 'done') delete schedule.publish;
    // An end undoes a publish: without one, a draft not published has nothing for it to undo.
    if (!published) delete schedule.end;
  } else if (request.publish && times.publish !== undefined) {
    if (published) throw new DraftError('wrong-status', `${record.title} is published already`);
    if (record.status !== 'in-review')
      throw new DraftError('wrong-status', `${record.title} is not in review: only a draft in review is scheduled`);
    if (request.commit !== tip)
      throw new DraftError(
        'stale',
        'The draft changed after the version you reviewed: nothing was scheduled. Review it again',
      );
    schedule.publish = newPlan(request.publish, times.publish, by, now, tip);
  }
  if (request.end === null) {
    if (schedule.end?.state !== 'done') delete schedule.end;
  } else if (request.end && times.end !== undefined) {
    if (schedule.end?.state === 'done')
      throw new DraftError('wrong-status', `The changes of ${record.title} were undone already`);
    const publishAt = schedule.publish?.state === 'waiting' ? Date.parse(schedule.publish.at) : undefined;
    if (!published && publishAt === undefined)
      throw new DraftError('wrong-status', `An end undoes a publish: schedule the publish of ${record.title} first`);
    if (publishAt !== undefined && times.end <= publishAt)
      throw new DraftError('bad-time', 'The end must come after the publish');
    if (published && !record.history.findLast((e) => e.status === 'published')?.before)
      throw new DraftError('wrong-status', `${record.title} was published before the editor kept what it replaced`);
    schedule.end = newPlan(request.end, times.end, by, now);
  }
  // A publish moved later than its end, which was left as it was, would end before it began.
  const { publish, end } = schedule;
  if (publish?.state === 'waiting' && end?.state === 'waiting' && Date.parse(end.at) <= Date.parse(publish.at))
    throw new DraftError('bad-time', 'The end must come after the publish');
  const { schedule: _, ...rest } = record;
  return schedule.publish || schedule.end ? { ...rest, schedule } : rest;
}

const words = (record: DraftRecord) => {
  const { publish, end } = record.schedule ?? {};
  const parts = [publish && `publish ${publish.at}`, end && `end ${end.at}`].filter(Boolean);
  return `${record.title}: schedule ${parts.join(', ') || 'cancelled'}`;
};

/** Sets, changes or cancels a draft's plans as the request says; the record as the remote now has it. */
export async function setSchedule(repo: Repo, slug: string, person: Person, request: ScheduleRequest, now: number) {
  const by = checkPerson(person);
  const branch = branchOf(checkSlug(slug));
  // The times first: a bad one is refused before any git work.
  const times = {
    ...(request.publish && { publish: instantOfInput(request.publish, now, 'publish') }),
    ...(request.end && { end: instantOfInput(request.end, now, 'end') }),
  };
  return repo.exclusive(async () => {
    await fetch(repo);
    const tip = await commitOf(repo, `refs/remotes/origin/${branch}`);
    if (!tip) throw new DraftError('no-such-draft', `There is no draft ${slug}`);
    return updateRecord(
      repo,
      slug,
      by,
      (latest) => planned(latest ?? { slug, title: slug, status: 'draft', history: [] }, request, times, tip, by, now),
      words,
    );
  });
}
