// The editor's own API run on the service's clone: its worktree put on a draft's newest commit (or on main as the
// remote has it), for as long as one task runs, and no other git operation meanwhile. A read sees the draft's
// files, forms, pickers and images; a write (a new file, a delete, an image upload) is done by the editor's API
// with its own checks, and what it changed in the content folder becomes one commit by the signed-in person,
// pushed. A write that fails, or leaves nothing to commit, leaves the worktree as its commit was.
import { branchOf, checkSlug } from './branches.ts';
import { checkoutDraft, draftTip, remoteRef } from './drafts.ts';
import { DraftError } from './errors.ts';
import { authorArg, checkPerson, type Person } from './person.ts';
import { commitOf, fetch, type Repo } from './repo.ts';
import { readRecord, reopenAfterSave } from './status.ts';

/** What a write task did: its answer, and the commit message when it changed content (null: nothing to commit). */
export interface WriteOutcome<T> {
  answer: T;
  message: string | null;
}

export interface Written<T> {
  answer: T;
  /** The draft's new commit, when the task changed content */
  commit?: string;
  pushed?: boolean;
  /** The draft was In review and this write moved it back to Draft */
  reopened?: boolean;
}

/** A read waiting for the worktree */
interface Waiting {
  task: () => Promise<unknown>;
  resolve: (value: unknown) => void;
  reject: (error: unknown) => void;
}

/** The reads of one draft that take the worktree together */
interface Turn {
  slug: string | null;
  jobs: Waiting[];
}

/** Reads and writes on the clone's worktree, which every task leaves on a commit with nothing else in it. */
export function worktreeTasks(repo: Repo) {
  // The commit the worktree holds while a task runs (saves elsewhere move it too, so it is read again each time).
  let current = '';
  // The reads waiting for the worktree's next turn, which later reads of the same draft join.
  let waiting: Turn | null = null;

  /** Puts the worktree, detached, on a commit; nothing when it is already there. */
  async function moveTo(commit: string) {
    current = (await commitOf(repo, 'HEAD')) ?? '';
    if (commit === current) return;
    await repo.git(['checkout', '--quiet', '--force', '--detach', commit]);
    await repo.git(['clean', '-q', '-f', '-d', '--', repo.contentDir]);
    current = commit;
  }

  /** Throws away whatever a task wrote and did not commit. */
  async function discard() {
    await repo.git(['reset', '--quiet', '--hard']);
    await repo.git(['clean', '-q', '-f', '-d', '--', repo.contentDir]);
    current = (await commitOf(repo, 'HEAD')) ?? '';
  }

  return {
    /** The commit the worktree holds while a task runs: what the editor's content cache is keyed on. */
    version: () => current,

    /**
     * Runs a read on a draft's newest commit, or main's when no draft is named. Reads of one draft asked while it
     * waits for the worktree run with it, side by side: the image picker's dozens of thumbnails take the worktree
     * once, not once each, and a write asked after them waits for one turn, not for dozens.
     */
    read<T>(slug: string | null, task: () => Promise<T>): Promise<T> {
      return new Promise<T>((resolve, reject) => {
        const job = { task, resolve, reject } as Waiting;
        if (waiting && waiting.slug === slug) {
          waiting.jobs.push(job);
          return;
        }
        const turn: Turn = { slug, jobs: [job] };
        waiting = turn;
        void repo
          .exclusive(async () => {
            if (waiting === turn) waiting = null;
            const tip =
              slug === null
                ? await commitOf(repo, remoteRef(repo.main))
                : await draftTip(repo, branchOf(checkSlug(slug)));
            if (!tip) throw new DraftError('no-such-draft', `There is no draft ${slug}`);
            await moveTo(tip);
            await Promise.all(turn.jobs.map((one) => one.task().then(one.resolve, one.reject)));
          })
          .catch((error: unknown) => {
            if (waiting === turn) waiting = null;
            for (const one of turn.jobs) one.reject(error);
          });
      });
    },

    /** Runs a write in a draft; what it changed in the content folder is committed by the person and pushed. */
    async write<T>(slug: string, person: Person, task: () => Promise<WriteOutcome<T>>): Promise<Written<T>> {
      const by = checkPerson(person);
      checkSlug(slug);
      return repo.exclusive(async () => {
        await fetch(repo);
        const record = await readRecord(repo, slug);
        if (record?.status === 'published')
          throw new DraftError('wrong-status', `${record.title} is published: start a new draft`);
        const branch = await checkoutDraft(repo, slug);
        await repo.git(['clean', '-q', '-f', '-d', '--', repo.contentDir]);
        current = (await commitOf(repo, 'HEAD')) ?? '';
        let outcome: WriteOutcome<T>;
        try {
          outcome = await task();
        } catch (error) {
          await discard();
          throw error;
        }
        const changed = await repo.git(['status', '--porcelain', '--untracked-files=all', '--', repo.contentDir]);
        if (outcome.message === null || changed.trim() === '') {
          await discard();
          return { answer: outcome.answer };
        }
        // Only the content folder is staged and committed: the editor's API writes nowhere else.
        await repo.git(['add', '--all', '--', repo.contentDir]);
        await repo.git(['commit', '--quiet', authorArg(by), '-m', outcome.message, '--', repo.contentDir]);
        const commit = (await repo.git(['rev-parse', 'HEAD'])).trim();
        current = commit;
        const pushed = await repo.tryGit(['push', '--quiet', 'origin', `refs/heads/${branch}:refs/heads/${branch}`]);
        // A save, a new file, a delete or an upload after review: the review was of the draft before it.
        const reopened = (await reopenAfterSave(repo, slug, by, commit)) !== null;
        return { answer: outcome.answer, commit, pushed, reopened };
      });
    },
  };
}
