// The built server as an operator runs it: its own process, JSON lines on stdout, a graceful stop on SIGTERM, and
// the _headers file the build writes for static hosts. On the build in dist/ when it is current (npm test builds before
// the unit tests: scripts/run-tests.ts), read only; otherwise built once into its own folder.
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { existsSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { startFakeProviders, type FakeProviders } from '../helpers/fake-providers.ts';
import { root } from '../helpers/content-fixture.ts';
import { accepts } from '../helpers/ports.ts';
import { buildDecision } from '../../scripts/build-inputs.ts';
import { tsxCommand } from '../../scripts/node-command.ts';

/** dist/ as npm run build made it from content/, if no source changed since: the server is only run from it. */
const reused = !buildDecision(root, path.join(root, 'dist/.build-complete'), 'content', {
  mode: 'production',
  contentDir: path.join(root, 'content'),
}).rebuild;
const outDir = reused ? 'dist' : '.tmp/ops-process-build';
/** Sockets close and lines arrive on their own time on a busy machine: wait for them, never time them. */
const POLL = { timeout: 15_000 };

interface Running {
  child: ChildProcess;
  url: string;
  port: number;
  /** stdout as written so far */
  out: () => string;
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
}

const running: Running[] = [];
let fake: FakeProviders | undefined;

async function startServer(env: Record<string, string>): Promise<Running> {
  const child = spawn(process.execPath, [path.join(outDir, 'server/server.js')], {
    cwd: root,
    env: { ...process.env, PORT: '0', HOST: '127.0.0.1', LOG_LEVEL: 'info', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  let err = '';
  child.stdout?.on('data', (chunk: Buffer) => (out += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (err += chunk.toString()));
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
    // 'close' rather than 'exit': it comes once stdout has been read to its end.
    child.once('close', (code, signal) => resolve({ code, signal })),
  );
  const portOf = () => /Site running at http:\/\/localhost:(\d+)/.exec(out)?.[1];
  try {
    await expect.poll(portOf, { timeout: 30_000 }).toBeTruthy();
  } catch {
    throw new Error(`the server did not start:\n${out}\n${err}`);
  }
  const port = Number(portOf());
  const server = { child, url: `http://127.0.0.1:${port}`, port, out: () => out, exited };
  running.push(server);
  return server;
}

const jsonLines = (text: string) =>
  text
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line) as Record<string, unknown>);

/** A search's status (0: its connection was closed before any answer) and body */
interface Answer {
  status: number;
  body: { searchedDomain?: string; error?: string };
}

/** Providers that answer only after `delayMs`, and a search that waits for them (deadline and time-out above it). */
async function slowProviders(delayMs: number) {
  await fake?.close();
  fake = await startFakeProviders({ delayMs });
  return {
    ...fake.env,
    DOMAIN_PROVIDERS: 'rdap',
    DOMAIN_PROVIDER_TIMEOUT_MS: String(delayMs + 20_000),
    DOMAIN_SEARCH_DEADLINE_MS: String(delayMs + 20_000),
  };
}

/** A search the fake providers have started answering (slowly): a request in flight, its answer still to come. */
async function searchInFlight(server: Running, term: string): Promise<{ answer: Promise<Answer> }> {
  const answer = fetch(`${server.url}/api/domains/search?q=${term}`).then(
    async (r): Promise<Answer> => ({ status: r.status, body: (await r.json()) as Answer['body'] }),
    (error: unknown): Answer => ({ status: 0, body: { error: String(error) } }),
  );
  // Counted as they arrive, before the fakes' delay.
  await expect.poll(() => fake?.open() ?? 0, POLL).toBeGreaterThan(0);
  // Wrapped: an async function returning the promise itself would wait for the answer.
  return { answer };
}

beforeAll(() => {
  if (reused) return;
  rmSync(path.join(root, outDir), { recursive: true, force: true });
  const result = spawnSync(...tsxCommand('scripts/build.ts'), {
    cwd: root,
    encoding: 'utf8',
    env: { ...process.env, OUT_DIR: outDir },
  });
  if (result.status !== 0) throw new Error(`build failed:\n${result.stdout}\n${result.stderr}`);
}, 600_000);
afterEach(async () => {
  for (const server of running.splice(0)) if (server.child.exitCode === null) server.child.kill('SIGKILL');
  await fake?.close();
  fake = undefined;
});
afterAll(() => {
  if (!reused) rmSync(path.join(root, outDir), { recursive: true, force: true });
});

describe('the built server as a service', { timeout: 120_000 }, () => {
  it('answers its health checks and logs JSON lines only', async () => {
    const server = await startServer({});
    const health = await fetch(`${server.url}/healthz`);
    expect(health.status).toBe(200);
    expect(await health.json()).toEqual({ status: 'ok' });
    const ready = await fetch(`${server.url}/readyz`);
    expect(ready.status).toBe(200);
    expect(await ready.json()).toEqual({ status: 'ok', checks: { build: 'ok' } });
    expect(ready.headers.get('cache-control')).toBe('no-store');
    const page = await fetch(`${server.url}/about?q=query-marker`);
    const id = page.headers.get('x-request-id');
    await expect
      .poll(() => jsonLines(server.out()).find((l) => l.id === id), POLL)
      .toMatchObject({
        method: 'GET',
        path: '/about',
        status: 200,
      });
    expect(server.out()).not.toContain('query-marker');
    // Every line is one JSON object, the start-up line included: nothing in between for a collector to trip on.
    expect(jsonLines(server.out())[0]).toMatchObject({ level: 'info', providers: expect.any(Array) });
  });

  it('on SIGTERM refuses new connections, finishes the request in flight, then exits 0 by itself', async () => {
    const server = await startServer(await slowProviders(1500));
    const { answer: slow } = await searchInFlight(server, 'graceful-stop');
    server.child.kill('SIGTERM');
    await expect.poll(() => accepts(server.port), POLL).toBe(false);
    const answer = await slow;
    expect(answer).toMatchObject({ status: 200, body: { searchedDomain: 'graceful-stop.com' } });
    expect(await server.exited).toEqual({ code: 0, signal: null });
    const lines = jsonLines(server.out());
    expect(lines.find((l) => l.path === '/api/domains/search')).toMatchObject({ status: 200 });
    // "stopped" follows the SIGTERM line, and only request lines may follow it: once, in a full run at load 8, a
    // request's line came just after "stopped" (whole, and before the exit; which request was not recorded).
    const signalled = lines.findIndex((l) => String(l.msg).startsWith('SIGTERM'));
    const stopped = lines.findIndex((l) => l.msg === 'stopped');
    expect(signalled).toBeGreaterThan(-1);
    expect(stopped).toBeGreaterThan(signalled);
    expect(lines.slice(stopped + 1).filter((l) => l.msg !== 'request')).toEqual([]);
  });

  it('cuts the requests still running when the grace period is over, and still exits 0', async () => {
    const server = await startServer({ ...(await slowProviders(60_000)), SHUTDOWN_GRACE_MS: '300' });
    const { answer: slow } = await searchInFlight(server, 'cut-short');
    server.child.kill('SIGTERM');
    expect(await server.exited).toEqual({ code: 0, signal: null });
    expect((await slow).status).toBe(0); // its connection was closed before any answer
  });

  it('exits at once on a second signal', async () => {
    const server = await startServer({ ...(await slowProviders(60_000)), SHUTDOWN_GRACE_MS: '60000' });
    const { answer: slow } = await searchInFlight(server, 'impatient');
    server.child.kill('SIGTERM');
    await expect.poll(() => accepts(server.port), POLL).toBe(false);
    server.child.kill('SIGTERM');
    expect(await server.exited).toEqual({ code: 128 + 15, signal: null });
    expect((await slow).status).toBe(0);
  });
});

describe('_headers for static hosts', () => {
  const client = path.join(root, outDir, 'client');

  it('gives every page one policy allowing what its csp.json policy does, in at most 100 rules, and the server does not serve the file', async () => {
    const file = path.join(client, '_headers');
    expect(existsSync(file)).toBe(true);
    const policies = JSON.parse(readFileSync(path.join(root, outDir, 'csp.json'), 'utf8')) as Record<string, string>;
    const rules = new Map<string, string>();
    let rule = '';
    for (const line of readFileSync(file, 'utf8').split('\n')) {
      if (line.startsWith('/')) rule = line;
      const csp = /^\s+Content-Security-Policy: (.*)$/.exec(line)?.[1];
      if (csp) rules.set(rule, csp);
    }
    expect(Object.keys(policies).length).toBeGreaterThan(5);
    // Cloudflare Pages reads the first 100 rules of the file.
    expect(readFileSync(file, 'utf8').match(/^\//gm)?.length).toBeLessThanOrEqual(100);
    const sources = (policy: string) =>
      policy.split(';').flatMap((d) => {
        const [name, ...list] = d.trim().split(/\s+/);
        return list.map((source) => `${name} ${source}`);
      });
    for (const [page, policy] of Object.entries(policies)) {
      const paths = page === '/' ? ['/'] : page === '/404' ? ['/404.html'] : [page, `${page}/`];
      for (const p of paths) {
        const matching = [...rules].filter(([r]) => (r.endsWith('/*') ? p.startsWith(r.slice(0, -1)) : r === p));
        expect(
          matching.map(([r]) => r),
          `the rules setting ${p}'s policy`,
        ).toHaveLength(1);
        expect(sources(matching[0]![1]), p).toEqual(expect.arrayContaining(sources(policy)));
      }
    }

    const server = await startServer({});
    const response = await fetch(`${server.url}/_headers`);
    expect(response.status).toBe(404);
    expect(await response.text()).not.toContain('Content-Security-Policy:');
  });
});
