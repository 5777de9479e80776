// The media library's API: lists the images under content/images with the documents using each, sends small
// thumbnails of them, stores the images marketers upload beside the others (made smaller when larger than the
// library keeps), where the build's image pipeline (src/build/image-assets.ts) finds them, and deletes an image
// no document uses. Requests pass the editor's guard in front of every /api route first (origin and token).
import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { LRUCache } from 'lru-cache';
import { randomBytes } from 'node:crypto';
import { link, readFile, realpath, stat, unlink, writeFile } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { imageUsers, usersText } from './image-users.ts';
import { UPLOAD_TYPES, checkUpload, fileNameFor, mediaIndex, resolveFolder, resolveImagePath } from './media-files.ts';
import { LIMITS, UPLOAD_CAP, capMessage } from '../shared/media-limits.ts';
import { storedForm } from './media-resize.ts';
import type { UploadType } from './media-files.ts';

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
    const [{ folders, images }, users] = await Promise.all([list(), imageUsers(path.join(root, contentDir))]);
    const types = Object.values(UPLOAD_TYPES).map((t) => t.label);
    const used = images.map((image) => ({ ...image, usedBy: users.get(image.path) ?? [] }));
    return c.json({ folders, images: used, limits: { ...LIMITS, cap: UPLOAD_CAP, types } });
  });

  // A delete names the image as a thumbnail does; its JSON body is empty (the guard takes no other type for it).
  app.delete('/api/media/file', async (c) => {
    const given = c.req.query('path');
    const found = await resolveImagePath(imagesRoot, given);
    if ('error' in found) return c.json({ error: found.error }, found.status);
    // The image itself, not a link to one: a link inside images/ is a developer's, and unlinking it deletes nothing.
    const own = path.join(await realpath(imagesRoot), ...(given ?? '').split('/').slice(1));
    if (found.file !== own) return c.json({ error: 'This image is a link to another file: it cannot be deleted' }, 400);
    const users = (await imageUsers(path.join(root, contentDir))).get(given ?? '') ?? [];
    if (users.length > 0)
      return c.json(
        {
          error: `This image is used by ${usersText(users)}: choose another image there first, then delete it.`,
          usedBy: users,
        },
        409,
      );
    await unlink(found.file);
    return c.json({ deleted: given, path: given });
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
    bodyLimit({ maxSize: UPLOAD_CAP, onError: (c) => c.json({ error: capMessage() }, 413) }),
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
          { error: `There is no folder “${folderName}” to upload into: choose one of the library’s folders.` },
          400,
        );
      const given = c.req.query('name') ?? 'image';
      if (/[/\\]/.test(given))
        return c.json({ error: 'A file name cannot hold / or \\: give just the name, like cover.png' }, 400);
      const name = fileNameFor(given, extension);
      const where = `images/${folderName}/${name}`;

      const bytes = Buffer.from(await c.req.arrayBuffer());
      if (bytes.length === 0) return c.json({ error: 'No image was received: choose the file again.' }, 400);
      const checked = await checkUpload(bytes, type as UploadType);
      if ('error' in checked) return c.json({ error: checked.error }, checked.status);
      const stored = await storedForm(bytes, type as UploadType, checked);
      if ('error' in stored) return c.json({ error: stored.error }, 422);

      // Written under a hidden name, then linked to its own: the image appears whole or not at all, and a name
      // taken meanwhile fails the link rather than being overwritten.
      const target = path.join(folder, name);
      const temporary = path.join(folder, `.${name}.${randomBytes(6).toString('hex')}.tmp`);
      await writeFile(temporary, stored.bytes, { flag: 'wx' });
      try {
        await link(temporary, target);
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
        return c.json(
          {
            error: `${name} already exists in ${folderName}: rename your file, or choose the image already in the library.`,
            path: where,
          },
          409,
        );
      } finally {
        await unlink(temporary);
      }
      const { width, height, resized } = stored;
      const answer = { path: where, name, folder: folderName, width, height, bytes: stored.bytes.length };
      return c.json({ ...answer, ...(resized && { resized }) }, 201);
    },
  );

  return app;
}
