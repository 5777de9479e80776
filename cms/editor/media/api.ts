// The media library's calls to the editor's API (cms/local-api/media.ts), all through apiFetch: the token travels
// with every request, so thumbnails are fetched too rather than named in an <img src>, which could not carry it.
import type { ImageUser, MediaItem } from '../../shared/api-types.ts';
import { UPLOAD_CAP, capMessage } from '../../shared/media-limits.ts';
import { apiFetch, jsonBody } from '../http.ts';

export type { ImageUser };

/** An image as the library lists it: with the documents that use it (none: it can be deleted). */
export type ListedImage = MediaItem & { usedBy: ImageUser[] };

export interface MediaList {
  /** Folders inside images/, the places an upload can go */
  folders: string[];
  images: ListedImage[];
  limits: { bytes: number; minWidth: number; maxSide: number; cap: number; types: string[] };
}

/** An upload as stored, and what was done to fit it: "Resized from 6000 × 4000 to 2400 × 1600 px (…)". */
export type Uploaded = MediaItem & { resized?: string };

/** Where a post's body images go when the caller names no folder. */
const BODY_IMAGE_FOLDER = 'blog';

// A browser leaves a file's type empty when it does not know the extension (AVIF on older ones).
const TYPES: Record<string, string> = {
  png: 'image/png',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  webp: 'image/webp',
  avif: 'image/avif',
  svg: 'image/svg+xml',
};
const typeOf = (file: File) =>
  file.type || TYPES[file.name.split('.').pop()?.toLowerCase() ?? ''] || 'application/octet-stream';

/** The message the server gave, or one that says what failed. */
async function messageOf(response: Response): Promise<string> {
  const body = (await response.json().catch(() => null)) as { error?: unknown } | null;
  return typeof body?.error === 'string' ? body.error : `The editor's server answered ${response.status}`;
}

export async function listMedia(): Promise<MediaList> {
  const response = await apiFetch('/api/media');
  if (!response.ok) throw new Error(await messageOf(response));
  return (await response.json()) as MediaList;
}

// Thumbnails by path: an image is never overwritten, so a path's thumbnail stays right for the session.
const thumbnails = new Map<string, Promise<string>>();

/** An address an <img> can show the image's thumbnail from. */
export function thumbnailUrl(path: string): Promise<string> {
  let url = thumbnails.get(path);
  if (!url) {
    // Asked with low priority: a library's dozens of thumbnails take the browser's six connections to the service,
    // and an upload or a save asked meanwhile goes first, not after them.
    url = apiFetch(`/api/media/file?path=${encodeURIComponent(path)}`, { priority: 'low' }).then(async (response) => {
      if (!response.ok) throw new Error(await messageOf(response));
      return URL.createObjectURL(await response.blob());
    });
    // A failure is not kept: the next look tries again.
    url.catch(() => thumbnails.delete(path));
    thumbnails.set(path, url);
  }
  return url;
}

/** Why a file cannot be sent at all, checked before sending it: a file over the cap is never read by the server. */
export const tooLarge = (file: File): string | null => (file.size > UPLOAD_CAP ? capMessage() : null);

/** Uploads the file into a folder of images/; throws the server's message when it refuses it. */
export async function uploadTo(folder: string, file: File): Promise<Uploaded> {
  const refused = tooLarge(file);
  if (refused) throw new Error(refused);
  const query = `folder=${encodeURIComponent(folder)}&name=${encodeURIComponent(file.name)}`;
  const response = await apiFetch(`/api/media?${query}`, {
    method: 'POST',
    headers: { 'content-type': typeOf(file) },
    body: file,
  });
  if (!response.ok) throw new Error(await messageOf(response));
  return (await response.json()) as Uploaded;
}

/**
 * Uploads an image for an MDX body and gives the path to write in it: ![what it shows](path). Throws an Error
 * whose message is the server's, for the marketer (too small, not really a PNG, the name is taken, ...).
 */
export async function uploadImage(file: File, folder = BODY_IMAGE_FOLDER): Promise<string> {
  return (await uploadTo(folder, file)).path;
}

/** Deletes an image no document uses; throws the server's message (the documents using it, when any). */
export async function deleteImage(path: string): Promise<void> {
  const response = await apiFetch(`/api/media/file?path=${encodeURIComponent(path)}`, {
    method: 'DELETE',
    ...jsonBody({}),
  });
  if (!response.ok) throw new Error(await messageOf(response));
  // A new image may be uploaded under the same name.
  thumbnails.delete(path);
}
