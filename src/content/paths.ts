import type { SiteContent } from './types.ts';

// Every hand-written URL pattern of the site lives here.
export const productPath = (slug: string) => `/hosting/${slug}`;
export const postPath = (slug: string) => `/blog/${slug}`;
export const HOME = '/';

/** Every path the site serves a page for, canonical paths first. */
export function routedPaths(content: Pick<SiteContent, 'pages' | 'products' | 'posts'>): string[] {
  return [
    ...content.pages.map((p) => p.path),
    ...content.products.map((p) => productPath(p.slug)),
    ...content.posts.map((p) => postPath(p.slug)),
    ...content.pages.flatMap((p) => p.aliases),
  ];
}
