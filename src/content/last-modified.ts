// When a page last changed, as the route documents carry it (the sitemap's <lastmod>, a post's dateModified). How
// each file's date is read (git, else the file system) is the build's: src/build/last-modified.ts.

/** When a file last changed (ISO 8601, UTC), by its path from the project root as `_meta.file` names it. */
export type LastModified = (file: string) => string;

/** The newest of several dates (a page made of several files changed when the last of them did). */
export const newest = (dates: string[]): string | undefined =>
  dates.reduce<string | undefined>((a, b) => (a === undefined || Date.parse(b) > Date.parse(a) ? b : a), undefined);
