// Publishing a draft: its commits replayed one by one onto main as the remote has it now (cherry-pick in a
// temporary worktree, so each keeps its author; the publisher is the committer: replay.ts), checked with the build's
// checks, and pushed without force. A file changed on both sides is merged field by field (field-merge.ts): what only
// one side changed merges by itself; a field both changed comes back as a conflict, and publishing again with the
// publisher's chosen values (`resolutions`) completes it. A scheduled publish (cms/team/schedule/) marks its last
// commit with its plan's id, so that every clone sees it done, whichever pushed it.
import { mkdir, rm } from 'node:fs/promises';
import path from 'node:path';
import { isDeepStrictEqual } from 'node:util';
import type { ContentIssue } from '../../../src/content/issue.ts';
import { checkChanges } from '../../local-api/check.ts';
import type { Decide } from '../../shared/field-merge.ts';
import { branchOf, checkSlug } from './branches.ts';
import { DraftError } from './errors.ts';
import { markCommit, markedCommit } from './mark.ts';
import { checkPerson, type Person } from './person.ts';
import { conflictsOf } from './publish-conflicts.ts';
import { commitOf, fetch, type Repo } from './repo.ts';
import { committerEnv, enforce, replay } from './replay.ts';
import { changesSince, type ChangeSince } from './since.ts';
import { nextRecord, readRecord, updateRecord, type DraftRecord } from './status.ts';
import { leaveOutUnusedImages } from './unused-images.ts';
import type { Conflict, Resolution } from '../../shared/team-types.ts';
export type { Resolution } from '../../shared/team-types.ts';

/** A publish of a version that is not the draft's newest: what changed after it, to review again. */
interface StaleReview {
  published: false;
  /** The draft's newest commit */
  tip: string;
  /** Whether the version reviewed is one of this draft's (else `since` lists every change since it began) */
  known: boolean;
  since: ChangeSince[];
}

export type PublishResult =
  /** `already`: a scheduled publish another clone (or an earlier run of this one) pushed (`before` it, main's
   * commit): nothing pushed now */
  | { published: true; commit: string; commits: number; already?: true; before?: string }
  | StaleReview
  | { published: false; conflicts: Conflict[] }
  | { published: false; issues: ContentIssue[] };

/** A publish the scheduler runs, for a plan (cms/team/schedule/). */
export interface ScheduledPublish {
  /** The plan's id, which marks the commit */
  id: string;
  /** When it runs: the time of its commits and of its status */
  at: Date;
  /** The record once published (main's new commit given), the plan's outcome written in the same change */
  record: (published: DraftRecord, commit: string) => DraftRecord;
}

const keyOf = (file: string, fieldPath: string) => `${file}\0${fieldPath}`;

/**
 * Publishes a draft that is in review, at the version the publisher reviewed (`reviewed`, the commit its review
 * showed): a draft that changed since is refused with what changed (StaleReview). Returns the conflicts when main and the draft changed the same field and
 * no resolution says which value to keep, or the build's issues when the merged content would not build.
 */
export async function publishDraft(
  repo: Repo,
  slug: string,
  person: Person,
  reviewed: string,
  resolutions: Resolution[] = [],
  scheduled?: ScheduledPublish,
): Promise<PublishResult> {
  const publisher = checkPerson(person);
  const branch = branchOf(checkSlug(slug));
  const committer = committerEnv(publisher, scheduled?.at);
  return repo.exclusive(async (): Promise<PublishResult> => {
    // A push refused because main moved while this one ran is retried on the new main.
    for (let attempt = 0; attempt < 3; attempt++) {
      await fetch(repo);
      const record = await readRecord(repo, slug);
      const tip = await commitOf(repo, `refs/remotes/origin/${branch}`);
      const main = await commitOf(repo, `refs/remotes/origin/${repo.main}`);
      if (!tip || !main) throw new DraftError('no-such-draft', `There is no draft ${slug}`);
      const base = (await repo.git(['merge-base', main, tip])).trim();
      // Main is the lock of a scheduled publish: whoever pushed first, the others find its mark and push nothing.
      const marked = scheduled && (await markedCommit(repo, base, main, scheduled.id));
      if (marked) return { published: true, commits: 0, already: true, ...marked };
      // Before the status: a save after review has moved the draft back to Draft, and the publisher learns why.
      if (reviewed !== tip) return { published: false, tip, ...(await changesSince(repo, reviewed, base, tip)) };
      if (record?.status !== 'in-review')
        throw new DraftError(
          'wrong-status',
          `${record?.title ?? slug} is not in review: only a draft in review is published`,
        );
      const commits = (await repo.git(['rev-list', '--reverse', '--no-merges', `${base}..${tip}`]))
        .split('\n')
        .filter(Boolean);
      if (commits.length === 0) throw new DraftError('wrong-status', `${record.title} has no saved change to publish`);
      // Saves only touch the content folder; a commit pushed onto the branch by other means must not reach main.
      const outside = (await repo.git(['diff', '--name-only', '-z', base, tip])).split('\0').filter(Boolean);
      const strays = outside.filter((f) => !f.startsWith(`${repo.contentDir}/`));
      if (strays.length > 0)
        throw new DraftError(
          'path-refused',
          `${record.title} changes files outside the content folder: ${strays.join(', ')}`,
        );

      const conflicts = await conflictsOf(repo, base, main, tip);
      const given = new Map(resolutions.map((r) => [keyOf(r.file, r.path), r.value]));
      const open = conflicts.filter((c) => !given.has(keyOf(c.file, c.path)));
      if (open.length > 0) return { published: false, conflicts: open.map(({ at: _, ...c }) => c) };
      const chosen = conflicts.map((conflict) => ({ conflict, value: given.get(keyOf(conflict.file, conflict.path)) }));
      const decide =
        (file: string): Decide =>
        (c) => {
          const match = chosen.find((x) => x.conflict.file === file && isDeepStrictEqual(x.conflict.at, c.path));
          return match && { value: match.value };
        };

      await mkdir(repo.scratch, { recursive: true });
      const cwd = path.join(repo.scratch, `publish-${slug}`);
      await rm(cwd, { recursive: true, force: true });
      await repo.git(['worktree', 'add', '--quiet', '--detach', cwd, main]);
      try {
        await replay(repo, cwd, commits, committer, decide);
        await enforce(repo, cwd, chosen, publisher, committer);
        await leaveOutUnusedImages(repo, cwd, main);
        if (scheduled) await markCommit(repo, cwd, main, scheduled.id, committer);
        const checked = await checkChanges({ root: cwd, contentDir: repo.contentDir }, new Map());
        if (checked.issues.length > 0) return { published: false, issues: checked.issues };
        const published = (await repo.git(['rev-parse', 'HEAD'], { cwd })).trim();
        // Never forced: if main moved meanwhile the remote refuses, and the draft is replayed on the new main.
        if (!(await repo.tryGit(['push', '--quiet', 'origin', `HEAD:refs/heads/${repo.main}`], { cwd }))) continue;
        await repo.git(['update-ref', `refs/remotes/origin/${repo.main}`, published]);
        // What main was before it: a scheduled end restores its values (cms/team/schedule/end.ts).
        const event = { commit: published, before: main, ...(scheduled && { at: scheduled.at.toISOString() }) };
        await updateRecord(repo, slug, publisher, (latest) => {
          if (!scheduled) return nextRecord(latest ?? record, 'published', publisher, event);
          // Another clone may have written it already: a scheduled publish's record is written once.
          const current = latest ?? record;
          return scheduled.record(
            current.status === 'published' ? current : nextRecord(current, 'published', publisher, event),
            published,
          );
        });
        return { published: true, commit: published, commits: commits.length };
      } finally {
        await repo.tryGit(['worktree', 'remove', '--force', cwd]);
        await rm(cwd, { recursive: true, force: true });
        await repo.tryGit(['worktree', 'prune']);
      }
    }
    throw new Error(`${slug} could not be published: main kept moving`);
  });
}
