// Every redirect of content/redirects.yaml, followed on the built server: requests only, no browser page.
// Straight from Playwright: the console-error fixture of ./fixtures would open a browser page for each test.
import { expect, test } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parse } from 'yaml';

interface Redirect {
  from: string;
  to: string;
  type?: 'permanent' | 'temporary';
}

const root = fileURLToPath(new URL('../..', import.meta.url));
const file = resolve(root, process.env.CONTENT_DIR ?? 'content', 'redirects.yaml');
const redirects = ((parse(readFileSync(file, 'utf8')) as { redirects?: Redirect[] } | null)?.redirects ?? []).map(
  (r) => ({ ...r, status: r.type === 'temporary' ? 302 : 301 }),
);
const external = (to: string) => /^https?:/.test(to);

test.describe('redirects marketers own', () => {
  for (const { from, to, status } of redirects) {
    test(`${from} sends visitors to ${to} with ${status}`, async ({ request }) => {
      const first = await request.get(from, { maxRedirects: 0 });
      expect(first.status()).toBe(status);
      expect(first.headers()['location']).toBe(to);
      // A visitor's query goes along, unless the target has its own.
      const tagged = await request.get(`${from}?utm_source=e2e`, { maxRedirects: 0 });
      expect(tagged.headers()['location']).toContain(to.includes('?') ? to : 'utm_source=e2e');
      // Offline: an address elsewhere is not followed.
      if (external(to)) return;
      const followed = await request.get(from);
      expect(followed.status()).toBe(200);
      expect(new URL(followed.url()).pathname).toBe(to.replace(/[?#].*$/, ''));
    });
  }

  test('the build writes them for static hosts, and the server does not serve that file', async ({ request }) => {
    const lines = readFileSync(join(root, process.env.OUT_DIR ?? 'dist', 'client/_redirects'), 'utf8').split('\n');
    expect(lines.filter((line) => line.startsWith('/'))).toEqual(
      redirects.map(({ from, to, status }) => `${from} ${to} ${status}`),
    );
    const served = await request.get('/_redirects', { maxRedirects: 0 });
    expect(served.status()).toBe(404);
    expect(await served.text()).not.toMatch(/ 30[12]$/m);
  });
});
