// The processes the soak starts (the built server, the fake providers) and what it reads of them: CPU time and
// resident memory from /proc, as `ps` would, so the server needs no hook of its own.
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { createWriteStream, existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { createServer, type AddressInfo } from 'node:net';
import path from 'node:path';
import { tsxCommand } from '../node-command.ts';
import type { FakeMode, FakeReply, FakeRequest, FakeStats } from './soak-fakes.ts';

const CLOCK_TICKS_PER_S = Number(spawnSync('getconf', ['CLK_TCK']).stdout?.toString().trim()) || 100;

/** User + system CPU the process has used so far, in milliseconds (10 ms steps). */
export function cpuMs(pid: number): number {
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  // Fields after the command name (which may hold spaces); utime and stime are the 14th and 15th of the line.
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return ((Number(fields[11]) + Number(fields[12])) * 1000) / CLOCK_TICKS_PER_S;
}

/** Resident set size in MB. */
export function rssMb(pid: number): number {
  const kb = /VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1];
  return Number(kb) / 1024;
}

function newest(entry: string): number {
  if (!existsSync(entry)) return 0;
  const stat = statSync(entry);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return Math.max(0, ...readdirSync(entry).map((name) => newest(path.join(entry, name))));
}

/** Builds the site into `outDir` when it has no build there, or one older than the sources. */
export function ensureBuild(outDir: string): void {
  const stamp = path.join(outDir, '.build-complete');
  const built = existsSync(stamp) ? statSync(stamp).mtimeMs : 0;
  if (built >= Math.max(...['src', 'content', 'package-lock.json'].map(newest))) return;
  console.log(`${built ? 'sources changed since the last soak build' : 'no soak build yet'}: building into ${outDir}…`);
  const result = spawnSync(...tsxCommand('scripts/build.ts'), {
    stdio: 'inherit',
    env: { ...process.env, OUT_DIR: outDir },
  });
  if (result.status !== 0) throw new Error(`the build failed (exit ${result.status})`);
}

export const freePort = () =>
  new Promise<number>((resolve) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as AddressInfo;
      probe.close(() => resolve(port));
    });
  });

export interface Child {
  process: ChildProcess;
  /** Lines it has written to stdout and stderr so far */
  lines: number;
  /** Set once the process has ended, with how */
  exited?: string;
  stop(): Promise<void>;
}

/** Ends the process (SIGTERM, then SIGKILL if it is still there after `graceMs`) and waits for it. */
function stopper(child: Child, graceMs: number) {
  return () =>
    new Promise<void>((resolve) => {
      if (child.exited) return resolve();
      const kill = setTimeout(() => child.process.kill('SIGKILL'), graceMs);
      child.process.once('exit', () => {
        clearTimeout(kill);
        resolve();
      });
      child.process.kill('SIGTERM');
    });
}

function track(process: ChildProcess, graceMs: number): Child {
  const child: Child = { process, lines: 0, stop: async () => {} };
  process.once('exit', (code, signal) => (child.exited = signal ?? `exit ${code}`));
  child.stop = stopper(child, graceMs);
  return child;
}

/**
 * The built server on `port`; resolves once it answers. Its output goes through a pipe, as under a process manager or
 * a container's log collector, and the soak copies it into `logFile` (a file written by the server itself would
 * charge it disk writes that production seldom has) and counts its lines.
 */
export async function startServer(
  serverJs: string,
  env: NodeJS.ProcessEnv,
  logFile: string,
  nodeArgs: string[] = [],
): Promise<Child> {
  const server = track(
    spawn(process.execPath, [...nodeArgs, serverJs], { env, stdio: ['ignore', 'pipe', 'pipe'] }),
    10_000,
  );
  const log = createWriteStream(logFile);
  for (const output of [server.process.stdout, server.process.stderr]) {
    output?.on('data', (chunk: Buffer) => {
      for (let i = chunk.indexOf(10); i !== -1; i = chunk.indexOf(10, i + 1)) server.lines++;
    });
    output?.pipe(log, { end: false });
  }
  const url = `http://${env.HOST}:${env.PORT}/api/domains/search?q=`;
  for (const started = performance.now(); performance.now() - started < 30_000;) {
    if (server.exited) throw new Error(`the server ended (${server.exited}) before answering: see ${logFile}`);
    const answered = await fetch(url).then(
      () => true,
      () => false,
    );
    if (answered) return server;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  await server.stop();
  throw new Error(`the server did not answer within 30 s: see ${logFile}`);
}

export interface Fakes extends Child {
  env: Record<string, string>;
  mode(mode: FakeMode): Promise<FakeStats>;
  stats(): Promise<FakeStats>;
}

/** The fake providers' process (soak-fakes.ts), with the environment that points a server at them. */
export async function startFakes(): Promise<Fakes> {
  const child = track(
    spawn(...tsxCommand(path.resolve('scripts/bench/soak-fakes.ts')), {
      stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
    }),
    2000,
  );
  let next = 1;
  const waiting = new Map<number, (reply: FakeReply) => void>();
  const env = await new Promise<Record<string, string>>((resolve, reject) => {
    child.process.once('exit', () => reject(new Error('the fake providers ended before starting')));
    child.process.on('message', (reply: FakeReply) => {
      if ('env' in reply) resolve(reply.env);
      else waiting.get(reply.id)?.(reply);
      waiting.delete(reply.id);
    });
  });
  const ask = (request: { cmd: 'mode'; mode: FakeMode } | { cmd: 'stats' }) =>
    new Promise<FakeStats>((resolve) => {
      const id = next++;
      waiting.set(id, (reply) => resolve(reply as FakeStats));
      child.process.send({ ...request, id } satisfies FakeRequest);
    });
  const mode = (to: FakeMode) => ask({ cmd: 'mode', mode: to });
  return Object.assign(child, { env, mode, stats: () => ask({ cmd: 'stats' }) });
}
