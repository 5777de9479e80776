// Saves as commits, when the content folder is in a git repository: one commit per save, with a message that
// says what changed. Never a push, never a remote.
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';

const run = promisify(execFile);
// A commit needs a name; a machine without one configured gets the editor's.
const identity = ['-c', 'user.name=Content editor', '-c', 'user.email=content-editor@localhost'];

async function git(cwd: string, args: string[]): Promise<string> {
  const { stdout } = await run('git', args, { cwd, maxBuffer: 1 << 20 });
  return stdout;
}

export async function isRepository(cwd: string): Promise<boolean> {
  try {
    return (await git(cwd, ['rev-parse', '--is-inside-work-tree'])).trim() === 'true';
  } catch {
    return false;
  }
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

export interface Change {
  commit: string;
  date: string;
  author: string;
  message: string;
}

/** The file's last commits, newest first; none outside a repository. */
export async function historyOf(cwd: string, file: string, count = 10): Promise<Change[]> {
  if (!(await canCommit(cwd, file))) return [];
  const out = await git(cwd, ['log', `-${count}`, '--follow', '--format=%h%x1f%cs%x1f%an%x1f%s', '--', file]);
  return out
    .split('\n')
    .filter(Boolean)
    .map((line) => {
      const [commit = '', date = '', author = '', message = ''] = line.split('\x1f');
      return { commit, date, author, message };
    });
}
