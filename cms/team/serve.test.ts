// npm run cms:serve as a process: it starts from the environment on a random loopback port, answers /healthz,
// writes JSON log lines, stops with exit 0 on SIGTERM, and refuses to start with an unsafe setting.
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { afterEach, describe, expect, it } from 'vitest';
import { root } from '../../tests/helpers/content-fixture.ts';

// As npm run cms:serve starts it: node with tsx's loader, no tsx wrapper process. The wrapper relays a SIGTERM,
// but SIGKILLs the service if it has not acknowledged the signal within 30 ms (seen on a loaded machine).
const serve = [process.execPath, ['--import', 'tsx', 'scripts/cms-serve.ts']] as const;
const env = {
  PATH: process.env.PATH,
  CMS_HOST: '127.0.0.1',
  CMS_PORT: '0',
  CMS_PUBLIC_URL: 'http://127.0.0.1:5180',
  CMS_SESSION_SECRET: 'a session secret for the serve test, long enough',
  CMS_USERS_FILE: '.tmp/no-users-yet.json',
  CMS_APP_DIR: '.tmp/no-app-built',
};
let child: ChildProcess | undefined;
afterEach(() => {
  if (child?.exitCode === null) child.kill('SIGKILL');
});

describe('npm run cms:serve', () => {
  it('answers /healthz, logs JSON lines, and exits 0 on SIGTERM', async () => {
    const started = spawn(serve[0], serve[1], { cwd: root, env, stdio: ['ignore', 'pipe', 'pipe'] });
    child = started;
    let out = '';
    started.stderr.on('data', (chunk: Buffer) => (out += chunk.toString()));
    const port = await new Promise<number>((resolve, reject) => {
      started.stdout.on('data', (chunk: Buffer) => {
        out += chunk.toString();
        const found = /listening on 127\.0\.0\.1:(\d+)/.exec(out);
        if (found) resolve(Number(found[1]));
      });
      started.once('exit', (code) => reject(new Error(`exited ${code}: ${out}`)));
    });
    const health = await fetch(`http://127.0.0.1:${port}/healthz`);
    expect(health.status).toBe(200);
    expect(await health.json()).toEqual({ status: 'ok' });
    expect((await fetch(`http://127.0.0.1:${port}/readyz`)).status).toBe(200);
    expect((await fetch(`http://127.0.0.1:${port}/api/types`)).status).toBe(401);

    const exited = new Promise<number | null>((resolve) => started.once('exit', resolve));
    started.kill('SIGTERM');
    expect(await exited).toBe(0);
    const lines = out.trim().split('\n');
    for (const line of lines) expect(() => JSON.parse(line), line).not.toThrow();
    expect(lines.map((l) => (JSON.parse(l) as { msg: string }).msg)).toContain('stopped');
    expect(out).not.toContain(env.CMS_SESSION_SECRET);
  });

  it('refuses to start with an unsafe setting: one fatal JSON line, exit 1', () => {
    const change = { CMS_PUBLIC_URL: 'http://cms.example.com' };
    const result = spawnSync(serve[0], serve[1], {
      cwd: root,
      env: { ...env, ...change },
      encoding: 'utf8',
    });
    expect(result.status).toBe(1);
    expect(JSON.parse(result.stderr)).toMatchObject({ level: 'fatal', msg: expect.stringMatching(/must be https/) });
  });
});
