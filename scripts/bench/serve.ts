// Serves a build on a free loopback port for the benchmarks, with RDAP pointed nowhere (no network here).
import path from 'node:path';
import { serve } from '@hono/node-server';
import type { AddressInfo } from 'node:net';
import { createApp } from '../../src/server/app.ts';
import { availabilityChecker } from '../../src/server/domains/availability.ts';
import { rdap } from '../../src/server/domains/rdap.ts';

export async function serveBuild(outDir = 'dist'): Promise<{ url: string; close: () => Promise<void> }> {
  const checker = availabilityChecker({
    providers: [rdap({ baseUrl: 'http://127.0.0.1:9/' })],
    prices: {},
    timeoutMs: 100,
    log: { warn() {} },
  });
  const app = createApp({ clientDir: path.resolve(outDir, 'client'), domains: { checker, extensions: [] } });
  const server = await new Promise<ReturnType<typeof serve>>((resolve) => {
    const s = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' }, () => resolve(s));
  });
  const { port } = server.address() as AddressInfo;
  return { url: `http://127.0.0.1:${port}`, close: () => new Promise((r) => server.close(() => r())) };
}
