// The builds the comparing benchmarks measure (--base <ref>, --build): another git ref's production build, made in a
// detached worktree of it under .tmp/bench-base-<short sha> (git-ignored) with its own dependencies, and the
// current checkout's build. A worktree whose build finished is reused (a run stopped by SIGKILL, or --keep-base).
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, lstatSync, readFileSync, rmSync, symlinkSync, unlinkSync } from 'node:fs';
import path from 'node:path';
import { atExit } from './exit.ts';
import { tsxCommand } from '../node-command.ts';

function git(...args: string[]): string {
  const result = spawnSync('git', args, { encoding: 'utf8' });
  if (result.status !== 0) throw new Error(`git ${args.join(' ')} failed: ${result.stderr.trim()}`);
  return result.stdout.trim();
}

/**
 * Runs a command in `cwd`, resolving once it has succeeded. Its output is shown as it comes, or, when `brief`, only
 * its last line on success and its first lines on failure.
 */
function run(command: string, args: string[], cwd: string, { env = process.env, brief = false } = {}): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd, env, stdio: brief ? ['ignore', 'pipe', 'pipe'] : 'inherit' });
    let output = '';
    child.stdout?.on('data', (chunk: Buffer) => (output += chunk));
    child.stderr?.on('data', (chunk: Buffer) => (output += chunk));
    const lines = () => output.split('\n').filter((line) => line.trim() && !line.startsWith('npm warn'));
    child.once('error', reject);
    child.once('exit', (code, signal) => {
      const what = `${command} ${args.join(' ')} in ${path.relative(process.cwd(), cwd) || '.'}`;
      if (code === 0) {
        if (brief) console.log(`  ${lines().at(-1) ?? 'done'}`);
        resolve();
      } else {
        if (brief) console.log(lines().slice(0, 4).join('\n'));
        reject(new Error(`${what} failed (${signal ?? code})`));
      }
    });
  });
}

/** `node --import tsx scripts/build.ts` in `dir`, into its dist/ (the build honours OUT_DIR, so it is set, not inherited). */
export async function build(dir: string, env: NodeJS.ProcessEnv = process.env): Promise<void> {
  const started = performance.now();
  console.log(`building ${path.relative(process.cwd(), dir) || 'the current checkout'} (scripts/build.ts)`);
  await run(...tsxCommand('scripts/build.ts'), dir, { env: { ...env, OUT_DIR: 'dist' } });
  console.log(`built in ${((performance.now() - started) / 1000).toFixed(0)} s`);
}

export interface BaseBuild {
  /** The ref and its short sha, e.g. "HEAD~1 (2c622cd)", or the short sha alone when that was the ref. */
  name: string;
  /** The worktree's dist/. */
  dist: string;
  /** Removes the worktree (git worktree remove --force), unless it is to be kept; also done at exit. */
  remove(): void;
}

/** The commit each registered worktree has checked out, by its path. */
function worktrees(): Map<string, string> {
  const heads = new Map<string, string>();
  for (const entry of git('worktree', 'list', '--porcelain').split('\n\n')) {
    const dir = /^worktree (.+)$/m.exec(entry)?.[1];
    const head = /^HEAD ([0-9a-f]+)$/m.exec(entry)?.[1];
    if (dir && head) heads.set(path.resolve(dir), head);
  }
  return heads;
}

function removeWorktree(dir: string): void {
  // node_modules may be a link to this checkout's: unlink it first, so nothing can reach through it.
  const modules = path.join(dir, 'node_modules');
  if (existsSync(modules) && lstatSync(modules).isSymbolicLink()) unlinkSync(modules);
  const removed = spawnSync('git', ['worktree', 'remove', '--force', dir], { encoding: 'utf8' });
  if (removed.status !== 0) {
    rmSync(dir, { recursive: true, force: true });
    spawnSync('git', ['worktree', 'prune']);
  }
}

/**
 * The production build of `ref`: a detached worktree at .tmp/bench-base-<short sha>, its dependencies installed
 * (a link to this checkout's node_modules when both package-lock.json files are the same, else `npm ci` from the
 * npm cache, or `npm install` if npm ci refuses its lock), then built. Reuses the worktree when it is at that
 * commit and its build finished.
 */
export async function prepareBase(ref: string, { keep = false } = {}): Promise<BaseBuild> {
  const sha = git('rev-parse', '--verify', '--end-of-options', `${ref}^{commit}`);
  const short = git('rev-parse', '--short', sha);
  const name = ref === short ? short : `${ref} (${short})`;
  const root = git('rev-parse', '--show-toplevel');
  const dir = path.join(root, '.tmp', `bench-base-${short}`);
  const dist = path.join(dir, 'dist');
  const shown = path.relative(process.cwd(), dir);
  let removed = false;
  const base: BaseBuild = {
    name,
    dist,
    remove() {
      if (removed) return;
      removed = true;
      if (keep) console.log(`kept ${shown} for the next run (git worktree remove --force ${shown} removes it)`);
      else removeWorktree(dir);
    },
  };

  const finished = path.join(dist, '.build-complete');
  if (worktrees().get(dir) === sha && existsSync(finished)) {
    console.log(`base ${name}: reusing the finished build in ${shown}/dist (built ${readFileSync(finished, 'utf8')})`);
    atExit(base.remove);
    return base;
  }
  if (existsSync(dir) || worktrees().has(dir)) {
    console.log(`base ${name}: ${shown} holds no finished build of it, making it again`);
    removeWorktree(dir);
  }
  git('worktree', 'add', '--detach', dir, sha);
  atExit(base.remove);
  try {
    const lock = (at: string) => (existsSync(at) ? readFileSync(at, 'utf8') : undefined);
    const sameLock = lock(path.join(dir, 'package-lock.json')) === lock(path.join(root, 'package-lock.json'));
    if (sameLock && existsSync(path.join(root, 'node_modules'))) {
      console.log(`base ${name}: same package-lock.json as this checkout, linking its node_modules`);
      symlinkSync(path.join(root, 'node_modules'), path.join(dir, 'node_modules'), 'dir');
    } else {
      console.log(`base ${name}: its package-lock.json differs, installing its dependencies (npm ci)`);
      const flags = ['--prefer-offline', '--no-audit', '--no-fund'];
      await run('npm', ['ci', ...flags], dir, { brief: true }).catch(() => {
        // npm ci refuses a lock out of step with its package.json (one that lacks the optional packages of other
        // platforms, say); npm install keeps what the lock pins and fills in the rest, in this throwaway worktree.
        console.log(`base ${name}: npm ci refused its package-lock.json, installing with npm install`);
        return run('npm', ['install', ...flags], dir, { brief: true });
      });
    }
    // Its own content and a production build, whatever this shell says.
    const env = { ...process.env };
    for (const variable of ['BUILD_MODE', 'CONTENT_DIR', 'OUT_DIR']) delete env[variable];
    await build(dir, env);
  } catch (error) {
    // A failed install or build is not worth keeping.
    keep = false;
    base.remove();
    throw error;
  }
  return base;
}
