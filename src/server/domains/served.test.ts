// The search endpoints behind the site's own middleware (compression, headers) on a real loopback socket: what
// app.request cannot show, a stream that reaches the client line by line and a visitor who leaves.
import { mkdtempSync, rmSync } from 'node:fs';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { serve, type ServerType } from '@hono/node-server';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { searchPrices, startFakeProviders, type FakeProviders } from '../../../tests/helpers/fake-providers.ts';
import { createApp } from '../app.ts';
import { availabilityChecker } from './availability.ts';
import { providersFromEnv } from './config.ts';
import { SEARCH_CONCURRENCY } from './search.ts';

/** Sockets close and requests arrive on their own time on a busy machine: wait for them, never time them. */
const POLL = { timeout: 5000 };

let fake: FakeProviders;
let server: ServerType;
let site: string;
/** An empty build: these tests need the API only */
const clientDir = mkdtempSync(path.join(tmpdir(), 'served-test-'));
/** Long, so that only the visitor leaving can end the provider calls these tests leave hanging */
const DEADLINE_MS = 20_000;

beforeAll(async () => {
  fake = await startFakeProviders();
  const { providers } = providersFromEnv({ ...fake.env, DOMAIN_PROVIDERS: 'whoapi, resellerclub' });
  const checker = availabilityChecker({ providers, prices: searchPrices, timeoutMs: DEADLINE_MS, log: { warn() {} } });
  const app = createApp({
    clientDir,
    domains: { checker, extensions: Object.keys(searchPrices), deadlineMs: DEADLINE_MS, log: { warn() {} } },
  });
  server = await new Promise<ServerType>((resolve) => {
    const s = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' }, () => resolve(s));
  });
  site = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  (server as Server).closeAllConnections();
  await new Promise<void>((resolve) => server.close(() => resolve()));
  await fake.close();
  rmSync(clientDir, { recursive: true });
});
beforeEach(() => {
  for (const list of Object.values(fake.calls)) list.length = 0;
  fake.set('whoapi', (d) => (d === 'visitor.com' ? 'available' : 'hang'));
  fake.set('resellerclub', () => 'hang');
});

describe('search endpoints on the site', () => {
  it('stream uncompressed, line by line, and stop every provider call when the visitor leaves', async () => {
    const response = await fetch(`${site}/api/domains/search/stream?q=visitor`, {
      headers: { 'accept-encoding': 'gzip, deflate, br' },
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/x-ndjson; charset=utf-8');
    expect(response.headers.get('content-encoding')).toBeNull();
    const reader = response.body!.pipeThrough(new TextDecoderStream()).getReader();
    const { value } = await reader.read();
    expect(JSON.parse(value!.split('\n')[0]!)).toMatchObject({ type: 'searched', searchedDomain: 'visitor.com' });
    // The suggestions hang until the deadline, far off: the first line came on its own.
    await expect.poll(() => fake.open(), POLL).toBe(SEARCH_CONCURRENCY);
    await reader.cancel();
    await expect.poll(() => fake.open(), POLL).toBe(0);
    // Their calls were aborted, not failed over: no next provider was asked.
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(fake.calls.resellerclub).toEqual([]);
  });

  it('abort the JSON search when the visitor leaves before its answer', async () => {
    const leave = new AbortController();
    const search = fetch(`${site}/api/domains/search?q=gone`, { signal: leave.signal });
    await expect.poll(() => fake.open(), POLL).toBeGreaterThan(0);
    leave.abort();
    await expect(search).rejects.toThrow();
    await expect.poll(() => fake.open(), POLL).toBe(0);
  });
});
