// The attacks a page on another origin can make on a running editor, each refused with nothing written: a form
// post or a no-cors fetch (text/plain, no preflight), a fetch from another http://localhost:* tool, a request
// with the right token but a foreign origin, a DNS name rebound to 127.0.0.1. And file names the content layer's rule
// refuses, which the drafts API once took (issue 35).
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { afterEach, describe, expect, it } from 'vitest';
import { contentFixture, root, type Fixture } from '../../tests/helpers/content-fixture.ts';
import { HOSTILE_FILE_NAMES, RULE_WORDS, shownAs } from '../../tests/helpers/hostile-file-names.ts';
import { editorApi } from './api.ts';

const editor = 'http://127.0.0.1:5174';
const token = 'the-token-of-this-editor-run';
const post = 'blog/free-vs-paid-ssl-certificates.mdx';
const product = 'products/shared.yaml';
let fixture: Fixture;
afterEach(() => fixture.remove());

function setup() {
  fixture = contentFixture();
  const dir = path.join(root, fixture.dir);
  const git = fixture.commitAll();
  const app = editorApi({ root, contentDir: fixture.dir, preview: 'http://site', token, hosts: ['127.0.0.1:5174'] });
  const call = (method: string, query: string, headers: Record<string, string>, body?: string) =>
    app.request(`${editor}/api/document?${query}`, { method, headers, ...(body === undefined ? {} : { body }) });
  const read = (file: string) => readFileSync(path.join(dir, file), 'utf8');
  const commits = () => git('rev-list', '--count', 'HEAD').trim();
  return { app, call, read, commits, exists: (file: string) => existsSync(path.join(dir, file)) };
}

// A copy of the post it names as its template, with a body of its own.
const newPost = JSON.stringify({ body: 'Planted by another site.\n', commit: true });
const create = `file=blog/csrf-proof.mdx&from=${post}`;
const json = { 'content-type': 'application/json' };
const ownPage = { ...json, origin: editor, 'x-cms-token': token };

describe('the editor refuses what another origin sends', () => {
  it.each([
    [
      'a foreign form post (text/plain, foreign Origin)',
      { 'content-type': 'text/plain', origin: 'http://evil.example' },
    ],
    ['a no-cors fetch (cross-site, no Origin)', { 'content-type': 'text/plain', 'sec-fetch-site': 'cross-site' }],
    ['another localhost tool (same-site)', { ...json, origin: 'http://localhost:8099', 'sec-fetch-site': 'same-site' }],
    ['a foreign Origin even with the token', { ...ownPage, origin: 'http://evil.example' }],
    ['a request without the token', { ...json, origin: editor }],
    ['a request with a wrong token', { ...json, origin: editor, 'x-cms-token': 'guessed-token-guessed-token' }],
    ['the token but no sign of its origin (curl)', { ...json, 'x-cms-token': token }],
    ['a rebound DNS name', { ...ownPage, host: 'evil.example', origin: 'http://evil.example' }],
  ])('%s: creates nothing and commits nothing', async (_, headers) => {
    const { call, exists, commits } = setup();
    const response = await call('POST', create, headers, newPost);
    expect(response.status).toBe(403);
    expect(exists('blog/csrf-proof.mdx')).toBe(false);
    expect(commits()).toBe('1');
  });

  it('refuses text/plain from its own page with the token (a body type a foreign page can send)', async () => {
    const { call, exists } = setup();
    const response = await call('POST', create, { ...ownPage, 'content-type': 'text/plain' }, newPost);
    expect(response.status).toBe(415);
    expect(exists('blog/csrf-proof.mdx')).toBe(false);
  });

  it('refuses a foreign PUT and DELETE, leaving the files and the history as they were', async () => {
    const { call, read, exists, commits } = setup();
    const before = read(product);
    const foreign = { ...ownPage, origin: 'http://evil.example' };
    const put = await call('PUT', `file=${product}`, foreign, JSON.stringify({ data: {}, commit: true }));
    const del = await call('DELETE', `file=${post}`, foreign, JSON.stringify({ commit: true }));
    expect([put.status, del.status]).toEqual([403, 403]);
    expect(read(product)).toBe(before);
    expect(exists(post)).toBe(true);
    expect(commits()).toBe('1');
  });

  it('lets no other localhost page read content', async () => {
    const { app } = setup();
    const from = { origin: 'http://localhost:8099', 'sec-fetch-site': 'same-site' };
    for (const url of ['/api/types', `/api/document?file=${product}`])
      expect((await app.request(`${editor}${url}`, { headers: from })).status, url).toBe(403);
    const noCors = await app.request(`${editor}/api/types`, { headers: { 'sec-fetch-site': 'cross-site' } });
    expect(noCors.status).toBe(403);
  });

  it('answers its own page: reads, and a write with JSON, its Origin and the token', async () => {
    const { app, call, exists, commits } = setup();
    const read = await app.request(`${editor}/api/types`, { headers: { 'sec-fetch-site': 'same-origin' } });
    expect(read.status).toBe(200);
    const headers = { ...ownPage, 'content-type': 'application/json; charset=utf-8' };
    const response = await call('POST', create, headers, newPost);
    expect(response.status, await response.clone().text()).toBe(200);
    expect(exists('blog/csrf-proof.mdx')).toBe(true);
    expect(commits()).toBe('2');
  });

  it('refuses an image upload from another origin or without the token, and takes it from its own page', async () => {
    const { app, exists } = setup();
    const png = await sharp({ create: { width: 400, height: 300, channels: 3, background: '#3366cc' } })
      .png()
      .toBuffer();
    const upload = (headers: Record<string, string>) =>
      app.request(`${editor}/api/media?folder=blog&name=planted.png`, {
        method: 'POST',
        headers,
        body: new Uint8Array(png),
      });
    const image = { 'content-type': 'image/png' };
    expect((await upload({ ...image, origin: 'http://evil.example', 'x-cms-token': token })).status).toBe(403);
    expect((await upload({ ...image, origin: editor })).status).toBe(403);
    expect((await upload({ ...ownPage, 'content-type': 'text/plain' })).status).toBe(415);
    expect(exists('images/blog/planted.png')).toBe(false);
    expect((await upload({ ...ownPage, ...image })).status).toBe(201);
    expect(exists('images/blog/planted.png')).toBe(true);
  });
});

describe("a file name outside the content layer's rule", () => {
  it.each(HOSTILE_FILE_NAMES)('with %s: every route refuses it with the rule, nothing written', async (_, name) => {
    const { app, call, exists, commits } = setup();
    const file = encodeURIComponent(`blog/${name}`);
    const refusal = { error: expect.stringContaining(`"${shownAs(name)}" ${RULE_WORDS}, e.g. `) };
    const requests = [
      () => call('POST', `file=${file}&from=${post}`, ownPage, newPost),
      () => call('POST', `file=${file}`, ownPage, JSON.stringify({})),
      () => call('GET', `file=${file}`, ownPage),
      () => call('PUT', `file=${file}`, ownPage, JSON.stringify({ data: { title: 'Planted' } })),
      () => call('DELETE', `file=${file}`, ownPage, JSON.stringify({})),
      () => app.request(`${editor}/api/template?file=${file}`, { headers: ownPage }),
      () =>
        app.request(`${editor}/api/publish?file=${file}`, { method: 'POST', headers: ownPage, body: '{"changes":[]}' }),
    ];
    for (const [i, request] of requests.entries()) {
      const answer = await request();
      expect([i, answer.status, await answer.json()]).toEqual([i, 400, refusal]);
    }
    expect(exists(`blog/${name}`)).toBe(false);
    expect(commits()).toBe('1');
  });

  it('says why, and what to name it instead', async () => {
    const { call } = setup();
    const answer = await call('POST', `file=${encodeURIComponent('blog/a b.mdx')}&from=${post}`, ownPage, newPost);
    expect(await answer.json()).toMatchInlineSnapshot(`
      {
        "error": ""a b.mdx" is not a usable file name: name it with only lowercase letters, digits and dashes (a dash only between two letters or digits), e.g. a-b.mdx",
      }
    `);
  });
});
