// Publishing a draft: its commits replayed one by one onto main as the remote has it now (cherry-pick in a
// temporary worktree, so each keeps its author; the publisher is the committer), checked with the build's checks,
// and pushed without force. A file changed on both sides is merged field by field (field-merge.ts): what only one
// side changed merges by itself; a field both changed comes back as a conflict, and publishing again with the
// publisher's chosen values (`resolutions`) completes it.
import { mkdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { isDeepStrictEqual } from 'node:util';
import type { ContentIssue } from '../../../src/content/issue.ts';
import { formatFieldPath } from '../../../src/content/issue.ts';
import { checkChanges } from '../../local-api/check.ts';
import type { Path } from '../../shared/describe-change.ts';
import { titleOf, typeOfFile, writeDocumentText } from '../../local-api/documents.ts';
import { branchOf, checkSlug } from './branches.ts';
import { changedFiles, documentTitle, documentValue, labelOf, moneyOf, textAt } from './changes.ts';
import { DraftError } from './errors.ts';
import { getAt, mergeFields, setAt, type Decide } from '../../shared/field-merge.ts';
import { authorEnv, checkPerson, type Person } from './person.ts';
import { commitOf, fetch, type Repo } from './repo.ts';
import { changesSince, type ChangeSince } from './since.ts';
import { nextRecord, readRecord, updateRecord } from './status.ts';
import { leaveOutUnusedImages } from './unused-images.ts';
import { valueText } from './value-text.ts';
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
  | { published: true; commit: string; commits: number }
  | StaleReview
  | { published: false; conflicts: Conflict[] }
  | { published: false; issues: ContentIssue[] };

type Located = Conflict & { at: Path };

/** Fields that main and the draft both changed, differently, since the draft began. */
async function conflictsOf(repo: Repo, base: string, main: string, tip: string): Promise<Located[]> {
  const onMain = new Set(await changedFiles(repo, base, main));
  // Documents only: an image is settled whole (settle, below).
  const both = (await changedFiles(repo, base, tip)).filter((f) => onMain.has(f) && typeOfFile(f));
  const found: Located[] = [];
  for (const file of both) {
    const [b, m, d] = await Promise.all([base, main, tip].map((c) => textAt(repo, c, file)));
    const values = [b, m, d].map((t) => documentValue(file, t ?? null));
    const isMoney = moneyOf(file, ...values);
    for (const c of mergeFields(values[0], values[1], values[2]).conflicts) {
      const money = isMoney(c.path);
      found.push({
        file,
        at: c.path,
        path: formatFieldPath(c.path),
        document: documentTitle(file, values[2], values[1]),
        label: labelOf(file, c.path, values[1], values[2]),
        base: c.base,
        main: c.main,
        draft: c.draft,
        mainText: valueText(c.main, c.path, () => money),
        draftText: valueText(c.draft, c.path, () => money),
      });
    }
  }
  return found;
}

const keyOf = (file: string, fieldPath: string) => `${file}\0${fieldPath}`;

/** Writes a file's merged value into its text (main's layout kept), or removes it. */
async function writeMerged(repo: Repo, cwd: string, file: string, layoutText: string, value: unknown) {
  const where = `${repo.contentDir}/${file}`;
  if (value === undefined) return repo.git(['rm', '--quiet', '-f', '--', where], { cwd });
  const { body, ...data } = value as Record<string, unknown>;
  const text = writeDocumentText(file, layoutText, {
    data,
    ...(typeof body === 'string' && { body }),
  });
  await writeFile(path.join(cwd, where), text);
  return repo.git(['add', '--', where], { cwd });
}

/** Settles the files a cherry-pick left in conflict, field by field; main's value where no choice was made. */
async function settle(repo: Repo, cwd: string, decide: (file: string) => Decide) {
  const unmerged = (await repo.git(['diff', '--name-only', '-z', '--diff-filter=U'], { cwd })).split('\0');
  const prefix = `${repo.contentDir}/`;
  for (const where of unmerged.filter(Boolean)) {
    if (!where.startsWith(prefix)) throw new Error(`${where} is outside the content folder and in conflict`);
    const file = where.slice(prefix.length);
    if (!typeOfFile(file)) {
      // An image both sides added or changed under one name: the draft's, which its pages were previewed with.
      await repo
        .git(['checkout', '--theirs', '--', where], { cwd })
        .catch(() => repo.git(['rm', '-q', '--', where], { cwd }));
      await repo.git(['add', '--all', '--', where], { cwd });
      continue;
    }
    const stage = (n: number) => repo.git(['show', `:${n}:${where}`], { cwd }).catch(() => null);
    const [base, ours, theirs] = await Promise.all([stage(1), stage(2), stage(3)]);
    const values = [base, ours, theirs].map((t) => documentValue(file, t));
    const choose = decide(file);
    const { merged } = mergeFields(values[0], values[1], values[2], (c) => choose(c) ?? { value: c.main });
    await writeMerged(repo, cwd, file, ours ?? theirs ?? '', merged);
  }
}

/** Replays the draft's commits onto main in the worktree; each keeps its author, the publisher commits. */
async function replay(repo: Repo, cwd: string, commits: string[], publisher: Person, decide: (f: string) => Decide) {
  const env = authorEnv(publisher, publisher);
  const committer = {
    GIT_COMMITTER_NAME: env.GIT_COMMITTER_NAME ?? '',
    GIT_COMMITTER_EMAIL: env.GIT_COMMITTER_EMAIL ?? '',
  };
  for (const commit of commits) {
    if (await repo.tryGit(['cherry-pick', commit], { cwd, env: committer })) continue;
    await settle(repo, cwd, decide);
    // Main may already hold what the commit did: then it adds nothing, and is left out.
    if (await repo.tryGit(['diff', '--cached', '--quiet'], { cwd })) await repo.git(['cherry-pick', '--skip'], { cwd });
    else await repo.git(['cherry-pick', '--continue'], { cwd, env: committer });
  }
}

/** Makes sure each chosen value is what main ends with; a commit by the publisher when a replay left it otherwise. */
async function enforce(repo: Repo, cwd: string, chosen: { conflict: Located; value: unknown }[], publisher: Person) {
  const files = [...new Set(chosen.map((c) => c.conflict.file))];
  for (const file of files) {
    const text = await textAt(repo, 'HEAD', file, cwd);
    let value: unknown = documentValue(file, text);
    for (const { conflict, value: v } of chosen.filter((c) => c.conflict.file === file))
      if (!isDeepStrictEqual(getAt(value, conflict.at), v)) value = setAt(value, conflict.at, v);
    if (isDeepStrictEqual(value, documentValue(file, text))) continue;
    await writeMerged(repo, cwd, file, text ?? '', value);
    const title = titleOf(file, (value ?? {}) as Record<string, unknown>);
    await repo.git(['commit', '--quiet', '-m', `${title}: the publisher's choice in a conflict`], {
      cwd,
      env: authorEnv(publisher, publisher),
    });
  }
}

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
): Promise<PublishResult> {
  const publisher = checkPerson(person);
  const branch = branchOf(checkSlug(slug));
  return repo.exclusive(async (): Promise<PublishResult> => {
    // A push refused because main moved while this one ran is retried on the new main.
    for (let attempt = 0; attempt < 3; attempt++) {
      await fetch(repo);
      const record = await readRecord(repo, slug);
      const tip = await commitOf(repo, `refs/remotes/origin/${branch}`);
      const main = await commitOf(repo, `refs/remotes/origin/${repo.main}`);
      if (!tip || !main) throw new DraftError('no-such-draft', `There is no draft ${slug}`);
      const base = (await repo.git(['merge-base', main, tip])).trim();
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
        await replay(repo, cwd, commits, publisher, decide);
        await enforce(repo, cwd, chosen, publisher);
        await leaveOutUnusedImages(repo, cwd, main);
        const checked = await checkChanges({ root: cwd, contentDir: repo.contentDir }, new Map());
        if (checked.issues.length > 0) return { published: false, issues: checked.issues };
        const published = (await repo.git(['rev-parse', 'HEAD'], { cwd })).trim();
        // Never forced: if main moved meanwhile the remote refuses, and the draft is replayed on the new main.
        if (!(await repo.tryGit(['push', '--quiet', 'origin', `HEAD:refs/heads/${repo.main}`], { cwd }))) continue;
        await repo.git(['update-ref', `refs/remotes/origin/${repo.main}`, published]);
        await updateRecord(repo, slug, publisher, (latest) =>
          nextRecord(latest ?? record, 'published', publisher, { commit: published }),
        );
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
