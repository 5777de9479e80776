import site from 'virtual:content/site';
import type { JsonLd } from '../seo/structured-data';

/** What a route tells the document head; set as the route's handle. */
export interface RouteMeta {
  title: string;
  description: string;
  /** Canonical path (aliases point at the same page) */
  path: string;
  /** Open Graph type */
  type?: 'website' | 'article';
  /** Picture for link previews, a path under public/; the site's default otherwise */
  image?: string;
  imageAlt?: string;
  /** schema.org data about the page (the Organization is added to every page); only the server's prerender
   * writes it, so routes build it only when import.meta.env.SSR and the browser bundle leaves that code out */
  structuredData?: JsonLd[];
}

export const canonicalUrl = (path: string) => new URL(path, site.url).href;

export function metaOf(matches: { handle?: unknown }[]): RouteMeta | undefined {
  for (let i = matches.length - 1; i >= 0; i--) {
    const handle = matches[i]?.handle as { meta?: RouteMeta } | undefined;
    if (handle?.meta) return handle.meta;
  }
  return undefined;
}
