// The preview's checkout: one git worktree of the service's clone, moved to whichever draft is previewed. Its content
// folder is what the renderer reads. It lives inside the project (.cms-preview/, gitignored), not in the clone: an
// MDX body compiles to a module that imports React, which Node finds only from a folder under the project's
// node_modules. The saves' worktree is never touched, and git only rewrites the files that differ between two
// commits, whose names the renderer is given.
import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import path from 'node:path';
import { branchOf } from '../drafts/branches.ts';
import { commitOf, type Repo } from '../drafts/repo.ts';

export interface Checkout {
  /** The worktree */
  dir: string;
  /** Its content folder */
  contentRoot: string;
  /** The commit it holds; null before the first move */
  commit(): string | null;
  /** Moves it to a commit; the content files that changed, from the worktree (content/products/shared.yaml) */
  moveTo(commit: string): Promise<string[]>;
  /** Removes the worktree (the service stops) */
  remove(): Promise<void>;
}

/** The newest commit of a draft: the clone's own branch, or the remote's when it is ahead; null: no such draft. */
export async function draftTip(repo: Repo, slug: string): Promise<string | null> {
  const branch = branchOf(slug);
  // One git for both refs (the live preview asks on every keystroke); a pattern also matches refs below it.
  const refs = [`refs/heads/${branch}`, `refs/remotes/origin/${branch}`];
  const listed = await repo.git(['for-each-ref', '--format=%(refname) %(objectname)', ...refs]);
  const tips = new Map(listed.split('\n').map((line) => line.split(' ') as [string, string]));
  const [local, remote] = refs.map((ref) => tips.get(ref));
  if (local && remote && local !== remote)
    return (await repo.tryGit(['merge-base', '--is-ancestor', local, remote])) ? remote : local;
  return local ?? remote ?? null;
}

/** main as the clone last fetched it: the content a publish checked, where the renderer starts. */
export const mainTip = (repo: Repo) => commitOf(repo, `refs/remotes/origin/${repo.main}`);

/** The checkout's folder for this clone: one per clone, so that two services on one project never share it. */
export const checkoutDir = (root: string, repo: Repo) =>
  path.join(root, '.cms-preview', createHash('sha256').update(repo.dir).digest('hex').slice(0, 12));

export function previewCheckout(repo: Repo, dir: string): Checkout {
  let held: string | null = null;
  return {
    dir,
    contentRoot: path.join(dir, repo.contentDir),
    commit: () => held,
    async moveTo(commit) {
      if (commit === held) return [];
      if (held === null || !existsSync(dir)) {
        // Made afresh (a stopped service's is stale), while no save, publish or recovery uses the worktree list.
        await repo.exclusive(async () => {
          await repo.tryGit(['worktree', 'remove', '--force', dir]);
          await rm(dir, { recursive: true, force: true });
          await repo.git(['worktree', 'prune']);
          await repo.git(['worktree', 'add', '--quiet', '--detach', dir, commit]);
        });
        held = commit;
        // Everything is new to a renderer that read another folder: it reads it all again anyway.
        return [];
      }
      const changed = await repo.git([
        'diff',
        '--name-only',
        '-z',
        '--no-renames',
        held,
        commit,
        '--',
        repo.contentDir,
      ]);
      await repo.git(['checkout', '--quiet', '--detach', '--force', commit], { cwd: dir });
      held = commit;
      return changed.split('\0').filter(Boolean);
    },
    async remove() {
      if (held === null) return;
      held = null;
      await repo.exclusive(async () => {
        await repo.tryGit(['worktree', 'remove', '--force', dir]);
        await rm(dir, { recursive: true, force: true });
        await repo.tryGit(['worktree', 'prune']);
      });
    },
  };
}
