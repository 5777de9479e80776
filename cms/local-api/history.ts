// Saves as commits, when the content folder is in a git repository: one commit per save, with a message that
// says what changed. Never a push, never a remote.
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import type { Change } from '../shared/api-types.ts';
export type { Change } from '../shared/api-types.ts';

const run = promisify(execFile);
// A commit needs a name; a machine without one configured gets the editor's.
const identity = ['-c', 'user.name=Content editor', '-c', 'user.email=content-editor@localhost'];

async function git(cwd: string, args: string[]): Promise<string> {
  const { stdout } = await run('git', args, { cwd, maxBuffer: 1 << 20 });
  return stdout;
}

// A folder does not stop being a repository while the editor runs: asked once, not on every document opened.
const repositories = new Map<string, Promise<boolean>>();

function isRepository(cwd: string): Promise<boolean> {
  let known = repositories.get(cwd);
  if (!known) {
    known = git(cwd, ['rev-parse', '--is-inside-work-tree']).then(
      (out) => out.trim() === 'true',
      () => false,
    );
    repositories.set(cwd, known);
  }
  return known;
}

/** Whether a save of this file can be committed: it is in a repository and git does not ignore it. */
export async function canCommit(cwd: string, file: string): Promise<boolean> {
  if (!(await isRepository(cwd))) return false;
  try {
    await git(cwd, ['check-ignore', '-q', '--', file]);
    return false;
  } catch {
    return true;
  }
}

async function hasIdentity(cwd: string): Promise<boolean> {
  try {
    return (await git(cwd, ['config', 'user.name'])).trim() !== '';
  } catch {
    return false;
  }
}

/** Commits exactly this file (added, changed or removed), whatever else is staged. */
export async function commitFile(cwd: string, file: string, message: string): Promise<void> {
  await git(cwd, ['add', '-A', '--', file]);
  const who = (await hasIdentity(cwd)) ? [] : identity;
  await git(cwd, [...who, 'commit', '--quiet', '-m', message, '--only', '--', file]);
}

/** The file's text at a commit (HEAD: as last published), or null if it had no such file then. */
export async function fileAt(cwd: string, commit: string, file: string): Promise<string | null> {
  try {
    // ./ reads the path from cwd, which may be a folder inside the repository.
    return await git(cwd, ['show', `${commit}:./${file}`]);
  } catch {
    return null;
  }
}

/** The file's last commits, newest first; none outside a repository (say `known` when canCommit was asked). */
export async function historyOf(cwd: string, file: string, count = 10, known?: boolean): Promise<Change[]> {
  if (!(known ?? (await canCommit(cwd, file)))) return [];
  const out = await git(cwd, ['log', `-${count}`, '--follow', '--format=%h%x1f%cs%x1f%an%x1f%s%x1f%b%x1e', '--', file]);
  return out
    .split('\x1e')
    .map((entry) => entry.trim())
    .filter(Boolean)
    .map((entry) => {
      const [commit = '', date = '', author = '', message = '', body = ''] = entry.split('\x1f');
      return { commit, date, author, message, details: body.trim() };
    });
}
