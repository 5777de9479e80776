// A publish leaves out the images a draft added that no document names when it is published: an upload tried and
// then not used, or one whose document was changed to another image. They are taken out of every replayed commit,
// not deleted by one more, so their bytes never reach main's history; a commit left with nothing is left out.
// publish.ts calls this in its temporary worktree after the replay, before the build's checks.
import { rm } from 'node:fs/promises';
import path from 'node:path';
import { imageUsers } from '../../local-api/image-users.ts';
import type { Repo } from './repo.ts';

/** Who made a commit and when, as git's environment sets them again for its copy. */
const IDENTITY = ['AUTHOR_NAME', 'AUTHOR_EMAIL', 'AUTHOR_DATE', 'COMMITTER_NAME', 'COMMITTER_EMAIL', 'COMMITTER_DATE'];
const FORMAT = '%an%x00%ae%x00%aI%x00%cn%x00%ce%x00%cI%x00%B';

/**
 * Rewrites the commits from `main` to the worktree's HEAD without the images they added that nothing names at HEAD,
 * and puts the worktree on the result. Returns those images' paths inside the content folder.
 */
export async function leaveOutUnusedImages(repo: Repo, cwd: string, main: string): Promise<string[]> {
  const prefix = `${repo.contentDir}/`;
  const added = (
    await repo.git(['diff', '--name-only', '-z', '--diff-filter=A', main, 'HEAD', '--', `${prefix}images/`], { cwd })
  )
    .split('\0')
    .filter(Boolean);
  if (added.length === 0) return [];
  const users = await imageUsers(path.join(cwd, repo.contentDir));
  const unused = added.filter((where) => !users.has(where.slice(prefix.length)));
  if (unused.length === 0) return [];

  const index = path.join(repo.scratch, `unused-images-${process.pid}.index`);
  const git = (args: string[], env: Record<string, string> = {}, input?: string) =>
    repo.git(args, { cwd, env: { GIT_INDEX_FILE: index, ...env }, ...(input !== undefined && { input }) });
  try {
    const commits = (await git(['rev-list', '--reverse', `${main}..HEAD`])).split('\n').filter(Boolean);
    let parent = main;
    for (const commit of commits) {
      await git(['read-tree', commit]);
      await git(['rm', '--cached', '--quiet', '--ignore-unmatch', '--', ...unused]);
      const tree = (await git(['write-tree'])).trim();
      if (tree === (await git(['rev-parse', `${parent}^{tree}`])).trim()) continue;
      const fields = (await git(['log', '-1', `--format=${FORMAT}`, commit])).split('\0');
      const env = Object.fromEntries(IDENTITY.map((name, i) => [`GIT_${name}`, fields[i] ?? '']));
      const message = fields.slice(IDENTITY.length).join('\0');
      parent = (await git(['commit-tree', tree, '-p', parent], env, message)).trim();
    }
    await repo.git(['reset', '--quiet', '--hard', parent], { cwd });
  } finally {
    await rm(index, { force: true });
  }
  return unused.map((where) => where.slice(prefix.length));
}
