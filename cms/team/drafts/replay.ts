// A draft's commits replayed onto main in a temporary worktree (publish.ts): cherry-picked one by one, each keeping
// its author, with the publisher as the committer; a file left in conflict settled field by field (field-merge.ts),
// and the publisher's chosen values made sure of. Also how a merged value is written back into a file's text, which
// the scheduled end (cms/team/schedule/end.ts) writes with too.
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { isDeepStrictEqual } from 'node:util';
import { titleOf, typeOfFile, writeDocumentText } from '../../local-api/documents.ts';
import type { Path } from '../../shared/describe-change.ts';
import { getAt, mergeFields, setAt, type Decide } from '../../shared/field-merge.ts';
import type { Conflict } from '../../shared/team-types.ts';
import { documentValue, textAt } from './changes.ts';
import { authorEnv, type Person } from './person.ts';
import type { Repo } from './repo.ts';

/** A conflict with its field path as a list, as field-merge.ts names it */
export type Located = Conflict & { at: Path };

/** Writes a file's merged value into its text (main's layout kept), or removes it; staged. */
export async function writeMerged(repo: Repo, cwd: string, file: string, layoutText: string, value: unknown) {
  const where = `${repo.contentDir}/${file}`;
  if (value === undefined) return repo.git(['rm', '--quiet', '-f', '--ignore-unmatch', '--', where], { cwd });
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

/** Who commits a replay: the publisher, at a given time when the publish was scheduled for it. */
export const committerEnv = (publisher: Person, at?: Date): Record<string, string> => {
  const env = authorEnv(publisher, publisher);
  return {
    GIT_COMMITTER_NAME: env.GIT_COMMITTER_NAME ?? '',
    GIT_COMMITTER_EMAIL: env.GIT_COMMITTER_EMAIL ?? '',
    ...(at && { GIT_COMMITTER_DATE: at.toISOString() }),
  };
};

/** Replays the draft's commits onto main in the worktree; each keeps its author, the publisher commits. */
export async function replay(
  repo: Repo,
  cwd: string,
  commits: string[],
  committer: Record<string, string>,
  decide: (f: string) => Decide,
) {
  for (const commit of commits) {
    if (await repo.tryGit(['cherry-pick', commit], { cwd, env: committer })) continue;
    await settle(repo, cwd, decide);
    // Main may already hold what the commit did: then it adds nothing, and is left out.
    if (await repo.tryGit(['diff', '--cached', '--quiet'], { cwd })) await repo.git(['cherry-pick', '--skip'], { cwd });
    else await repo.git(['cherry-pick', '--continue'], { cwd, env: committer });
  }
}

/** Makes sure each chosen value is what main ends with; a commit by the publisher when a replay left it otherwise. */
export async function enforce(
  repo: Repo,
  cwd: string,
  chosen: { conflict: Located; value: unknown }[],
  publisher: Person,
  committer: Record<string, string>,
) {
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
      env: { ...authorEnv(publisher), ...committer },
    });
  }
}
