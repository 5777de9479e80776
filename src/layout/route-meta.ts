import site from 'virtual:content/site';
import { absoluteUrl } from '../content/paths';
import type { RouteMeta } from '../content/resolve';

export type { RouteMeta };

export const canonicalUrl = (path: string) => absoluteUrl(site.url, path);

/** The meta of the deepest matched route that has one (each route sets it as its handle). */
export function metaOf(matches: { handle?: unknown }[]): RouteMeta | undefined {
  for (let i = matches.length - 1; i >= 0; i--) {
    const handle = matches[i]?.handle;
    if (handle && typeof handle === 'object' && 'meta' in handle) return handle.meta as RouteMeta;
  }
  return undefined;
}
