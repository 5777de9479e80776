// The service's own clone of the content remote. Git runs as a program with an argument array (never a shell
// string), one operation at a time, and a start first brings the clone back to a clean state: whatever a killed
// process left half-done is aborted and the worktree reset to its branch, so nothing half-written survives, and
// draft commits made but not yet pushed are pushed.
import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdir, readdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { oneAtATime } from '../../shared/one-at-a-time.ts';
import { DraftError } from './errors.ts';

export interface RepoOptions {
  /** Any URL git accepts: the shared content repository */
  remote: string;
  /** Where the service keeps its clone */
  dir: string;
  /** The content folder inside the repository; default content */
  contentDir?: string;
  /** The published branch; default main */
  main?: string;
}

interface GitOptions {
  /** Run in this folder rather than the clone (a temporary worktree) */
  cwd?: string;
  /** Written to git's standard input */
  input?: string;
  env?: Record<string, string>;
}

export interface Repo {
  dir: string;
  contentDir: string;
  /** The clone's content folder */
  contentRoot: string;
  main: string;
  /** Runs git; rejects with git's own words when it fails */
  git(args: string[], options?: GitOptions): Promise<string>;
  /** Like git, but says whether it succeeded rather than throwing */
  tryGit(args: string[], options?: GitOptions): Promise<boolean>;
  /** Runs a task when no other task of this clone runs: one git operation at a time */
  exclusive<T>(task: () => Promise<T>): Promise<T>;
  /** The folder for the service's temporary worktrees, emptied on every start */
  scratch: string;
  /** Lets another process open the clone, once the running operations are done */
  close(): Promise<void>;
}

// Who commits when nobody else is said: the person is always the author (--author, GIT_AUTHOR_*).
const COMMITTER = ['-c', 'user.name=Content service', '-c', 'user.email=content-service@localhost'];
// Network operations have a deadline: a remote that stops answering must not hold the lock for ever.
const TIMEOUT_MS = 60_000;

function runGit(cwd: string, args: string[], { input, env }: Omit<GitOptions, 'cwd'> = {}): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = execFile(
      'git',
      [...COMMITTER, ...args],
      {
        cwd,
        maxBuffer: 32 << 20,
        timeout: TIMEOUT_MS,
        // No prompt for a password, no editor, git's words in English whatever the machine's language.
        env: { ...process.env, GIT_TERMINAL_PROMPT: '0', GIT_EDITOR: 'true', LC_ALL: 'C', ...env },
      },
      (error, stdout, stderr) => {
        if (error) reject(new Error(`git ${args.join(' ')}: ${String(stderr).trim() || error.message}`));
        else resolve(String(stdout));
      },
    );
    // git may exit before it reads its input (a refusal): that is its answer, not a crash of the service.
    child.stdin?.on('error', () => undefined);
    child.stdin?.end(input);
  });
}

/** Files git leaves while it changes something; a killed git leaves them and every later git refuses to run. */
async function removeStaleLocks(gitDir: string) {
  const walk = async (dir: string): Promise<void> => {
    const entries = await readdir(dir, { withFileTypes: true }).catch(() => []);
    for (const entry of entries) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory() && entry.name !== 'objects') await walk(full);
      else if (entry.name.endsWith('.lock')) await rm(full, { force: true });
    }
  };
  await walk(gitDir);
}

/** Aborts what a killed process left half-done, and resets the worktree to its branch. */
async function recover(repo: Repo) {
  const gitDir = path.join(repo.dir, '.git');
  // The clone is the service's alone and nothing runs in it yet: any lock is a dead process's.
  await removeStaleLocks(gitDir);
  if (existsSync(path.join(gitDir, 'CHERRY_PICK_HEAD')) || existsSync(path.join(gitDir, 'sequencer')))
    if (!(await repo.tryGit(['cherry-pick', '--abort']))) await repo.tryGit(['cherry-pick', '--quit']);
  if (existsSync(path.join(gitDir, 'rebase-merge')) || existsSync(path.join(gitDir, 'rebase-apply')))
    if (!(await repo.tryGit(['rebase', '--abort']))) await repo.tryGit(['rebase', '--quit']);
  if (existsSync(path.join(gitDir, 'MERGE_HEAD'))) await repo.tryGit(['merge', '--abort']);
  // Temporary worktrees (a publish) live in the scratch folder: gone, and forgotten by git.
  await rm(repo.scratch, { recursive: true, force: true });
  await repo.git(['worktree', 'prune']);
  // A half-written file, a temporary file, a change never committed: the branch's last commit is what counts.
  await repo.git(['reset', '--quiet', '--hard']);
  await repo.git(['clean', '-q', '-f', '-d']);
}

/** Pushes each draft branch that has commits the remote lacks (a save killed between its commit and its push). */
async function pushUnpushedDrafts(repo: Repo): Promise<string[]> {
  const out = await repo.git(['for-each-ref', '--format=%(refname:short)', 'refs/heads/cms/']);
  const pushed: string[] = [];
  for (const branch of out.split('\n').filter(Boolean)) {
    const local = (await repo.git(['rev-parse', `refs/heads/${branch}`])).trim();
    const remote = await repo.git(['rev-parse', '--verify', '-q', `refs/remotes/origin/${branch}`]).catch(() => '');
    if (remote.trim() === local) continue;
    // Only when it is a fast-forward: a draft that moved on elsewhere is left for its next save to settle.
    if (remote && !(await repo.tryGit(['merge-base', '--is-ancestor', remote.trim(), local]))) continue;
    if (await repo.tryGit(['push', '--quiet', 'origin', `refs/heads/${branch}:refs/heads/${branch}`]))
      pushed.push(branch);
  }
  return pushed;
}

/** One service process per clone: recovery removes git's locks, which is safe only if no other process uses them. */
async function claim(pidFile: string) {
  const holder = Number((await readFile(pidFile, 'utf8').catch(() => '')).trim());
  if (holder && holder !== process.pid) {
    const alive = (() => {
      try {
        process.kill(holder, 0);
        return true;
      } catch (error) {
        return (error as NodeJS.ErrnoException).code === 'EPERM';
      }
    })();
    if (alive) throw new DraftError('clone-in-use', `Another service process (${holder}) uses this clone`);
  }
  await writeFile(pidFile, `${process.pid}\n`);
}

export interface OpenedRepo extends Repo {
  /** Drafts whose last commits were pushed on this start */
  recovered: string[];
}

/** Opens the service's clone (cloning it the first time), brought back to a clean state and up to date. */
export async function openRepo({
  remote,
  dir,
  contentDir = 'content',
  main = 'main',
}: RepoOptions): Promise<OpenedRepo> {
  const absolute = path.resolve(dir);
  const pidFile = path.join(absolute, '.git', 'cms-service.pid');
  const exclusive = oneAtATime();
  const repo: Repo = {
    dir: absolute,
    contentDir,
    contentRoot: path.join(absolute, contentDir),
    main,
    scratch: path.join(absolute, '.git', 'cms-scratch'),
    git: (args, options = {}) => runGit(options.cwd ?? absolute, args, options),
    tryGit: (args, options = {}) =>
      runGit(options.cwd ?? absolute, args, options).then(
        () => true,
        () => false,
      ),
    exclusive,
    close: () =>
      repo.exclusive(async () => {
        const holder = await readFile(pidFile, 'utf8').catch(() => '');
        if (Number(holder.trim()) === process.pid) await rm(pidFile, { force: true });
      }),
  };
  if (!existsSync(path.join(absolute, '.git'))) {
    // Cloned beside its place and moved in when complete: a clone killed half-way is never taken for one.
    const partial = `${absolute}.cloning`;
    await rm(partial, { recursive: true, force: true });
    await mkdir(path.dirname(absolute), { recursive: true });
    await runGit(path.dirname(absolute), ['clone', '--quiet', '--branch', main, remote, partial]);
    await rename(partial, absolute);
  }
  await claim(pidFile);
  const origin = (await repo.git(['remote', 'get-url', 'origin'])).trim();
  if (origin !== remote) throw new DraftError('wrong-remote', `${absolute} is a clone of ${origin}, not ${remote}`);
  const recovered = await repo.exclusive(async () => {
    await recover(repo);
    await fetch(repo);
    return pushUnpushedDrafts(repo);
  });
  return { ...repo, recovered };
}

/** Brings the remote's branches into the clone (origin/main, origin/cms/*, origin/cms-status). */
export const fetch = (repo: Repo) => repo.git(['fetch', '--quiet', '--prune', 'origin']);

/** The commit a ref names, or null when there is no such ref. */
export async function commitOf(repo: Repo, ref: string): Promise<string | null> {
  const out = await repo.git(['rev-parse', '--verify', '-q', `${ref}^{commit}`]).catch(() => '');
  return out.trim() || null;
}
