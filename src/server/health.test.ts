import { rmSync } from 'node:fs';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { siteBuild } from '../../tests/helpers/ops-site.ts';
import { healthRoutes, type SharedStateProbe } from './health.ts';

let build: ReturnType<typeof siteBuild> | undefined;
afterEach(() => build?.remove());

const redis = (ready: () => Promise<boolean>): SharedStateProbe => ({ kind: 'redis', ready });

async function probe(app: ReturnType<typeof healthRoutes>, target: string) {
  const response = await app.request(target);
  return { status: response.status, body: await response.json(), cache: response.headers.get('cache-control') };
}

describe('/healthz', () => {
  it('answers 200 while the process runs, whatever else is wrong, and is never cached', async () => {
    const app = healthRoutes({ clientDir: '/nowhere', state: redis(async () => false) });
    expect(await probe(app, '/healthz')).toEqual({ status: 200, body: { status: 'ok' }, cache: 'no-store' });
  });
});

describe('/readyz', () => {
  it('is ready when the build is there and no Redis is configured', async () => {
    build = siteBuild();
    const memory: SharedStateProbe = { kind: 'memory', ready: async () => false }; // memory is never asked
    expect(await probe(healthRoutes({ clientDir: build.clientDir, state: memory }), '/readyz')).toEqual({
      status: 200,
      body: { status: 'ok', checks: { build: 'ok' } },
      cache: 'no-store',
    });
  });

  it.each([
    ['the pages', 'index.html'],
    ['the page policies', '../csp.json'],
  ])('is not ready without %s of the build', async (_, file) => {
    build = siteBuild();
    rmSync(path.join(build.clientDir, file));
    expect(await probe(healthRoutes({ clientDir: build.clientDir }), '/readyz')).toMatchObject({
      status: 503,
      body: { status: 'unavailable', checks: { build: 'failed' } },
      cache: 'no-store',
    });
  });

  it('says which check failed when Redis is configured and does not answer, fails or hangs', async () => {
    build = siteBuild();
    const { clientDir } = build;
    const up = await probe(healthRoutes({ clientDir, state: redis(async () => true) }), '/readyz');
    expect(up).toMatchObject({ status: 200, body: { checks: { build: 'ok', redis: 'ok' } } });
    for (const ready of [
      async () => false,
      async () => Promise.reject(new Error('ECONNREFUSED')),
      () => new Promise<boolean>(() => {}),
    ]) {
      const down = await probe(healthRoutes({ clientDir, state: redis(ready), stateTimeoutMs: 50 }), '/readyz');
      expect(down).toMatchObject({
        status: 503,
        body: { status: 'unavailable', checks: { build: 'ok', redis: 'failed' } },
      });
    }
  });

  it('is not ready once shutdown has begun, so that a balancer sends nothing more', async () => {
    build = siteBuild();
    const app = healthRoutes({ clientDir: build.clientDir, stopping: () => true });
    expect(await probe(app, '/readyz')).toMatchObject({ status: 503, body: { status: 'stopping' } });
  });
});
