// Another page the marketer has open, here a tool on http://localhost:8099, tries what any page can do to a
// running editor: read content, and write, commit or delete a file with a no-cors fetch, a CORS fetch and a
// plain form post. The browser and the editor's API refuse each, and the content folder stays as it was.
import { expect, test } from '@playwright/test';
import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import path from 'node:path';

// playwright.config.ts copies content/ here for the editor (per port, so two runs never share it).
const repo = `.tmp/e2e-${process.env.E2E_PORT ?? 4173}/cms`;
const dir = `${repo}/content`;
const post = `blog/${readdirSync(path.join(dir, 'blog')).find((f) => f.endsWith('.mdx'))}`;
const planted = 'blog/csrf-proof.mdx';
// A real server on loopback, as another tool would be: a page the test fulfils itself has no address, and
// Chromium's local-network rules would then block its calls before the editor ever saw them.
const attackerPort = Number(process.env.E2E_PORT ?? 4173) + 8;
const attacker = `http://localhost:${attackerPort}`;
let server: Server | undefined;
test.afterAll(() => server?.close());

test('a page on another localhost port can neither read nor write content through the editor', async ({
  page,
  baseURL,
}) => {
  const editor = baseURL ?? '';
  const create = `${editor}/api/document?file=${planted}&from=${post}`;
  const remove = `${editor}/api/document?file=${post}`;
  const payload = JSON.stringify({ body: 'Planted by another page.\n', commit: true });
  const html = `<!doctype html><title>Another tool</title>
    <form method="post" enctype="text/plain" action="${create}"><input name='{"body":"x","commit":true,"a":"' value='"}'></form>`;
  server = createServer((_, res) => res.writeHead(200, { 'content-type': 'text/html' }).end(html));
  await new Promise<void>((resolve) => server?.listen(attackerPort, '127.0.0.1', resolve));
  await page.goto(`${attacker}/`);
  const outcome = await page.evaluate(
    async ({ create, remove, payload, editor }) => {
      const attempt = (call: () => Promise<Response>) =>
        call().then(
          async (r) => `answered ${r.type} ${r.status} ${r.type === 'opaque' ? '' : await r.text()}`,
          (e: Error) => `failed: ${e.name}`,
        );
      return {
        read: await attempt(() => fetch(`${editor}/api/types`)),
        readDocument: await attempt(() => fetch(`${editor}/api/document?file=site.yaml`)),
        noCorsPost: await attempt(() =>
          fetch(create, { method: 'POST', mode: 'no-cors', headers: { 'content-type': 'text/plain' }, body: payload }),
        ),
        corsPost: await attempt(() =>
          fetch(create, { method: 'POST', headers: { 'content-type': 'application/json' }, body: payload }),
        ),
        corsDelete: await attempt(() =>
          fetch(remove, { method: 'DELETE', headers: { 'content-type': 'application/json' }, body: '{"commit":true}' }),
        ),
      };
    },
    { create, remove, payload, editor },
  );
  // Nothing the editor answered reached the page: no CORS answer for another origin.
  expect(outcome.read).toBe('failed: TypeError');
  expect(outcome.readDocument).toBe('failed: TypeError');
  expect(outcome.corsPost).toBe('failed: TypeError');
  expect(outcome.corsDelete).toBe('failed: TypeError');
  // A no-cors post is sent all the same, with an opaque answer: the editor must refuse it itself.
  expect(outcome.noCorsPost).toMatch(/^answered opaque 0/);

  // The plain form post navigates to the editor's answer: a refusal.
  const [answer] = await Promise.all([
    page.waitForResponse(create),
    page.locator('form').evaluate((f: HTMLFormElement) => f.submit()),
  ]);
  expect(answer.status()).toBe(403);

  expect(existsSync(path.join(dir, planted))).toBe(false);
  expect(existsSync(path.join(dir, post))).toBe(true);
  // Nor was anything committed in its name.
  expect(execFileSync('git', ['log', '--format=%s', '--', `content/${planted}`], { cwd: repo }).toString()).toBe('');
});
