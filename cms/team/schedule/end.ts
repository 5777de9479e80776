// A scheduled end: main gets back the values it had before a draft was published, for exactly the fields the draft's
// publish changed, as a publish of its own (one commit by the publisher who set the end, checked with the build's
// checks, pushed without force). A field someone changed on main since the publish is not undone: it is a conflict
// (field-merge.ts, with the published version as the base, main now as one side and main before as the other), and
// then nothing is undone. Marked like a scheduled publish (drafts/mark.ts), so two processes end it once.
import { mkdir, rm } from 'node:fs/promises';
import path from 'node:path';
import { isDeepStrictEqual } from 'node:util';
import type { ContentIssue } from '../../../src/content/issue.ts';
import { checkChanges } from '../../local-api/check.ts';
import { typeOfFile } from '../../local-api/documents.ts';
import { mergeFields } from '../../shared/field-merge.ts';
import type { Plan } from '../../shared/team-types.ts';
import { changedFiles, documentTitle, documentValue, labelOf, moneyOf, textAt } from '../drafts/changes.ts';
import { located } from '../drafts/publish-conflicts.ts';
import { markedCommit, markedMessage } from '../drafts/mark.ts';
import { authorEnv, checkPerson } from '../drafts/person.ts';
import { committerEnv, writeMerged, type Located } from '../drafts/replay.ts';
import { commitOf, fetch, type Repo } from '../drafts/repo.ts';
import { readRecord, updateRecord, type DraftRecord } from '../drafts/status.ts';

export type EndResult =
  /** `already`: another process (or an earlier run) pushed it; `commit` undefined: main had the old values already */
  | { ended: true; commit: string | undefined; already?: true }
  | { ended: false; conflicts: Located[] }
  | { ended: false; issues: ContentIssue[] }
  /** Never published, or published before the service kept main's commit before a publish */
  | { ended: false; unpublished: true };

/** Puts main's old values back in the worktree, file by file; the fields changed since, which it leaves. */
async function restore(repo: Repo, cwd: string, before: string, after: string, main: string) {
  const conflicts: Located[] = [];
  for (const file of await changedFiles(repo, before, after)) {
    const where = `${repo.contentDir}/${file}`;
    if (!typeOfFile(file)) {
      // An image: put back as it was, unless main has another one under its name now.
      const blob = (commit: string) => repo.git(['rev-parse', '--verify', '-q', `${commit}:${where}`]).catch(() => '');
      if ((await blob(after)) !== (await blob(main))) continue;
      if (await blob(before)) await repo.git(['checkout', before, '--', where], { cwd });
      else await repo.git(['rm', '--quiet', '--ignore-unmatch', '--', where], { cwd });
      continue;
    }
    const [old, published, now] = await Promise.all([before, after, main].map((c) => textAt(repo, c, file)));
    const values = [old, published, now].map((t) => documentValue(file, t ?? null));
    const isMoney = moneyOf(file, ...values);
    // The publish's changes undone on main now: its base is the published version, its "draft" main before.
    const merged = mergeFields(values[1], values[2], values[0]);
    for (const c of merged.conflicts)
      conflicts.push(
        located(
          file,
          c,
          documentTitle(file, values[2], values[1]),
          labelOf(file, c.path, values[2], values[1]),
          isMoney,
        ),
      );
    if (!isDeepStrictEqual(merged.merged, values[2]))
      await writeMerged(repo, cwd, file, now ?? old ?? '', merged.merged);
  }
  return conflicts;
}

/**
 * Ends a published draft as the plan says: a commit on main by the plan's publisher at `at`, with main's values from
 * before the draft for the fields it changed. `record` writes the plan's outcome into the record, once pushed.
 */
export async function endDraft(
  repo: Repo,
  slug: string,
  plan: Plan,
  at: Date,
  record: (latest: DraftRecord, commit: string | undefined) => DraftRecord,
): Promise<EndResult> {
  const by = checkPerson(plan.by);
  const committer = committerEnv(by, at);
  return repo.exclusive(async (): Promise<EndResult> => {
    for (let attempt = 0; attempt < 3; attempt++) {
      await fetch(repo);
      const current = await readRecord(repo, slug);
      const published = current?.history.findLast((e) => e.status === 'published');
      const main = await commitOf(repo, `refs/remotes/origin/${repo.main}`);
      if (!current || current.status !== 'published' || !published?.commit || !published.before || !main)
        return { ended: false, unpublished: true };
      const marked = await markedCommit(repo, published.commit, main, plan.id);
      if (marked) return { ended: true, commit: marked.commit, already: true };

      await mkdir(repo.scratch, { recursive: true });
      const cwd = path.join(repo.scratch, `end-${slug}`);
      await rm(cwd, { recursive: true, force: true });
      await repo.git(['worktree', 'add', '--quiet', '--detach', cwd, main]);
      try {
        const conflicts = await restore(repo, cwd, published.before, published.commit, main);
        if (conflicts.length > 0) return { ended: false, conflicts };
        let commit: string | undefined;
        if (!(await repo.tryGit(['diff', '--cached', '--quiet'], { cwd }))) {
          const subject = `${current.title}: the values from before it, back at the end of its schedule`;
          await repo.git(['commit', '--quiet', '-m', markedMessage(subject, plan.id)], {
            cwd,
            env: { ...authorEnv(by), GIT_AUTHOR_DATE: at.toISOString(), ...committer },
          });
          const checked = await checkChanges({ root: cwd, contentDir: repo.contentDir }, new Map());
          if (checked.issues.length > 0) return { ended: false, issues: checked.issues };
          commit = (await repo.git(['rev-parse', 'HEAD'], { cwd })).trim();
          // Never forced: if main moved meanwhile the remote refuses, and the end is worked out on the new main.
          if (!(await repo.tryGit(['push', '--quiet', 'origin', `HEAD:refs/heads/${repo.main}`], { cwd }))) continue;
          await repo.git(['update-ref', `refs/remotes/origin/${repo.main}`, commit]);
        }
        const done = commit;
        await updateRecord(
          repo,
          slug,
          by,
          (latest) => record(latest ?? current, done),
          (r) => `${r.title}: ended`,
        );
        return { ended: true, commit };
      } finally {
        await repo.tryGit(['worktree', 'remove', '--force', cwd]);
        await rm(cwd, { recursive: true, force: true });
        await repo.tryGit(['worktree', 'prune']);
      }
    }
    throw new Error(`The end of ${slug} could not be pushed: main kept moving`);
  });
}
