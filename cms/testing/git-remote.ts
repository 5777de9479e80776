// For the tests: a bare repository made from a copy of the content folder, served by git daemon on loopback at a
// random port, with git kept from the machine's own configuration.
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { accepts, freePort } from '../../tests/helpers/ports.ts';

const projectRoot = path.resolve(import.meta.dirname, '../..');

/** git run by a test: no system or user configuration, an identity of its own. */
export function gitIn(cwd: string, ...args: string[]): string {
  return execFileSync('git', ['-c', 'user.name=Setup', '-c', 'user.email=setup@example.test', ...args], {
    cwd,
    env: { ...process.env, LC_ALL: 'C' },
    stdio: ['ignore', 'pipe', 'pipe'],
  }).toString();
}

/** Keeps git from reading the machine's configuration: no system file, a HOME of the test's own. */
function isolateGit(home: string): () => void {
  const saved = { HOME: process.env.HOME, GIT_CONFIG_NOSYSTEM: process.env.GIT_CONFIG_NOSYSTEM };
  process.env.HOME = home;
  process.env.GIT_CONFIG_NOSYSTEM = '1';
  return () => {
    for (const [key, value] of Object.entries(saved))
      if (value === undefined) delete process.env[key];
      else process.env[key] = value;
  };
}

export interface TestRemote {
  /** The scratch folder: the bare repository, the daemon's base, the service clones */
  dir: string;
  /** git://127.0.0.1:<port>/content.git */
  url: string;
  /** git in the bare repository */
  bare: (...args: string[]) => string;
  /** The daemon killed (SIGKILL), as a remote that goes away mid-push; the repository stays */
  kill(): Promise<void>;
  /** The daemon killed if it runs, and started again on the same port */
  restart(): Promise<void>;
  stop(): Promise<void>;
}

/** A bare repository holding content/ (and a README beside it), served over git:// on loopback (at `port` when
 * given, else a free one), in a new folder under `parent` (the system's temporary folder when not given). */
export async function startRemote({
  port: fixed,
  parent,
}: { port?: number; parent?: string } = {}): Promise<TestRemote> {
  const dir = mkdtempSync(path.join(parent ?? os.tmpdir(), 'cms-drafts-'));
  const restore = isolateGit(dir);
  const seed = path.join(dir, 'seed');
  mkdirSync(seed);
  cpSync(path.join(projectRoot, 'content'), path.join(seed, 'content'), { recursive: true });
  writeFileSync(path.join(seed, 'README.md'), 'Not content: the service never writes here.\n');
  gitIn(seed, 'init', '-q', '-b', 'main');
  gitIn(seed, 'add', '.');
  gitIn(seed, 'commit', '-qm', 'start');
  const bareDir = path.join(dir, 'content.git');
  gitIn(dir, 'clone', '-q', '--bare', seed, bareDir);
  const bare = (...args: string[]) => gitIn(bareDir, ...args);
  // Whatever the service does, a push that is not a fast-forward is refused.
  bare('config', 'receive.denyNonFastForwards', 'true');
  bare('config', 'receive.denyDeletes', 'true');

  /** git daemon serving the folder on `port`; undefined when it did not start there. */
  const serve = async (port: number): Promise<ChildProcess | undefined> => {
    const child = spawn(
      '/usr/lib/git-core/git-daemon',
      [
        '--reuseaddr',
        `--base-path=${dir}`,
        '--export-all',
        '--enable=receive-pack',
        '--listen=127.0.0.1',
        `--port=${port}`,
        dir,
      ],
      { stdio: 'ignore' },
    );
    const started = Date.now();
    while (Date.now() - started < 5000 && child.exitCode === null && !(await accepts(port)))
      await new Promise((r) => setTimeout(r, 20));
    if (child.exitCode === null && (await accepts(port))) return child;
    child.kill('SIGKILL');
    return undefined;
  };
  const halt = async (child: ChildProcess, signal: NodeJS.Signals) => {
    if (child.exitCode !== null || child.signalCode !== null) return;
    const exited = new Promise((r) => child.once('exit', r));
    child.kill(signal);
    await exited;
  };
  let daemon: ChildProcess | undefined;
  let port = 0;
  for (let attempt = 0; attempt < 5 && !daemon; attempt++) {
    port = fixed ?? (await freePort());
    daemon = await serve(port);
  }
  if (!daemon) throw new Error('git daemon did not start');
  let running = daemon;
  return {
    dir,
    url: `git://127.0.0.1:${port}/content.git`,
    bare,
    async kill() {
      await halt(running, 'SIGKILL');
    },
    async restart() {
      await halt(running, 'SIGKILL');
      const again = await serve(port);
      if (!again) throw new Error(`git daemon did not start again on port ${port}`);
      running = again;
    },
    async stop() {
      await halt(running, 'SIGTERM');
      restore();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
