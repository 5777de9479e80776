// A real redis-server (Debian's, which .ci/run installs) on a free loopback port, with persistence off, for the tests
// of the shared state. Every server it starts is stopped by stop(), or killed when the test process exits.
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { freePort } from './ports.ts';
import { tmpdir } from 'node:os';
import path from 'node:path';

export const redisInstalled = spawnSync('redis-server', ['--version']).status === 0;
export const NOT_INSTALLED = 'redis-server is not installed (apt-get install redis-server; .ci/run installs it)';

export interface RedisServer {
  url: string;
  /** SIGKILL, as a crash would: connections drop at once */
  kill(): Promise<void>;
  /** SIGSTOP: connections stay open and nothing answers, as a Redis stuck or far away would */
  pause(): void;
  resume(): void;
  /** Starts it again on the same port, empty */
  restart(): Promise<void>;
  /** Ends it (and waits); safe to call twice */
  stop(): Promise<void>;
}

const running = new Set<ChildProcess>();
process.once('exit', () => {
  for (const child of running) child.kill('SIGKILL');
});

const exited = (child: ChildProcess) =>
  new Promise<void>((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) resolve();
    else child.once('exit', () => resolve());
  });

/** Resolves once it accepts connections; rejects with its output if it exits first (its port was taken). */
function launch(port: number, dir: string): Promise<ChildProcess> {
  const args = ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no', '--dir', dir];
  const child = spawn('redis-server', args, { stdio: ['ignore', 'pipe', 'pipe'] });
  running.add(child);
  child.once('exit', () => running.delete(child));
  let output = '';
  return new Promise((resolve, reject) => {
    const read = (chunk: Buffer) => {
      output = (output + chunk.toString()).slice(-4000);
      if (/Ready to accept connections/.test(output)) resolve(child);
    };
    child.stdout?.on('data', read);
    child.stderr?.on('data', read);
    child.once('exit', (code, signal) => reject(new Error(`redis-server exited (${code ?? signal}):\n${output}`)));
  });
}

export async function startRedis(): Promise<RedisServer> {
  const dir = mkdtempSync(path.join(tmpdir(), 'redis-test-'));
  let port = 0;
  let child: ChildProcess | undefined;
  // Another process may take the free port between the probe and redis-server's bind: try another.
  for (let attempt = 0; !child; attempt++) {
    port = await freePort();
    child = await launch(port, dir).catch((error: unknown) => {
      if (attempt >= 2) throw error;
      return undefined;
    });
  }
  let current: ChildProcess = child;
  const end = async (signal: NodeJS.Signals) => {
    current.kill('SIGCONT'); // a paused server handles no SIGTERM
    current.kill(signal);
    await exited(current);
  };
  return {
    url: `redis://127.0.0.1:${port}`,
    kill: () => end('SIGKILL'),
    pause: () => void current.kill('SIGSTOP'),
    resume: () => void current.kill('SIGCONT'),
    async restart() {
      await end('SIGKILL');
      current = await launch(port, dir);
    },
    async stop() {
      await end('SIGTERM');
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
