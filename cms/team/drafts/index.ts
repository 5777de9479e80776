// The git side of drafts, review and publish, as a library: what an HTTP layer with sign-in calls, handing over
// the signed-in person as { name, email }.
import { draftChanges } from './changes.ts';
import { listDrafts } from './board.ts';
import { createDraft, readFromDraft, saveToDraft, setStatus, type DocumentInput } from './drafts.ts';
import type { Person } from './person.ts';
import { publishDraft, type Resolution } from './publish.ts';
import { openRepo, type RepoOptions } from './repo.ts';
import type { Status } from './status.ts';
import { worktreeTasks, type WriteOutcome } from './worktree-tasks.ts';

export type { DocumentInput } from './drafts.ts';
export { DraftError } from './errors.ts';
export type { Person } from './person.ts';
export type { Resolution } from './publish.ts';
export type { Status } from './status.ts';
export type { WriteOutcome } from './worktree-tasks.ts';

/** Opens (or clones) the service's clone, recovered from whatever a killed run left, and binds the operations. */
export async function openDrafts(options: RepoOptions) {
  const repo = await openRepo(options);
  const worktree = worktreeTasks(repo);
  // Told when a save moved a draft in review back to Draft (the service writes it to its audit log).
  const reopenedListeners: ((slug: string, by: Person, commit: string) => void)[] = [];
  const told = <T extends object>(slug: string, by: Person, result: T): T => {
    const { reopened, commit } = result as { reopened?: boolean; commit?: string };
    if (reopened && commit) for (const listener of reopenedListeners) listener(slug, by, commit);
    return result;
  };
  return {
    repo,
    /** Draft branches whose unpushed saves this start pushed */
    recovered: repo.recovered,
    create: (title: string, by: Person) => createDraft(repo, title, by),
    save: async (slug: string, file: string, input: DocumentInput, by: Person) =>
      told(slug, by, await saveToDraft(repo, slug, file, input, by)),
    read: (slug: string, file: string) => readFromDraft(repo, slug, file),
    /** Runs a task on the clone's worktree put on the draft's newest commit (main's when slug is null) */
    view: <T>(slug: string | null, task: () => Promise<T>) => worktree.read(slug, task),
    /** Runs a task that writes into the draft's files; what it changed is one commit by the person, pushed */
    write: async <T>(slug: string, by: Person, task: () => Promise<WriteOutcome<T>>) =>
      told(slug, by, await worktree.write(slug, by, task)),
    /** Calls back when a save, a new file, a delete or an upload moved a draft in review back to Draft */
    onReopened: (listener: (slug: string, by: Person, commit: string) => void) => void reopenedListeners.push(listener),
    /** The commit the worktree holds while a view or write runs */
    version: () => worktree.version(),
    list: () => listDrafts(repo),
    setStatus: (slug: string, status: Exclude<Status, 'published'>, by: Person) => setStatus(repo, slug, status, by),
    changes: (slug: string) => draftChanges(repo, slug),
    /** Done with the clone: another process may open it */
    close: () => repo.close(),
    /** Publishes the draft at `reviewed`, the commit its review showed; refused with what changed since otherwise */
    publish: (slug: string, by: Person, reviewed: string, resolutions?: Resolution[]) =>
      publishDraft(repo, slug, by, reviewed, resolutions),
  };
}

export type Drafts = Awaited<ReturnType<typeof openDrafts>>;
