// The attacks on the editor's API in service mode: no session, the wrong role, a foreign Origin, a missing or wrong
// CSRF token, a body type a foreign form can send. Each is refused and nothing is written or committed.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { EDITOR, PUBLIC, PUBLISHER, testService, type TestService } from '../../testing/team-service.ts';

const product = 'products/shared.yaml';
let service: TestService;
beforeEach(async () => {
  service = await testService();
});
afterEach(() => service.remove());

const read = (file: string) => readFileSync(path.join(service.dir, file), 'utf8');
const json = { 'content-type': 'application/json' };

/** A save of the product with one changed plan name, as the editor's page would send it. */
async function productSave(commit: boolean) {
  const { app } = service;
  const { cookie } = await service.signIn(PUBLISHER);
  const doc = (await (await app.request(`${PUBLIC}/api/document?file=${product}`, { headers: { cookie } })).json()) as {
    data: { name: string };
    version: string;
  };
  const base = { version: doc.version, data: doc.data };
  return JSON.stringify({ data: { ...doc.data, name: `${doc.data.name} (renamed)` }, base, commit });
}

describe('signed out', () => {
  it.each([
    ['GET', '/api/me'],
    ['GET', '/api/types'],
    ['GET', `/api/document?file=${product}`],
    ['PUT', `/api/document?file=${product}`],
    ['POST', '/api/document?file=blog/new.mdx'],
    ['DELETE', `/api/document?file=${product}`],
    ['GET', '/api/template?file=blog/new.mdx'],
    ['POST', `/api/publish?file=${product}`],
    ['POST', `/api/restore?file=${product}&commit=abcdef`],
    ['GET', '/api/media'],
    ['GET', '/api/media/file?name=x.png'],
    ['POST', '/api/media?name=x.png'],
    ['GET', '/api/no-such-route'],
  ])('%s %s answers 401 JSON and changes nothing', async (method, url) => {
    const before = read(product);
    const response = await service.app.request(`${PUBLIC}${url}`, {
      method,
      headers: { ...json, origin: PUBLIC },
      ...(method === 'GET' ? {} : { body: JSON.stringify({ data: {}, commit: true, changes: [] }) }),
    });
    expect(response.status).toBe(401);
    expect(await response.json()).toEqual({ error: 'Sign in first' });
    expect(read(product)).toBe(before);
    expect(service.commits()).toBe(1);
  });

  it('a made-up or stale session cookie is no session', async () => {
    const response = await service.app.request(`${PUBLIC}/api/types`, { headers: { cookie: 'cms_session=forged' } });
    expect(response.status).toBe(401);
  });

  it('sends the editor page to the sign-in form', async () => {
    const response = await service.app.request(`${PUBLIC}/`);
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toBe('/sign-in');
  });
});

describe('roles', () => {
  it('an editor saves but may not publish or commit: 403, nothing committed', async () => {
    const body = await productSave(true);
    const { cookie, csrf } = await service.signIn(EDITOR);
    const headers = { ...json, origin: PUBLIC, cookie, 'x-cms-token': csrf };
    const before = read(product);
    const put = await service.app.request(`${PUBLIC}/api/document?file=${product}`, { method: 'PUT', headers, body });
    expect(put.status).toBe(403);
    expect(read(product)).toBe(before);
    const publish = await service.app.request(`${PUBLIC}/api/publish?file=${product}`, {
      method: 'POST',
      headers,
      body: JSON.stringify({ changes: [] }),
    });
    expect(publish.status).toBe(403);
    expect(service.commits()).toBe(1);

    const save = await service.app.request(`${PUBLIC}/api/document?file=${product}`, {
      method: 'PUT',
      headers,
      body: body.replace('"commit":true', '"commit":false'),
    });
    expect(save.status).toBe(200);
    expect(read(product)).toContain('(renamed)');
    expect(service.commits()).toBe(1);
  });

  it('a publisher saves and commits', async () => {
    const body = await productSave(true);
    const { cookie, csrf } = await service.signIn(PUBLISHER);
    const response = await service.app.request(`${PUBLIC}/api/document?file=${product}`, {
      method: 'PUT',
      headers: { ...json, origin: PUBLIC, cookie, 'x-cms-token': csrf },
      body,
    });
    expect(response.status).toBe(200);
    expect(service.commits()).toBe(2);
  });

  it('GET /api/me says who, with which role, and the CSRF token', async () => {
    const { cookie, csrf } = await service.signIn(EDITOR);
    const response = await service.app.request(`${PUBLIC}/api/me`, { headers: { cookie } });
    expect(await response.json()).toEqual({ name: EDITOR.name, email: EDITOR.email, role: 'editor', csrf });
    expect(csrf).toMatch(/^[\w-]{43}$/);
    expect(response.headers.get('cache-control')).toBe('no-store');
  });
});

describe('a signed-in publisher’s browser, driven by another page', () => {
  it.each([
    ['a foreign Origin', { origin: 'https://evil.example' }, 403],
    ['no Origin (not a browser page)', { origin: undefined }, 403],
    ['a cross-site fetch', { 'sec-fetch-site': 'cross-site' }, 403],
    ['no CSRF token', { 'x-cms-token': undefined }, 403],
    ['a wrong CSRF token', { 'x-cms-token': 'x'.repeat(43) }, 403],
    ['another session’s CSRF token', { 'x-cms-token': 'other' }, 403],
    ['a text/plain body (a foreign form can send one)', { 'content-type': 'text/plain' }, 415],
    ['a form encoding', { 'content-type': 'application/x-www-form-urlencoded' }, 415],
  ] as const)('%s: refused, nothing written or committed', async (_, change, status) => {
    const body = await productSave(true);
    const { cookie, csrf } = await service.signIn(PUBLISHER);
    const other = await service.signIn(EDITOR);
    const headers: Record<string, string> = { ...json, origin: PUBLIC, cookie, 'x-cms-token': csrf };
    for (const [name, value] of Object.entries(change))
      if (value === undefined) delete headers[name];
      else headers[name] = value === 'other' ? other.csrf : value;
    const before = read(product);
    for (const [method, url] of [
      ['PUT', `/api/document?file=${product}`],
      ['POST', `/api/publish?file=${product}`],
      ['DELETE', `/api/document?file=${product}`],
    ]) {
      const response = await service.app.request(`${PUBLIC}${url}`, { method, headers, body });
      expect(response.status, `${method} ${url}`).toBe(status);
    }
    expect(read(product)).toBe(before);
    expect(service.commits()).toBe(1);
  });
});
