// A photo larger than the library keeps is made smaller on upload, not refused, and the answer says so; only a file
// over the upload cap, or too many pixels to decode, is refused. Images are made by sharp.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { afterEach, describe, expect, it } from 'vitest';
import { contentFixture, root, type Fixture } from '../../tests/helpers/content-fixture.ts';
import { LIMITS, MAX_PIXELS } from '../shared/media-limits.ts';
import { mediaApi } from './media.ts';

let fixture: Fixture;
afterEach(() => fixture.remove());

function setup() {
  fixture = contentFixture();
  const app = mediaApi({ root, contentDir: fixture.dir });
  const upload = async (name: string, bytes: Buffer, type: string) => {
    const response = await app.request(`/api/media?folder=blog&name=${name}`, {
      method: 'POST',
      headers: { 'content-type': type },
      body: new Uint8Array(bytes),
    });
    return { status: response.status, body: (await response.json()) as Record<string, unknown> };
  };
  const stored = (name: string) => sharp(readFileSync(path.join(root, fixture.dir, 'images/blog', name))).metadata();
  return { upload, stored };
}

/** A photo-like image: random noise compresses as badly as a photo's detail does. */
const noise = (width: number, height: number) =>
  sharp(Buffer.from(Array.from({ length: width * height * 3 }, () => Math.floor(Math.random() * 256))), {
    raw: { width, height, channels: 3 },
  });
const plain = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: '#3366cc' } });

describe('a photo larger than the library keeps', () => {
  it('is resized to fit the longest side, and the answer says from what to what', async () => {
    const { upload, stored } = setup();
    const [width, height] = [LIMITS.maxSide * 2.5, LIMITS.maxSide * (2.5 / 1.5)];
    const { status, body } = await upload('wide', await plain(width, height).jpeg().toBuffer(), 'image/jpeg');
    expect(status).toBe(201);
    const fitted = { width: LIMITS.maxSide, height: Math.round(height * (LIMITS.maxSide / width)) };
    expect(body).toMatchObject({ path: 'images/blog/wide.jpg', ...fitted });
    expect(body.resized).toMatch(`Resized from ${width} × ${height} to ${fitted.width} × ${fitted.height} px`);
    expect(await stored('wide.jpg')).toMatchObject({ ...fitted, format: 'jpeg' });
  });

  it('is made smaller still when it is within the pixels but over the bytes, in its own format', async () => {
    const { upload, stored } = setup();
    const side = LIMITS.maxSide - 100;
    const bytes = await noise(side, side).png({ compressionLevel: 1 }).toBuffer();
    expect(bytes.length).toBeGreaterThan(LIMITS.bytes);
    const { status, body } = await upload('detailed', bytes, 'image/png');
    expect(status).toBe(201);
    expect(body.bytes).toBeLessThanOrEqual(LIMITS.bytes);
    expect(body.width).toBeLessThan(side);
    expect(body.resized).toMatch(`Resized from ${side} × ${side} to ${String(body.width)} × ${String(body.height)}`);
    const file = await stored('detailed.png');
    expect(file).toMatchObject({ format: 'png', width: body.width, height: body.height, size: body.bytes });
  });

  it('keeps an image within the limits as it was sent, and says nothing of a resize', async () => {
    const { upload } = setup();
    const { status, body } = await upload('small', await plain(800, 600).webp().toBuffer(), 'image/webp');
    expect(status).toBe(201);
    expect(body).toMatchObject({ width: 800, height: 600 });
    expect(body).not.toHaveProperty('resized');
  });

  it('turns a sideways phone photo upright as it resizes it', async () => {
    const { upload, stored } = setup();
    const sideways = await plain(LIMITS.maxSide * 2, LIMITS.maxSide)
      .jpeg()
      .withMetadata({ orientation: 6 })
      .toBuffer();
    const { body } = await upload('phone', sideways, 'image/jpeg');
    const upright = { width: LIMITS.maxSide / 2, height: LIMITS.maxSide };
    expect(body).toMatchObject(upright);
    const file = await stored('phone.jpg');
    expect([file.width, file.height, file.orientation ?? 1]).toEqual([upright.width, upright.height, 1]);
  });

  it('refuses an image of more pixels than a resize may decode, naming the limit', async () => {
    const { upload } = setup();
    // A plain PNG this size is a few hundred KB: the pixels, not the bytes, are what is refused.
    const side = Math.ceil(Math.sqrt(MAX_PIXELS)) + 1;
    const { status, body } = await upload('vast', await plain(side, side).png().toBuffer(), 'image/png');
    expect(status).toBe(422);
    expect(body.error).toMatch(`${MAX_PIXELS / 1_000_000} megapixels`);
  });
});
