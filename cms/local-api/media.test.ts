import { existsSync, readFileSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterEach, describe, expect, it } from 'vitest';
import { contentFixture, root, type Fixture } from '../../tests/helpers/content-fixture.ts';
import { LIMITS, UPLOAD_CAP } from '../shared/media-limits.ts';
import { mediaApi } from './media.ts';

let fixture: Fixture;
afterEach(() => fixture.remove());

function setup() {
  fixture = contentFixture();
  const app = mediaApi({ root, contentDir: fixture.dir });
  const file = (name: string) => path.join(root, fixture.dir, name);
  const upload = (query: string, body: Uint8Array | string, type = 'image/png') =>
    app.request(`/api/media?${query}`, {
      method: 'POST',
      headers: { 'content-type': type },
      body: typeof body === 'string' ? body : new Uint8Array(body),
    });
  const thumbnail = (query: string) => app.request(`/api/media/file?path=${encodeURIComponent(query)}`);
  const error = async (response: Response) => ((await response.json()) as { error: string }).error;
  return { app, file, upload, thumbnail, error };
}

const image = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: '#3366cc' } });
const png = (width = 640, height = 400) => image(width, height).png().toBuffer();

describe('the media API', () => {
  it('stores a PNG under a safe name and lists it with its size', async () => {
    const { app, file, upload } = setup();
    const bytes = await png();
    const response = await upload('folder=blog&name=Server Room (1).PNG', bytes);
    expect(response.status).toBe(201);
    expect(await response.json()).toMatchObject({ path: 'images/blog/server-room-1.png', width: 640, height: 400 });
    expect(readFileSync(file('images/blog/server-room-1.png'))).toEqual(bytes);

    const listed = (await (await app.request('/api/media')).json()) as { images: object[]; folders: string[] };
    expect(listed.folders).toContain('blog');
    expect(listed.images).toContainEqual({
      path: 'images/blog/server-room-1.png',
      name: 'server-room-1.png',
      folder: 'blog',
      width: 640,
      height: 400,
      bytes: bytes.length,
      usedBy: [],
    });
  });

  it('stores an AVIF, and a sideways phone photo turned upright', async () => {
    const { file, upload } = setup();
    const avif = await upload('folder=blog&name=a.avif', await image(400, 300).avif().toBuffer(), 'image/avif');
    expect(await avif.json()).toMatchObject({ path: 'images/blog/a.avif', width: 400, height: 300 });
    const sideways = await image(400, 300).jpeg().withMetadata({ orientation: 6 }).toBuffer();
    const photo = await upload('folder=blog&name=phone.jpeg', sideways, 'image/jpeg');
    expect(await photo.json()).toMatchObject({ path: 'images/blog/phone.jpg', width: 300, height: 400 });
    const stored = await sharp(file('images/blog/phone.jpg')).metadata();
    expect([stored.width, stored.height, stored.orientation ?? 1]).toEqual([300, 400, 1]);
  });

  it('lists the images content names, as content names them', async () => {
    const { app } = setup();
    const { images } = (await (await app.request('/api/media')).json()) as { images: { path: string }[] };
    expect(images.map((i) => i.path)).toContain('images/screens/control-panel.png');
  });

  it('sends a small WebP thumbnail', async () => {
    const { upload, thumbnail } = setup();
    await upload('folder=blog&name=wide', await png(2400, 1200));
    const response = await thumbnail('images/blog/wide.png');
    expect(response.headers.get('content-type')).toBe('image/webp');
    const { width, format } = await sharp(Buffer.from(await response.arrayBuffer())).metadata();
    expect({ width, format }).toEqual({ width: 320, format: 'webp' });
  });

  it('refuses a text file labelled image/png, and JPEG bytes labelled PNG', async () => {
    const { file, upload, error } = setup();
    const text = await upload('folder=blog&name=notes.png', 'just some text, not a picture');
    expect(text.status).toBe(415);
    expect(await error(text)).toMatch(/not a real PNG image/);
    const jpeg = await upload('folder=blog&name=photo.png', await image(400, 300).jpeg().toBuffer());
    expect(await error(jpeg)).toMatch(/not a real PNG image \(it holds a JPEG image\)/);
    expect(existsSync(file('images/blog/notes.png'))).toBe(false);
  });

  it('refuses an SVG, which could carry a script', async () => {
    const { upload, error } = setup();
    const svg = '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10"><script>alert(1)</script></svg>';
    const response = await upload('folder=blog&name=logo.svg', svg, 'image/svg+xml');
    expect(response.status).toBe(415);
    expect(await error(response)).toMatch(/SVG files cannot be uploaded/);
  });

  it('refuses an image too narrow', async () => {
    const { upload, error } = setup();
    const response = await upload('folder=blog&name=x', await png(LIMITS.minWidth - 1, 300));
    expect(response.status).toBe(422);
    expect(await error(response)).toMatch(`only ${LIMITS.minWidth - 1} px wide`);
  });

  it('refuses a file over the upload cap before reading it all, naming the cap in MB', async () => {
    const { upload, error } = setup();
    const response = await upload('folder=blog&name=huge', new Uint8Array(UPLOAD_CAP + 1));
    expect(response.status).toBe(413);
    expect(await error(response)).toMatch(`larger than ${UPLOAD_CAP / 1024 / 1024} MB`);
  });

  it('answers 409 for a name already taken and keeps the file', async () => {
    const { file, upload, error } = setup();
    const before = readFileSync(file('images/screens/control-panel.png'));
    const response = await upload('folder=screens&name=control-panel.png', await png());
    expect(response.status).toBe(409);
    expect(await error(response)).toMatch('control-panel.png already exists in screens');
    expect(readFileSync(file('images/screens/control-panel.png'))).toEqual(before);
  });

  it.each(['../blog', '..', '/tmp', 'blog/../../..', 'no-such-folder', '', 'Blog'])(
    'refuses to write into the folder "%s"',
    async (folder) => {
      const { upload } = setup();
      expect((await upload(`folder=${encodeURIComponent(folder)}&name=x`, await png())).status).toBe(400);
    },
  );

  it.each(['../../package.json', '/etc/passwd', 'x/../../x.png'])('refuses the name "%s"', async (name) => {
    const { upload } = setup();
    expect((await upload(`folder=blog&name=${encodeURIComponent(name)}`, await png())).status).toBe(400);
  });

  it.each([
    'images/../../package.json',
    'images/blog/../../../README.md',
    '/etc/passwd',
    path.join(root, 'content/images/screens/control-panel.png'),
    'images\\screens\\control-panel.png',
    'blog/choosing-the-right-hosting-plan.svg',
    'images/logos/README.md',
  ])('refuses to read "%s"', async (name) => {
    const { thumbnail } = setup();
    expect((await thumbnail(name)).status).toBe(400);
  });

  it('answers 404 for an image that is not there', async () => {
    const { thumbnail } = setup();
    expect((await thumbnail('images/blog/nothing-here.png')).status).toBe(404);
  });

  it('does not follow a link out of the images folder', async () => {
    const { app, file, thumbnail, upload } = setup();
    const outside = path.join(tmpdir(), `outside-${process.pid}.png`);
    writeFileSync(outside, await png());
    symlinkSync(outside, file('images/blog/escape.png'));
    expect((await thumbnail('images/blog/escape.png')).status).toBe(400);
    symlinkSync(tmpdir(), file('images/outside'));
    expect((await thumbnail(`images/outside/outside-${process.pid}.png`)).status).toBe(400);
    expect((await upload('folder=outside&name=x', await png())).status).toBe(400);
    const { images } = (await (await app.request('/api/media')).json()) as { images: { path: string }[] };
    expect(images.map((i) => i.path).filter((p) => /escape|outside/.test(p))).toEqual([]);
  });
});
