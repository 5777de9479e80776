// /healthz (the process answers) and /readyz (it can serve: the build is there and Redis answers when configured),
// for load balancers and orchestrators. Neither is cached nor rate limited.
import { constants } from 'node:fs';
import { access } from 'node:fs/promises';
import path from 'node:path';
import { Hono } from 'hono';

/** What readiness needs of the shared state (api-app.ts: memory, or Redis when REDIS_URL is set). */
export interface SharedStateProbe {
  kind: 'memory' | 'redis';
  /** Whether the store answers now */
  ready(): Promise<boolean>;
}

export interface HealthOptions {
  /** The built client; the page policies (csp.json) sit beside it */
  clientDir: string;
  state?: SharedStateProbe | undefined;
  /** True once shutdown has begun: not ready, so that a balancer sends nothing more */
  stopping?: (() => boolean) | undefined;
  /** Longest wait for Redis before it counts as down: a probe must answer before the balancer gives up on it */
  stateTimeoutMs?: number;
}

type Check = 'ok' | 'failed';

const readable = (file: string) =>
  access(file, constants.R_OK).then(
    () => true,
    () => false,
  );

const within = (ms: number, probe: () => Promise<boolean>) =>
  new Promise<boolean>((resolve) => {
    const timer = setTimeout(() => resolve(false), ms);
    probe()
      .catch(() => false)
      .then((ok) => {
        clearTimeout(timer);
        resolve(ok);
      });
  });

export function healthRoutes({ clientDir, state, stopping = () => false, stateTimeoutMs = 1000 }: HealthOptions) {
  const app = new Hono();
  const noStore = { 'Cache-Control': 'no-store' };
  const buildFiles = [path.join(clientDir, 'index.html'), path.join(clientDir, '..', 'csp.json')];

  app.get('/healthz', (c) => c.json({ status: 'ok' }, 200, noStore));

  app.get('/readyz', async (c) => {
    const [build, redis] = await Promise.all([
      Promise.all(buildFiles.map(readable)).then((all) => all.every(Boolean)),
      state?.kind === 'redis' ? within(stateTimeoutMs, () => state.ready()) : undefined,
    ]);
    const checks: Record<string, Check> = { build: build ? 'ok' : 'failed' };
    if (redis !== undefined) checks.redis = redis ? 'ok' : 'failed';
    const failed = Object.values(checks).includes('failed');
    const status = stopping() ? 'stopping' : failed ? 'unavailable' : 'ok';
    return c.json({ status, checks }, status === 'ok' ? 200 : 503, noStore);
  });
  return app;
}
