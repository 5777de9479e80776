// The media library in a draft of the team's service: deleting an image is a commit by the person, like an upload,
// and is refused for an image a document uses, outside a draft, and from anywhere but the editor's page; the
// service's body limits take a photo as large as the media API resizes, and refuse one over the cap with its size.
import { randomBytes } from 'node:crypto';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseDocumentText, titleOf } from '../../local-api/documents.ts';
import { LIMITS, UPLOAD_CAP } from '../../shared/media-limits.ts';
import { EDITOR } from '../../testing/team-service.ts';
import { startDraftsApi, type DraftsApi } from '../../testing/drafts-api.ts';

let api: DraftsApi;
beforeAll(async () => {
  api = await startDraftsApi();
}, 60_000);
afterAll(() => api?.stop());

// A draft, an upload and a delete, each pushed to the loopback remote: measured 3.8-8.3 s at load 13 on 2 cores.
const GIT_TIMEOUT = 60_000;
const IN_USE = 'images/screens/control-panel.png';

async function newDraft(title: string) {
  const created = await api.editor.call<{ draft: { slug: string } }>('POST', '/api/drafts', { title });
  expect(created.status).toBe(201);
  const slug = created.body.draft.slug;
  return { slug, header: { 'x-cms-draft': slug } };
}
const upload = (header: Record<string, string>, name: string, bytes: Buffer, type = 'image/png') =>
  api.editor.call<{ path: string; resized?: string; error?: string }>(
    'POST',
    `/api/media?folder=blog&name=${name}`,
    new Uint8Array(bytes),
    { ...header, 'content-type': type },
  );
const remove = (image: string, header: Record<string, string | null>) =>
  api.editor.call<{ error?: string; commit?: string; pushed?: boolean }>(
    'DELETE',
    `/api/media/file?path=${encodeURIComponent(image)}`,
    {},
    header,
  );
const holds = (ref: string, file: string) =>
  api.remote.bare('ls-tree', '--name-only', ref, `content/${file}`).trim() === `content/${file}`;
const png = () =>
  sharp({ create: { width: 640, height: 400, channels: 3, background: '#3366cc' } })
    .png()
    .toBuffer();

describe('deleting an image in a draft', () => {
  it('is a commit by the person on the draft, pushed', { timeout: GIT_TIMEOUT }, async () => {
    const { slug, header } = await newDraft('Tidy images');
    expect((await upload(header, 'tried', await png())).status).toBe(201);
    const deleted = await remove('images/blog/tried.png', header);
    expect(deleted).toMatchObject({ status: 200, body: { pushed: true } });
    expect(holds(`cms/${slug}`, 'images/blog/tried.png')).toBe(false);
    const last = api.remote.bare('log', '-1', '--format=%an|%s', `cms/${slug}`).trim();
    expect(last).toBe(`${EDITOR.name}|Delete image images/blog/tried.png`);
    const library = await api.editor.call<{ images: { path: string }[] }>('GET', '/api/media', undefined, header);
    expect(library.body.images.map((i) => i.path)).not.toContain('images/blog/tried.png');
  });

  it('refuses an image a page uses, naming the page, and pushes nothing', { timeout: GIT_TIMEOUT }, async () => {
    const { header } = await newDraft('Remove a screenshot');
    const home = parseDocumentText('pages/home.yaml', api.remote.bare('show', 'main:content/pages/home.yaml'));
    const refs = api.refs();
    const answer = await remove(IN_USE, header);
    expect(answer.status).toBe(409);
    expect(answer.body.error).toContain(titleOf('pages/home.yaml', home.data));
    expect(api.refs()).toBe(refs);
  });

  it.each([
    ['outside a draft', {}, 409],
    ['from another origin', { origin: 'http://evil.example' }, 403],
    ['without the editor’s token', { 'x-cms-token': null }, 403],
    ['as a form post (text/plain)', { 'content-type': 'text/plain' }, 415],
  ])('is refused %s, and nothing is pushed', { timeout: GIT_TIMEOUT }, async (_, headers, status) => {
    const { slug, header } = await newDraft('Attacked');
    expect((await upload(header, 'kept', await png())).status).toBe(201);
    const refs = api.refs();
    const sent = Object.keys(headers).length === 0 ? headers : { ...header, ...headers };
    expect((await remove('images/blog/kept.png', sent)).status).toBe(status);
    expect(api.refs()).toBe(refs);
    expect(holds(`cms/${slug}`, 'images/blog/kept.png')).toBe(true);
  });
});

describe('a large photo through the service', () => {
  it('over the old 10 MB request limit is taken and resized', { timeout: GIT_TIMEOUT }, async () => {
    const { header } = await newDraft('Big photo');
    const side = LIMITS.maxSide - 400;
    // Noise does not compress: 12 MB of PNG, within the pixels but over the bytes the library keeps.
    const raw = randomBytes(side * side * 3);
    const big = await sharp(raw, { raw: { width: side, height: side, channels: 3 } })
      .png({ compressionLevel: 0 })
      .toBuffer();
    expect(big.length).toBeGreaterThan(10 * 1024 * 1024);
    const answer = await upload(header, 'big', big);
    expect(answer.status).toBe(201);
    expect(answer.body.resized).toMatch(`Resized from ${side} × ${side}`);
  });

  it('over the cap is refused with the cap in MB, and nothing is pushed', { timeout: GIT_TIMEOUT }, async () => {
    const { header } = await newDraft('Huge photo');
    const refs = api.refs();
    const answer = await upload(header, 'huge', Buffer.alloc(UPLOAD_CAP + 1));
    expect(answer.status).toBe(413);
    expect(answer.body.error).toMatch(`larger than ${UPLOAD_CAP / 1024 / 1024} MB`);
    expect(api.refs()).toBe(refs);
  });
});
