// A preview renderer whose service is gone ends with it. A service killed while its renderer was starting left the
// renderer running for good (found after an npm test run: a dev server of 300 MB with no parent). Here a service
// starts a renderer and is killed (SIGKILL, nothing said) as soon as the renderer's process exists, while it still
// loads its modules: the renderer must be gone soon after, and its private folder (its socket, the dev server's
// cache) with it.
import { spawn } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { afterEach, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '../../..');
// Measured on the 2-core machine at load 9 to 10 (5 runs): the renderer's process appeared 0.6 to 1.4 s after its
// service started, and ended 2.9 to 7.4 s after the service was killed, once its modules had loaded. A minute each
// leaves room for a busier machine.
const WAIT = { timeout: 60_000, interval: 50 };

/** A process's state and parent from /proc (pid (comm) state ppid …, the command name may hold spaces or
 * parentheses); undefined once it is gone. */
function statOf(pid: number): { state: string; parent: number } | undefined {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const [state = '', parent] = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return { state, parent: Number(parent) };
  } catch {
    return undefined;
  }
}

const childrenOf = (pid: number) =>
  readdirSync('/proc')
    .filter((name) => /^\d+$/.test(name) && statOf(Number(name))?.parent === pid)
    .map(Number);

/** Running: an ended process that nobody has reaped yet (a zombie) is not. */
const alive = (pid: number) => {
  const state = statOf(pid)?.state;
  return state !== undefined && state !== 'Z' && state !== 'X';
};

/** The folder the service made for the renderer: where its socket is (PREVIEW_SOCKET, renderer.ts). Undefined until
 * the process runs the renderer (a fork is the service's copy for a moment). */
function folderOf(pid: number): string | undefined {
  const socket = readFileSync(`/proc/${pid}/environ`, 'utf8')
    .split('\0')
    .find((entry) => entry.startsWith('PREVIEW_SOCKET='));
  return socket && path.dirname(socket.slice('PREVIEW_SOCKET='.length));
}

const left: number[] = [];
const folders: string[] = [];
afterEach(() => {
  for (const pid of left.splice(0)) if (alive(pid)) process.kill(pid, 'SIGKILL');
  for (const folder of folders.splice(0)) rmSync(folder, { recursive: true, force: true });
});

it(
  'ends, and removes its folder, when its service is killed while it starts',
  { timeout: 3 * WAIT.timeout },
  async () => {
    const service = spawn(
      process.execPath,
      [
        '--import',
        'tsx',
        '--input-type=module',
        '-e',
        `const { startRenderer } = await import('./cms/team/preview/renderer.ts');
       await startRenderer({ root: process.cwd(), contentDir: 'content', log: { info() {}, error() {} } });`,
      ],
      { cwd: root, stdio: 'ignore' },
    );
    left.push(service.pid!);
    await expect.poll(() => childrenOf(service.pid!).length, WAIT).toBeGreaterThan(0);
    const renderer = childrenOf(service.pid!)[0]!;
    left.push(renderer);
    await expect.poll(() => folderOf(renderer), WAIT).toBeDefined();
    const folder = folderOf(renderer)!;
    folders.push(folder);
    service.kill('SIGKILL');
    await expect.poll(() => alive(renderer), WAIT).toBe(false);
    expect(existsSync(folder), `${folder} left behind`).toBe(false);
  },
);
