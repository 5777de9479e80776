import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { instantChecker, siteBuild } from '../../tests/helpers/ops-site.ts';
import { createApp } from './app.ts';
import { locationOf, type Redirect } from './redirects.ts';
import { redirectsFile, shadowedPaths, writeRedirectFiles } from './redirects-file.ts';

const rules: Redirect[] = [
  { from: '/wordpress-hosting', to: '/hosting/wordpress', status: 301 },
  { from: '/summer', to: '/hosting?offer=summer#plans', status: 302 },
  { from: '/status', to: 'https://status.example.com/', status: 301 },
  // A page of the build: the file wins (the content check refuses it; the server must not hide a page anyway)
  { from: '/login', to: '/', status: 301 },
];

const cleanups: (() => void)[] = [];
afterEach(() => cleanups.splice(0).forEach((clean) => clean()));

const domains = { checker: instantChecker, extensions: ['com'], log: { warn: () => undefined } };
/** The app on a small build; without `redirects`, it reads them from the build as the server does. */
const appOn = (clientDir: string, redirects?: Redirect[]) =>
  createApp({ clientDir, domains, ...(redirects ? { redirects } : {}) });

function site(redirects?: Redirect[]) {
  const build = siteBuild();
  cleanups.push(build.remove);
  return { build, app: appOn(build.clientDir, redirects) };
}

describe('the server answers the redirects', () => {
  it('with 301 or 302 and the Location, for GET and HEAD, with or without a trailing slash', async () => {
    const { app } = site(rules);
    for (const method of ['GET', 'HEAD']) {
      const permanent = await app.request('/wordpress-hosting', { method });
      expect(permanent.status).toBe(301);
      expect(permanent.headers.get('location')).toBe('/hosting/wordpress');
      expect(permanent.headers.get('cache-control')).toBe('public, max-age=3600');
      const temporary = await app.request('/summer/', { method });
      expect(temporary.status).toBe(302);
      expect(temporary.headers.get('location')).toBe('/hosting?offer=summer#plans');
      expect(temporary.headers.get('cache-control')).toBe('no-cache');
    }
    expect((await app.request('/status')).headers.get('location')).toBe('https://status.example.com/');
  });

  it("passes the visitor's query on unless the target has its own", async () => {
    const { app } = site(rules);
    expect((await app.request('/wordpress-hosting?utm_source=mail')).headers.get('location')).toBe(
      '/hosting/wordpress?utm_source=mail',
    );
    expect((await app.request('/summer?utm_source=mail')).headers.get('location')).toBe('/hosting?offer=summer#plans');
  });

  it('never hides a page, and leaves other paths and methods to the not-found page', async () => {
    const { app } = site(rules);
    expect((await app.request('/login')).status).toBe(200);
    expect((await app.request('/wordpress-hosting/more')).status).toBe(404);
    expect((await app.request('/Wordpress-hosting')).status).toBe(404);
    expect((await app.request('/wordpress-hosting', { method: 'DELETE' })).status).toBe(404);
  });

  it('reads the rules the prerender wrote, and serves neither file', async () => {
    const { build, app: before } = site();
    expect((await before.request('/wordpress-hosting')).status).toBe(404);
    await writeRedirectFiles(path.dirname(build.clientDir), rules.slice(0, 3));
    const app = appOn(build.clientDir);
    expect((await app.request('/wordpress-hosting')).status).toBe(301);
    for (const file of ['/_redirects', '/../redirects.json', '/redirects.json']) {
      const response = await app.request(file);
      expect(response.status, file).toBe(404);
      expect(await response.text()).not.toContain('/wordpress-hosting');
    }
  });
});

describe('the files the build writes', () => {
  it('_redirects has one line per rule in the content order, in the format static hosts read', () => {
    const lines = redirectsFile(rules.slice(0, 3)).split('\n');
    expect(lines.filter((l) => !l.startsWith('#') && l)).toEqual([
      '/wordpress-hosting /hosting/wordpress 301',
      '/summer /hosting?offer=summer#plans 302',
      '/status https://status.example.com/ 301',
    ]);
  });

  it('stop at a redirect from a file the build wrote, but not from a folder without a page', async () => {
    const root = mkdtempSync(path.join(tmpdir(), 'redirects-'));
    cleanups.push(() => rmSync(root, { recursive: true, force: true }));
    const client = path.join(root, 'client');
    mkdirSync(path.join(client, 'blog', 'category'), { recursive: true });
    mkdirSync(path.join(client, 'blog', 'tips'), { recursive: true });
    writeFileSync(path.join(client, 'blog', 'rss.xml'), '<rss/>');
    writeFileSync(path.join(client, 'blog', 'tips', 'index.html'), '<html></html>');
    const at = (...froms: string[]) => froms.map((from) => ({ from, to: '/blog', status: 301 as const }));
    expect(shadowedPaths(client, at('/blog/rss.xml', '/blog/tips', '/blog/category', '/old'))).toEqual([
      '/blog/rss.xml',
      '/blog/tips',
    ]);
    await expect(writeRedirectFiles(root, at('/old', '/blog/rss.xml'))).rejects.toThrow('/blog/rss.xml');
    await writeRedirectFiles(root, at('/old'));
    expect(JSON.parse(readFileSync(path.join(root, 'redirects.json'), 'utf8'))).toEqual(at('/old'));
    expect(readFileSync(path.join(client, '_redirects'), 'utf8')).toContain('/old /blog 301\n');
  });
});

describe('locationOf', () => {
  it.each([
    ['/a', '', '/a'],
    ['/a', '?x=1', '/a?x=1'],
    ['/a#plans', '?x=1', '/a?x=1#plans'],
    ['/a?y=2', '?x=1', '/a?y=2'],
    ['https://example.com/a', '?x=1', 'https://example.com/a?x=1'],
  ])('%s with %j is %s', (to, search, location) => expect(locationOf(to, search)).toBe(location));
});
