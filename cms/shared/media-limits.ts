// What an upload may be, shared by the editor's server (media.ts) and its page (cms/editor/media/api.ts), which checks
// a file's size before sending it. Plain values only: the page's bundle imports this file.

/**
 * What is stored. The site never shows an image wider than 1920 px (src/build/image-assets.ts WIDTHS), so 2400 px a
 * side leaves room for a crop while keeping the originals, which live in the content folder (in git) for good, from
 * swelling the repository; a photo larger in pixels or in bytes is made smaller to fit (media-resize.ts), not
 * refused. Under 200 px wide, an image looks blurred in any layout.
 */
export const LIMITS = { bytes: 4 * 1024 * 1024, minWidth: 200, maxSide: 2400 } as const;

/**
 * The largest file the editor takes at all: a 24-megapixel camera JPEG is 8-15 MB, a phone's HEIC exported as JPEG
 * up to 20 MB. Every body limit in front of the upload route (media.ts, cms/team/routes/api-gate.ts, the proxy in
 * docs/content-editor.md) is this size.
 */
export const UPLOAD_CAP = 25 * 1024 * 1024;

/** 100 megapixels (12,000 × 8,000): the most a resize decodes, so that one upload cannot take the server's memory. */
export const MAX_PIXELS = 100_000_000;

export const megabytes = (bytes: number) => `${Math.round((bytes / 1024 / 1024) * 10) / 10} MB`;

/** "1.2 MB", "84 KB": a file's size for the marketer. */
export const sizeText = (bytes: number) =>
  bytes >= 1024 * 1024 ? `${(bytes / 1024 / 1024).toFixed(1)} MB` : `${Math.max(1, Math.round(bytes / 1024))} KB`;

/** Why a file is too large to send: the browser says it before sending, the server when one gets through. */
export const capMessage = () =>
  `The image is larger than ${megabytes(UPLOAD_CAP)}, the most the editor takes: export it smaller (about 2400 px wide is plenty) or save it as JPEG.`;
