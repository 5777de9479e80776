// The publish hook: a URL gets the POST, a command gets the same JSON on stdin (a JSON list of its words, no shell), a
// failure, a time-out or a missing program shows as failed with its exit code or HTTP status and its last lines,
// scrubbed of secrets; over HTTP, a publish starts it without waiting, and the board and the audit log show it.
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { readYaml } from '../../local-api/yaml-edit.ts';
import { SHARED, type Product } from '../../testing/people.ts';
import { readRuns } from './hook-runs.ts';
import { hookCommand, publishHook, type HookRun } from './publish-hook.ts';
import { PUBLISHER } from '../../testing/team-service.ts';
import { saveFile, startDraftsApi, type DraftsApi } from '../../testing/drafts-api.ts';
import { reviewedCommit } from '../../testing/review.ts';

/** CMS_PUBLISH_HOOK for a Node one-liner: the command as a JSON list of its words. */
const node = (script: string) => JSON.stringify([process.execPath, '-e', script]);
const payload = {
  draft: 'spring-prices',
  commit: 'a'.repeat(40),
  by: { name: 'Pub Lisher', email: 'pub@example.com' },
  at: '2026-11-20T10:00:00.000Z',
};

/** A loopback server that records each request's method, type and body, and answers with the given status. */
async function receiver(status: number) {
  const received: { method: string; type: string; body: string }[] = [];
  const server: Server = createServer((request: IncomingMessage, response) => {
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString()));
    request.on('end', () => {
      received.push({ method: request.method ?? '', type: request.headers['content-type'] ?? '', body });
      response.writeHead(status, { 'content-type': 'text/plain' }).end(`build queued\nstatus ${status}\n`);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/hooks/deploy?token=hook-token-123456`,
    received,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

const stops: (() => Promise<void>)[] = [];
afterEach(async () => {
  for (const stop of stops.splice(0).reverse()) await stop();
});

async function runOnce(spec: string, timeoutMs = 20_000, secrets: string[] = []): Promise<HookRun> {
  const hook = publishHook(spec, { timeoutMs, secrets });
  stops.push(() => hook.stop());
  const run = hook.start(payload);
  expect(run?.state).toBe('running');
  await hook.settled();
  return hook.runs()[0]!;
}

describe('hookCommand', () => {
  it('takes the words as the JSON list gives them: nothing expanded, split or redirected', () => {
    const words = ['sh', '-c', 'echo $HOME; rm -rf /', '`id`', '>', 'out', 'Main site'];
    expect(hookCommand(JSON.stringify(words))).toEqual(words);
  });

  it.each([['npm run deploy'], ['[]'], ['[""]'], ['["npm", 3]'], ['{"run":"deploy"}'], ['   ']])(
    'refuses %j: neither a URL nor a list of words',
    (spec) => {
      expect(() => hookCommand(spec)).toThrow(/JSON list of its words/);
      expect(() => publishHook(spec, { timeoutMs: 1000, secrets: [] })).toThrow(/JSON list of its words/);
    },
  );
});

describe('a command hook', () => {
  it('gets the JSON on stdin; its output is kept', { timeout: 30_000 }, async () => {
    const run = await runOnce(node(`process.stdin.pipe(process.stdout)`));
    expect(run).toMatchObject({ state: 'ok', exitCode: 0, kind: 'command', target: process.execPath });
    expect(JSON.parse(run.output.join('\n'))).toEqual(payload);
    expect(run.durationMs).toBeGreaterThan(0);
  });

  it('failing: failed, with its exit code and last lines, secrets cut out', { timeout: 30_000 }, async () => {
    const run = await runOnce(
      node(`console.log('deploying'); console.error('token s3cret-deploy-key refused'); process.exit(3)`),
      20_000,
      ['s3cret-deploy-key'],
    );
    expect(run).toMatchObject({ state: 'failed', exitCode: 3 });
    expect(run.output).toEqual(['deploying', 'token [redacted] refused']);
  });

  it('past its time-out: stopped, failed', { timeout: 30_000 }, async () => {
    const run = await runOnce(node(`setTimeout(() => {}, 60000)`), 300);
    expect(run).toMatchObject({ state: 'failed', error: 'timed out after 0.3 s', exitCode: null });
    expect(run.durationMs).toBeLessThan(10_000);
  });

  it('a program that does not exist: failed, with why', async () => {
    const run = await runOnce(JSON.stringify(['/no/such/deploy-program', '--now']));
    expect(run).toMatchObject({ state: 'failed', error: expect.stringContaining('ENOENT') });
  });
});

describe('runs kept across restarts', () => {
  const folder = () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'hook-runs-'));
    stops.push(async () => rmSync(dir, { recursive: true, force: true }));
    return path.join(dir, 'state', 'runs.json');
  };

  it('a finished run is still there for the next start, whose runs number on', { timeout: 30_000 }, async () => {
    const keepIn = folder();
    const first = publishHook(node(`console.log('deployed v1')`), { timeoutMs: 20_000, secrets: [], keepIn });
    first.start(payload);
    await first.settled();
    const again = publishHook(node(`0`), { timeoutMs: 20_000, secrets: [], keepIn });
    stops.push(() => again.stop());
    expect(again.runs()).toEqual([expect.objectContaining({ id: 1, state: 'ok', output: ['deployed v1'] })]);
    expect(again.latestFor(payload.draft)?.commit).toBe(payload.commit);
    expect(again.start({ ...payload, draft: 'next' })?.id).toBe(2);
    await again.settled();
    expect(readRuns(keepIn).map((run) => [run.id, run.draft, run.state])).toEqual([
      [2, 'next', 'ok'],
      [1, payload.draft, 'ok'],
    ]);
  });

  it('a run the service left running is failed, saying so', () => {
    const keepIn = folder();
    const running: HookRun = {
      id: 7,
      draft: 'd',
      commit: 'c',
      by: 'pub@example.com',
      kind: 'command',
      target: 'npm',
      state: 'running',
      startedAt: payload.at,
      output: [],
    };
    mkdirSync(path.dirname(keepIn));
    writeFileSync(keepIn, JSON.stringify([running]));
    expect(readRuns(keepIn)).toEqual([
      { ...running, state: 'failed', error: 'the service stopped before it finished' },
    ]);
  });

  it('an unreadable file is an empty list; the next run writes a good one', { timeout: 30_000 }, async () => {
    const keepIn = folder();
    expect(readRuns(keepIn)).toEqual([]);
    const hook = publishHook(node(`0`), { timeoutMs: 20_000, secrets: [], keepIn });
    hook.start(payload);
    await hook.settled();
    writeFileSync(keepIn, readFileSync(keepIn, 'utf8').slice(0, 20));
    expect(readRuns(keepIn)).toEqual([]);
    writeFileSync(keepIn, JSON.stringify([{ id: 'x' }, null, 3]));
    expect(readRuns(keepIn)).toEqual([]);
  });
});

describe('a URL hook', () => {
  it('gets a POST with the JSON; the URL is recorded without its query', { timeout: 30_000 }, async () => {
    const server = await receiver(202);
    stops.push(server.close);
    const run = await runOnce(server.url);
    expect(server.received).toEqual([{ method: 'POST', type: 'application/json', body: JSON.stringify(payload) }]);
    expect(run).toMatchObject({ state: 'ok', httpStatus: 202, kind: 'url', output: ['build queued', 'status 202'] });
    expect(run.target).toBe(new URL(server.url).origin + '/hooks/deploy');
    expect(JSON.stringify(run)).not.toContain('hook-token-123456');
  });

  it('answering 500: failed, with the status', { timeout: 30_000 }, async () => {
    const server = await receiver(500);
    stops.push(server.close);
    expect(await runOnce(server.url)).toMatchObject({ state: 'failed', httpStatus: 500 });
  });
});

/** A draft saved, set in review and published by the publisher; the publish's answer. */
async function publishOne(api: DraftsApi) {
  const created = await api.editor.call<{ draft: { slug: string } }>('POST', '/api/drafts', { title: 'Hooked' });
  const { slug } = created.body.draft;
  const read = await api.editor.call<{ text: string }>('GET', `/api/drafts/${slug}/files/${SHARED}`);
  const product = readYaml(read.body.text) as Product;
  product.plans[0]!.price += 1;
  expect((await saveFile(api.editor, slug, SHARED, { data: product })).status).toBe(200);
  await api.editor.call('POST', `/api/drafts/${slug}/status`, { status: 'in-review' });
  const commit = await reviewedCommit(api.publisher, slug);
  const published = await api.publisher.call<{ commit: string; publishHook: { state: string } }>(
    'POST',
    `/api/drafts/${slug}/publish`,
    { commit },
  );
  expect(published.status).toBe(200);
  return { slug, ...published.body };
}

type Board = { drafts: { slug: string; publishHook?: HookRun }[] };

describe('over HTTP', () => {
  it('a publish POSTs to the URL hook and the board shows it ok', { timeout: 60_000 }, async () => {
    const server = await receiver(200);
    stops.push(server.close);
    const api = await startDraftsApi(server.url);
    stops.push(() => api.stop());
    const published = await publishOne(api);
    expect(published.publishHook).toEqual({ id: 1, state: 'running' });
    await api.service.hook?.settled();
    expect(server.received.map((r) => JSON.parse(r.body) as unknown)).toEqual([
      {
        draft: published.slug,
        commit: published.commit,
        by: { name: PUBLISHER.name, email: PUBLISHER.email },
        at: expect.any(String),
      },
    ]);
    const board = await api.editor.call<Board>('GET', '/api/drafts');
    expect(board.body.drafts.find((d) => d.slug === published.slug)?.publishHook).toMatchObject({
      state: 'ok',
      httpStatus: 200,
      commit: published.commit,
    });
  });

  it(
    'a failing command hook shows as failed on the board, in /api/publishes and in the audit log',
    { timeout: 60_000 },
    async () => {
      const api = await startDraftsApi(node(`console.error('deploy refused'); process.exit(2)`));
      stops.push(() => api.stop());
      const published = await publishOne(api);
      await api.service.hook?.settled();
      const failed = { state: 'failed', exitCode: 2, commit: published.commit, output: ['deploy refused'] };
      const board = await api.editor.call<Board>('GET', '/api/drafts');
      expect(board.body.drafts.find((d) => d.slug === published.slug)?.publishHook).toMatchObject(failed);
      const publishes = await api.editor.call<{ configured: boolean; publishes: HookRun[] }>('GET', '/api/publishes');
      expect(publishes.body).toMatchObject({ configured: true, publishes: [failed] });
      expect(api.service.audit().filter((l) => l.event === 'publish-hook')).toEqual([
        expect.objectContaining({
          who: PUBLISHER.email,
          draft: published.slug,
          commit: published.commit,
          ok: false,
          exitCode: 2,
          durationMs: expect.any(Number),
        }),
      ]);
    },
  );
});
