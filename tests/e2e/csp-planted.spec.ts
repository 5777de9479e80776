// A script that reaches a page past the content check (here: planted in a post's MDX as the compiler reads it,
// tests/helpers/planted-build.ts) is in the page but does not run: the page's CSP allows only the inline scripts
// the site itself emits, so the browser refuses it and reports the violation.
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { openSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from './fixtures.ts';
import { OTHER_THEME } from '../spec.ts';
import { accepts } from '../helpers/ports.ts';
import { tsxCommand } from '../../scripts/node-command.ts';

const port = Number(process.env.E2E_PORT ?? 4173) + 9;
const outDir = `.tmp/e2e-${port}/planted-build`;
const blog = 'blog';
// Any post will do: the first one, as the content has it.
const post = readdirSync(path.join(process.env.CONTENT_DIR ?? 'content', blog)).find((f) => f.endsWith('.mdx'));
let server: ChildProcess | undefined;

test.use({ allowedConsoleErrors: /Content Security Policy/ });
// A whole build takes 30-60 s on this machine when it is busy (two builds run beside the e2e suite), and more than
// the default 30 s at load 12: the hook gets the test's time too (describe.configure does not reach it).
const BUILD_TIMEOUT = 600_000;
test.describe.configure({ timeout: BUILD_TIMEOUT });

test.beforeAll(async () => {
  test.setTimeout(BUILD_TIMEOUT);
  const built = spawnSync(...tsxCommand('tests/helpers/planted-build.ts', outDir, `${blog}/${post}`), {
    encoding: 'utf8',
  });
  expect(built.status, built.stderr).toBe(0);
  expect(await accepts(port), `port ${port} is already taken by another process`).toBe(false);
  const log = `${outDir}/server.log`;
  server = spawn('node', [`${outDir}/server/server.js`], {
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1' },
    stdio: ['ignore', openSync(log, 'w'), openSync(log, 'a')],
  });
  // Each try has its own time-out: a connection that never answers must not use up the whole wait.
  const healthy = await expect
    .poll(
      () =>
        fetch(`http://127.0.0.1:${port}/healthz`, { signal: AbortSignal.timeout(5_000) }).then(
          (r) => r.status,
          () => 0,
        ),
      { timeout: 60_000 },
    )
    .toBe(200)
    .then(
      () => true,
      () => false,
    );
  expect(healthy, `the planted build's server did not answer /healthz; its log:\n${readFileSync(log, 'utf8')}`).toBe(
    true,
  );
});

test.afterAll(() => {
  server?.kill();
});

test('a script planted in a post is in the page but blocked by its CSP, which reports the violation', async ({
  page,
}) => {
  await page.addInitScript((theme) => {
    localStorage.setItem('theme', theme);
    const seen: string[] = [];
    Object.assign(window, { __violations: seen });
    document.addEventListener('securitypolicyviolation', (e) => seen.push(e.effectiveDirective));
  }, OTHER_THEME);
  const response = await page.goto(`http://127.0.0.1:${port}/${blog}/${post?.replace(/\.mdx$/, '')}`);
  expect(response?.status()).toBe(200);
  const planted = () => [...document.scripts].filter((s) => s.textContent?.includes('__planted')).length;
  expect(await page.evaluate(planted)).toBe(1);
  await expect
    .poll(() => page.evaluate(() => (window as { __violations?: string[] }).__violations))
    .toContain('script-src-elem');
  expect(await page.evaluate(() => (window as { __planted?: boolean }).__planted)).toBeUndefined();
  // The site's own inline script still ran (it applied the stored theme): only what the site did not emit is blocked.
  expect(await page.evaluate(() => document.documentElement.dataset.theme)).toBe(OTHER_THEME);
});
