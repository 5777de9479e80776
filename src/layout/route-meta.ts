import site from 'virtual:content/site';

/** What a route tells the document head; set as the route's handle. */
export interface RouteMeta {
  title: string;
  description: string;
  /** Canonical path (aliases point at the same page) */
  path: string;
}

export const canonicalUrl = (path: string) => new URL(path, site.url).href;

export function metaOf(matches: { handle?: unknown }[]): RouteMeta | undefined {
  for (let i = matches.length - 1; i >= 0; i--) {
    const handle = matches[i]?.handle as { meta?: RouteMeta } | undefined;
    if (handle?.meta) return handle.meta;
  }
  return undefined;
}
