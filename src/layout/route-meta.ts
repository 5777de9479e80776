import site from 'virtual:content/site';
import { absoluteUrl } from '../vocabulary/paths';
import type { RouteMeta } from '../assembly/resolve';

export type { RouteMeta };

export const canonicalUrl = (path: string) => absoluteUrl(site.url, path);
