// The image files of the media library on disk: which paths a request may name, what the library lists, and the
// rules an upload must meet. Paths are as content fields write them: images/blog/cover.png, inside the content folder.
import { readdir, realpath, stat } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { SLUG_PATTERN } from '../../src/content/file-names.ts';
import { slugOf } from '../../src/vocabulary/paths.ts';
import { LIMITS, MAX_PIXELS } from '../shared/media-limits.ts';
import type { MediaItem } from '../shared/api-types.ts';
export type { MediaItem } from '../shared/api-types.ts';

/** The types an upload may have: each with the format sharp must find in its bytes, and the file extension. */
export const UPLOAD_TYPES = {
  'image/png': { format: 'png', extension: 'png', label: 'PNG' },
  'image/jpeg': { format: 'jpeg', extension: 'jpg', label: 'JPEG' },
  'image/webp': { format: 'webp', extension: 'webp', label: 'WebP' },
  // sharp reads AVIF as HEIF with AV1 compression.
  'image/avif': { format: 'heif', extension: 'avif', label: 'AVIF' },
} as const;
export type UploadType = keyof typeof UPLOAD_TYPES;

const IMAGE_FILE = /\.(png|jpe?g|webp|avif|svg)$/i;
/** A folder inside images/ that content can name: each part named by the content layer's rule, as image fields are. */
const FOLDER = new RegExp(`^${SLUG_PATTERN}(?:/${SLUG_PATTERN})*$`);

/** Where a path a request names lies on disk, or why it cannot be read; symlinks must stay inside images/. */
export async function resolveImagePath(
  imagesRoot: string,
  value: string | undefined,
): Promise<{ file: string } | { status: 400 | 404; error: string }> {
  const refused = {
    status: 400 as const,
    error: 'Not an image inside the images folder: expected a path like images/blog/cover.png',
  };
  if (!value || value.includes('\0') || value.includes('\\') || path.isAbsolute(value) || /^[a-z]:/i.test(value))
    return refused;
  const parts = value.split('/');
  if (parts[0] !== 'images' || parts.some((p) => p === '' || p.startsWith('.')) || !IMAGE_FILE.test(value))
    return refused;
  try {
    const [real, base] = await Promise.all([realpath(path.join(imagesRoot, ...parts.slice(1))), realpath(imagesRoot)]);
    return real.startsWith(base + path.sep) ? { file: real } : refused;
  } catch {
    return { status: 404, error: `There is no image ${value}` };
  }
}

/** The folder inside images/ an upload names, if it is one that exists there (not through a symlink). */
export async function resolveFolder(imagesRoot: string, folder: string): Promise<string | undefined> {
  if (!FOLDER.test(folder)) return undefined;
  try {
    const [real, base] = await Promise.all([realpath(path.join(imagesRoot, folder)), realpath(imagesRoot)]);
    return real === path.join(base, folder) && (await stat(real)).isDirectory() ? real : undefined;
  } catch {
    return undefined;
  }
}

/** "Team Photo (1).JPG" -> "team-photo-1.jpg": a name that keeps the content layer's rule, in the upload's own extension. */
export function fileNameFor(name: string, extension: string): string {
  const slug = slugOf(name.replace(/\.[a-z0-9]{1,5}$/i, ''))
    .slice(0, 60)
    .replace(/-+$/, '');
  return `${slug || 'image'}.${extension}`;
}

/** Every folder inside images/ and every image in them; sizes are read once per version of a file. */
export function mediaIndex(imagesRoot: string) {
  const sizes = new Map<string, { stamp: string; width: number; height: number }>();
  async function sizeOf(file: string, stamp: string) {
    const known = sizes.get(file);
    if (known?.stamp === stamp) return known;
    const { autoOrient, width = 0, height = 0 } = await sharp(file).metadata();
    const found = { stamp, width: autoOrient?.width ?? width, height: autoOrient?.height ?? height };
    sizes.set(file, found);
    return found;
  }
  return async (): Promise<{ folders: string[]; images: MediaItem[] }> => {
    const entries = await readdir(imagesRoot, { recursive: true, withFileTypes: true });
    const folders: string[] = [];
    const images: MediaItem[] = [];
    for (const entry of entries) {
      const folder = path.relative(imagesRoot, entry.parentPath).split(path.sep).join('/');
      // Hidden files are an upload's temporary file or a system's; symlinks are never followed.
      if (entry.name.startsWith('.') || folder.split('/').some((part) => part.startsWith('.'))) continue;
      if (entry.isDirectory()) folders.push(folder ? `${folder}/${entry.name}` : entry.name);
      if (!entry.isFile() || !IMAGE_FILE.test(entry.name)) continue;
      const file = path.join(entry.parentPath, entry.name);
      try {
        const { size, mtimeMs } = await stat(file);
        const { width, height } = await sizeOf(file, `${mtimeMs}:${size}`);
        const relative = folder ? `${folder}/${entry.name}` : entry.name;
        images.push({ path: `images/${relative}`, name: entry.name, folder, width, height, bytes: size });
      } catch {
        // A file sharp cannot read is not offered: choosing it would only fail the build.
      }
    }
    return { folders: folders.sort(), images: images.sort((a, b) => a.path.localeCompare(b.path)) };
  };
}

/** Why the bytes cannot be stored as the type they were sent as, or their size (upright) and whether to turn them. */
export async function checkUpload(bytes: Buffer, type: UploadType) {
  const expected = UPLOAD_TYPES[type];
  const found = await sharp(bytes)
    .metadata()
    .catch(() => undefined);
  const sameType = found?.format === expected.format && (type !== 'image/avif' || found.compression === 'av1');
  if (!found || !sameType)
    return {
      error: `This file is not a real ${expected.label} image${found?.format ? ` (it holds a ${found.format.toUpperCase()} image)` : ''}: open it in an image program and export it again as PNG, JPEG, WebP or AVIF.`,
      status: 415 as const,
    };
  const width = found.autoOrient?.width ?? found.width ?? 0;
  const height = found.autoOrient?.height ?? found.height ?? 0;
  if ((found.pages ?? 1) > 1)
    return { error: 'Animated images are not supported: upload a still image.', status: 422 as const };
  if (width < LIMITS.minWidth)
    return {
      error: `The image is only ${width} px wide: use one at least ${LIMITS.minWidth} px wide, so it stays sharp on the page.`,
      status: 422 as const,
    };
  if (width * height > MAX_PIXELS)
    return {
      error: `The image is ${width} × ${height} px: the most the editor can make smaller is ${MAX_PIXELS / 1_000_000} megapixels. Export it at about 2400 px wide.`,
      status: 422 as const,
    };
  // Phone photos are often stored sideways with a note to turn them; the build's encoder does not read that note.
  return { width, height, turned: (found.orientation ?? 1) > 1 };
}
