import site from 'virtual:content/site';
import { absoluteUrl } from '../vocabulary/paths.ts';
import type { RouteMeta } from '../assembly/resolve.ts';

export type { RouteMeta };

export const canonicalUrl = (path: string) => absoluteUrl(site.url, path);
