import site from 'virtual:content/site';
import type { RouteMeta } from '../content/resolve';

export type { RouteMeta };

export const canonicalUrl = (path: string) => new URL(path, site.url).href;

/** The meta of the deepest matched route that has one (each route sets it as its handle). */
export function metaOf(matches: { handle?: unknown }[]): RouteMeta | undefined {
  for (let i = matches.length - 1; i >= 0; i--) {
    const handle = matches[i]?.handle;
    if (handle && typeof handle === 'object' && 'meta' in handle) return handle.meta as RouteMeta;
  }
  return undefined;
}
