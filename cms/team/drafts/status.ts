// Where a draft's status (Draft → In review → Published) and its history live: one JSON file per draft on a
// branch of its own, cms-status, in the same remote. Each change is a commit authored by the person who made it,
// pushed at once and only as a fast-forward (a push that loses a race is redone on the new tip), so the status
// survives a restart, every service clone shares it, and its history is git's. Not on the draft branch, where
// publishing would carry it to main; not in git notes, which hang on commits while a draft is a moving branch
// (and one with no commit of its own yet has nothing to hang a note on). Written with a temporary index, so the
// worktree, where saves happen, is never touched.
import { randomUUID } from 'node:crypto';
import path from 'node:path';
import { mkdir, rm } from 'node:fs/promises';
import { isDeepStrictEqual } from 'node:util';
import { DraftError } from './errors.ts';
import { authorEnv, type Person } from './person.ts';
import { commitOf, type Repo } from './repo.ts';
import type { DraftSchedule, Status } from '../../shared/team-types.ts';
export type { Status } from '../../shared/team-types.ts';

const STATUS_BRANCH = 'cms-status';
const REMOTE_REF = `refs/remotes/origin/${STATUS_BRANCH}`;

export interface StatusEvent {
  status: Status;
  by: Person;
  /** ISO 8601 */
  at: string;
  /** On publishing: main's commit that holds the draft; on a return to Draft by a save: the save's commit */
  commit?: string;
  /** On publishing: main's commit before it, whose values a scheduled end restores */
  before?: string;
  /** Why the status changed when nobody chose it: "saved after review" */
  reason?: string;
}

export interface DraftRecord {
  slug: string;
  title: string;
  status: Status;
  history: StatusEvent[];
  /** When it is published and when its changes are undone (cms/team/schedule/) */
  schedule?: DraftSchedule;
}

const fileOf = (slug: string) => `${slug}.json`;

function parseRecord(text: string): DraftRecord | null {
  try {
    const record = JSON.parse(text) as DraftRecord;
    return typeof record.slug === 'string' && Array.isArray(record.history) ? record : null;
  } catch {
    return null;
  }
}

/** Every draft's record, as the remote had it at the last fetch or push. */
export async function readRecords(repo: Repo): Promise<Map<string, DraftRecord>> {
  const records = new Map<string, DraftRecord>();
  if (!(await commitOf(repo, REMOTE_REF))) return records;
  const names = (await repo.git(['ls-tree', '--name-only', REMOTE_REF])).split('\n').filter((n) => n.endsWith('.json'));
  for (const name of names) {
    const record = parseRecord(await repo.git(['show', `${REMOTE_REF}:${name}`]));
    if (record) records.set(record.slug, record);
  }
  return records;
}

export async function readRecord(repo: Repo, slug: string): Promise<DraftRecord | null> {
  if (!(await commitOf(repo, REMOTE_REF))) return null;
  const text = await repo.git(['show', `${REMOTE_REF}:${fileOf(slug)}`]).catch(() => null);
  return text === null ? null : parseRecord(text);
}

/**
 * Commits one draft's new record onto cms-status and pushes it, fast-forward only. Each write's commit is its own (a
 * trailer with an id of its own): two clones writing the same record from the same tip in the same second would
 * otherwise make one commit, git would take the second push as done, and both would think their write landed.
 */
async function commitRecord(repo: Repo, record: DraftRecord, by: Person, message: string, parent: string | null) {
  await mkdir(repo.scratch, { recursive: true });
  const index = path.join(repo.scratch, `status-index-${process.pid}`);
  const env = { ...authorEnv(by), GIT_INDEX_FILE: index };
  try {
    const blob = (
      await repo.git(['hash-object', '-w', '--stdin'], { input: `${JSON.stringify(record, null, 2)}\n` })
    ).trim();
    await repo.git(parent ? ['read-tree', parent] : ['read-tree', '--empty'], { env });
    await repo.git(['update-index', '--add', '--cacheinfo', `100644,${blob},${fileOf(record.slug)}`], { env });
    const tree = (await repo.git(['write-tree'], { env })).trim();
    const commit = (
      await repo.git(
        ['commit-tree', tree, ...(parent ? ['-p', parent] : []), '-m', message, '-m', `Cms-Write: ${randomUUID()}`],
        { env },
      )
    ).trim();
    const pushed = await repo.tryGit(['push', '--quiet', 'origin', `${commit}:refs/heads/${STATUS_BRANCH}`]);
    if (pushed) await repo.git(['update-ref', REMOTE_REF, commit]);
    return pushed;
  } finally {
    await rm(index, { force: true });
  }
}

const LABEL: Record<Status, string> = { draft: 'Draft', 'in-review': 'In review', published: 'Published' };

/** Brings the remote's cms-status into the clone (the scheduler's look at every draft's plans). */
export const fetchRecords = (repo: Repo) =>
  repo.tryGit(['fetch', '--quiet', 'origin', `+refs/heads/${STATUS_BRANCH}:${REMOTE_REF}`]);

/**
 * Changes a draft's record (made by `change` from the remote's latest) and pushes it; a change that changes nothing
 * pushes nothing. A push refused because another clone changed cms-status meanwhile is redone on the new tip, a few
 * times. `message` says what changed, when it is not the status (a schedule).
 */
export async function updateRecord(
  repo: Repo,
  slug: string,
  by: Person,
  change: (record: DraftRecord | null) => DraftRecord,
  message?: (record: DraftRecord) => string,
): Promise<DraftRecord> {
  for (let attempt = 0; attempt < 5; attempt++) {
    await fetchRecords(repo);
    const parent = await commitOf(repo, REMOTE_REF);
    const latest = await readRecord(repo, slug);
    const record = change(latest);
    if (latest && isDeepStrictEqual(record, latest)) return record;
    const words = message?.(record) ?? `${record.title}: ${LABEL[record.status]}`;
    if (await commitRecord(repo, record, by, words, parent)) return record;
  }
  throw new Error(`The status of ${slug} could not be pushed: the remote kept changing`);
}

// Draft ⇄ In review by hand; Published only by publishing, and final.
const ALLOWED: Record<Status, Status[]> = { draft: ['in-review'], 'in-review': ['draft', 'published'], published: [] };

export function nextRecord(record: DraftRecord, status: Status, by: Person, extra: Partial<StatusEvent> = {}) {
  if (!ALLOWED[record.status].includes(status))
    throw new DraftError(
      'wrong-status',
      `${record.title} is ${LABEL[record.status]}: it cannot become ${LABEL[status]}`,
    );
  const event: StatusEvent = { status, by, at: new Date().toISOString(), ...extra };
  return { ...record, status, history: [...record.history, event] };
}

/** Why a draft in review went back to Draft by itself. */
const SAVED_AFTER_REVIEW = 'saved after review';

/**
 * A save into a draft that is In review moves it back to Draft, by the person who saved (as a pull request's approval
 * is dismissed by a new push): the review was of what the draft was before. The new record, or null when the draft
 * was not in review.
 */
export async function reopenAfterSave(repo: Repo, slug: string, by: Person, commit: string) {
  if ((await readRecord(repo, slug))?.status !== 'in-review') return null;
  return updateRecord(repo, slug, by, (latest) =>
    latest?.status === 'in-review'
      ? nextRecord(latest, 'draft', by, { commit, reason: SAVED_AFTER_REVIEW })
      : (latest ?? { slug, title: slug, status: 'draft', history: [] }),
  );
}
