// Deleting an image from the media library: only an image no document uses, only inside the images folder, only
// from the editor's own page with its token. Each attack leaves every file where it was.
import { existsSync, symlinkSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { afterEach, describe, expect, it } from 'vitest';
import { contentFixture, root, type Fixture } from '../../tests/helpers/content-fixture.ts';
import { editorApi } from './api.ts';
import { catalogOf } from './views.ts';

const editor = 'http://127.0.0.1:5174';
const token = 'the-token-of-this-editor-run';
const ownPage = { 'content-type': 'application/json', origin: editor, 'x-cms-token': token };
let fixture: Fixture;
afterEach(() => fixture.remove());

async function setup() {
  fixture = contentFixture();
  const app = editorApi({ root, contentDir: fixture.dir, preview: 'http://site', token, hosts: ['127.0.0.1:5174'] });
  const contentRoot = path.join(root, fixture.dir);
  const exists = (file: string) => existsSync(path.join(contentRoot, file));
  const remove = (image: string, headers: Record<string, string> = ownPage) =>
    app.request(`${editor}/api/media/file?path=${encodeURIComponent(image)}`, {
      method: 'DELETE',
      headers,
      body: '{}',
    });
  const png = await sharp({ create: { width: 400, height: 300, channels: 3, background: '#3366cc' } })
    .png()
    .toBuffer();
  const uploaded = await app.request(`${editor}/api/media?folder=blog&name=unused`, {
    method: 'POST',
    headers: { ...ownPage, 'content-type': 'image/png' },
    body: new Uint8Array(png),
  });
  expect(uploaded.status).toBe(201);
  const list = async () =>
    (await (await app.request(`${editor}/api/media`)).json()) as {
      images: { path: string; usedBy: { title: string; kind: string }[] }[];
    };
  return { app, contentRoot, exists, remove, list };
}

const UNUSED = 'images/blog/unused.png';
// The home page shows this screenshot (content/pages/home.yaml).
const USED = 'images/screens/control-panel.png';

describe('deleting an image', () => {
  it('deletes an image no document uses, and the library lists it no more', async () => {
    const { exists, remove, list } = await setup();
    expect((await list()).images.find((i) => i.path === UNUSED)?.usedBy).toEqual([]);
    const response = await remove(UNUSED);
    expect(response.status).toBe(200);
    expect(exists(UNUSED)).toBe(false);
    expect((await list()).images.map((i) => i.path)).not.toContain(UNUSED);
  });

  it('refuses an image in use, naming the documents as the outline does, never a path', async () => {
    const { contentRoot, exists, remove, list } = await setup();
    const home = (await catalogOf(contentRoot, undefined))
      .flatMap((type) => type.docs.map((doc) => ({ ...doc, kind: type.label })))
      .find((doc) => doc.file === 'pages/home.yaml');
    if (!home) throw new Error('no home page in the outline');
    const users = (await list()).images.find((i) => i.path === USED)?.usedBy;
    expect(users).toEqual([{ title: home.title, kind: home.kind }]);

    const response = await remove(USED);
    expect(response.status).toBe(409);
    const { error } = (await response.json()) as { error: string };
    expect(error).toContain(`used by ${home.title} (${home.kind})`);
    expect(error).not.toMatch(/images\/|\.yaml|\.png/);
    expect(exists(USED)).toBe(true);
  });

  it.each([
    ['a foreign origin, with the token', { ...ownPage, origin: 'http://evil.example' }, 403],
    ['a cross-site request without an origin', { ...ownPage, origin: '', 'sec-fetch-site': 'cross-site' }, 403],
    ['a missing token', { 'content-type': 'application/json', origin: editor }, 403],
    ['a wrong token', { ...ownPage, 'x-cms-token': 'guessed-token-guessed-token' }, 403],
    ['a form post (text/plain)', { ...ownPage, 'content-type': 'text/plain' }, 415],
  ])('refuses %s and deletes nothing', async (_, headers, status) => {
    const { exists, remove } = await setup();
    const sent = Object.fromEntries(Object.entries(headers).filter(([, v]) => v !== ''));
    expect((await remove(UNUSED, sent)).status).toBe(status);
    expect(exists(UNUSED)).toBe(true);
  });

  it.each([
    '../package.json',
    'images/../../package.json',
    'images/blog/../../../README.md',
    'images/blog/../unused.png',
    './images/blog/unused.png',
    '/etc/passwd',
    path.join(root, 'content/images/blog/unused.png'),
    'images\\blog\\unused.png',
    'images/blog/unused.png\0.png',
    'images//blog/unused.png',
    'images/blog/.unused.png',
    'images/logos/README.md',
    'blog/choosing-the-right-hosting-plan.mdx',
    'pages/home.yaml',
    'images',
    '',
  ])('refuses to delete "%s"', async (name) => {
    const { exists, remove } = await setup();
    expect((await remove(name)).status).toBe(400);
    expect(exists(UNUSED)).toBe(true);
    expect(exists('images/logos/README.md')).toBe(true);
  });

  it('answers 404 for an image that is not there', async () => {
    const { remove } = await setup();
    expect((await remove('images/blog/nothing-here.png')).status).toBe(404);
  });

  it('refuses a link, and keeps the image it points to', async () => {
    const { contentRoot, exists, remove } = await setup();
    symlinkSync(path.join(contentRoot, UNUSED), path.join(contentRoot, 'images/blog/alias.png'));
    expect((await remove('images/blog/alias.png')).status).toBe(400);
    expect(exists(UNUSED)).toBe(true);
  });
});
