// How a scheduled publish or end marks what it pushed to main: a trailer on its last commit, "Cms-Schedule: <plan
// id>" (a publish adds "after <main's commit before it>", which its end restores). Main is the lock: of several
// service processes firing one plan, the first push wins, and the others, whose push main refuses, fetch and find the
// mark rather than publishing again. A process that stopped between its push and its record finds its own mark on
// the next run.
import type { Repo } from './repo.ts';

const TRAILER = 'Cms-Schedule';
/** A plan's id: hex, so that it is a fixed string in git's --grep, nothing it would read as a pattern */
const ID = /^[0-9a-f]{16,64}$/;

const trailerOf = (id: string) => {
  if (!ID.test(id)) throw new Error(`Not a plan's id: ${id.slice(0, 80)}`);
  return `${TRAILER}: ${id}`;
};

/** Main's commit after `from` that carries the plan's mark, and main's commit before it when the mark says; or null. */
export async function markedCommit(repo: Repo, from: string, main: string, id: string) {
  const trailer = trailerOf(id);
  const range = `${from}..${main}`;
  const out = await repo.git(['log', '-1', '--format=%H%n%B', '--fixed-strings', `--grep=${trailer}`, range]);
  const [commit = '', ...message] = out.trim().split('\n');
  if (!commit) return null;
  const before = message.find((line) => line.startsWith(`${trailer} after `))?.slice(`${trailer} after `.length);
  return { commit, ...(before && /^[0-9a-f]{40,64}$/.test(before) && { before }) };
}

/** Adds the plan's mark to the worktree's last commit, when there is one after main (its author kept). */
export async function markCommit(repo: Repo, cwd: string, main: string, id: string, committer: Record<string, string>) {
  const head = (await repo.git(['rev-parse', 'HEAD'], { cwd })).trim();
  if (head === main) return;
  const message = (await repo.git(['log', '-1', '--format=%B', 'HEAD'], { cwd })).trimEnd();
  await repo.git(['commit', '--amend', '--quiet', '-m', `${message}\n\n${trailerOf(id)} after ${main}`], {
    cwd,
    env: committer,
  });
}

/** The message of a commit a plan makes itself (the end), with its mark. */
export const markedMessage = (subject: string, id: string) => `${subject}\n\n${trailerOf(id)}`;
