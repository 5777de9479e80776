// The media library's API: lists the images under content/images, sends small thumbnails of them, and stores the
// images marketers upload beside the others, where the build's image pipeline (src/build/image-assets.ts) finds
// them. Requests pass the editor's guard in front of every /api route first (origin and token).
import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { LRUCache } from 'lru-cache';
import { randomBytes } from 'node:crypto';
import { link, readFile, stat, unlink, writeFile } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import {
  LIMITS,
  UPLOAD_TYPES,
  checkUpload,
  fileNameFor,
  mediaIndex,
  resolveFolder,
  resolveImagePath,
  sizeLimitMessage,
  type UploadType,
} from './media-files.ts';

export interface MediaOptions {
  /** Project root */
  root: string;
  /** Content folder, relative to the root */
  contentDir: string;
}

/**
 * The body types the editor's guard lets through to POST /api/media: the upload types, and SVG so that this route,
 * not the guard, tells the marketer why an SVG cannot be uploaded.
 */
export const MEDIA_BODY_TYPES: readonly string[] = [...Object.keys(UPLOAD_TYPES), 'image/svg+xml'];

/** Thumbnails fit this box: three columns of a grid on a sharp screen. */
const THUMBNAIL = 320;

export function mediaApi({ root, contentDir }: MediaOptions): Hono {
  const imagesRoot = path.join(root, contentDir, 'images');
  const list = mediaIndex(imagesRoot);
  // Thumbnails by file version: a 320 px WebP is ~10-30 KB, so 32 MB holds every image of a large library.
  const thumbnails = new LRUCache<string, Buffer>({ maxSize: 32 * 1024 * 1024, sizeCalculation: (b) => b.length });
  const app = new Hono();

  app.get('/api/media', async (c) => {
    const { folders, images } = await list();
    const types = Object.values(UPLOAD_TYPES).map((t) => t.label);
    return c.json({ folders, images, limits: { ...LIMITS, types } });
  });

  app.get('/api/media/file', async (c) => {
    const found = await resolveImagePath(imagesRoot, c.req.query('path'));
    if ('error' in found) return c.json({ error: found.error }, found.status);
    const { file } = found;
    const { mtimeMs, size } = await stat(file);
    const key = `${file}:${mtimeMs}:${size}`;
    let thumbnail = thumbnails.get(key);
    if (!thumbnail) {
      // Read first, then decode from memory: an SVG decoded from a buffer cannot pull in other files.
      thumbnail = await sharp(await readFile(file))
        .rotate()
        .resize({ width: THUMBNAIL, height: THUMBNAIL, fit: 'inside', withoutEnlargement: true })
        .webp({ quality: 70 })
        .toBuffer();
      thumbnails.set(key, thumbnail);
    }
    return c.body(new Uint8Array(thumbnail), 200, {
      'content-type': 'image/webp',
      'cache-control': 'no-cache',
      'x-content-type-options': 'nosniff',
    });
  });

  app.post(
    '/api/media',
    bodyLimit({ maxSize: LIMITS.bytes, onError: (c) => c.json({ error: sizeLimitMessage }, 413) }),
    async (c) => {
      const type = (c.req.header('content-type') ?? '').split(';')[0]?.trim().toLowerCase() ?? '';
      if (type === 'image/svg+xml')
        return c.json(
          { error: 'SVG files cannot be uploaded: they can hold scripts. Export the drawing as PNG or WebP.' },
          415,
        );
      if (!(type in UPLOAD_TYPES))
        return c.json({ error: 'Only PNG, JPEG, WebP or AVIF images can be uploaded.' }, 415);
      const { extension } = UPLOAD_TYPES[type as UploadType];

      const folderName = c.req.query('folder') ?? '';
      const folder = await resolveFolder(imagesRoot, folderName);
      if (!folder)
        return c.json(
          { error: `There is no folder images/${folderName} to upload into: choose one of the library's folders.` },
          400,
        );
      const given = c.req.query('name') ?? 'image';
      if (/[/\\]/.test(given))
        return c.json({ error: 'A file name cannot hold / or \\: give just the name, like cover.png' }, 400);
      const name = fileNameFor(given, extension);
      const stored = `images/${folderName}/${name}`;

      const bytes = Buffer.from(await c.req.arrayBuffer());
      if (bytes.length === 0) return c.json({ error: 'No image was received: choose the file again.' }, 400);
      const checked = await checkUpload(bytes, type as UploadType);
      if ('error' in checked) return c.json({ error: checked.error }, checked.status);
      const upright = checked.turned ? await uprightOf(bytes, type as UploadType) : bytes;

      // Written under a hidden name, then linked to its own: the image appears whole or not at all, and a name
      // taken meanwhile fails the link rather than being overwritten.
      const target = path.join(folder, name);
      const temporary = path.join(folder, `.${name}.${randomBytes(6).toString('hex')}.tmp`);
      await writeFile(temporary, upright, { flag: 'wx' });
      try {
        await link(temporary, target);
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
        return c.json(
          {
            error: `${stored} already exists: rename your file, or choose the image already in the library.`,
            path: stored,
          },
          409,
        );
      } finally {
        await unlink(temporary);
      }
      const { width, height } = checked;
      return c.json({ path: stored, name, folder: folderName, width, height, bytes: upright.length }, 201);
    },
  );

  return app;
}

/** The image turned the way its camera meant it, in its own format; this also drops its camera data. */
function uprightOf(bytes: Buffer, type: UploadType): Promise<Buffer> {
  const image = sharp(bytes).rotate();
  const encoders: Record<UploadType, () => sharp.Sharp> = {
    'image/png': () => image.png(),
    'image/jpeg': () => image.jpeg({ quality: 92, mozjpeg: true }),
    'image/webp': () => image.webp({ quality: 92 }),
    'image/avif': () => image.avif({ quality: 80 }),
  };
  return encoders[type]().toBuffer();
}
