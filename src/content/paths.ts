import type { SiteContent } from './registry.ts';

// Every hand-written URL pattern of the site lives here.
export const productPath = (slug: string) => `/hosting/${slug}`;
export const postPath = (slug: string) => `/blog/${slug}`;
export const HOME = '/';
/** The id of a product page's plan cards, which its title area links to. */
export const PLANS_ANCHOR = 'plans';
/** A path of the site as a full URL, as canonical links, the sitemap and structured data give it. */
export const absoluteUrl = (origin: string, path: string) => new URL(path, origin).href;
/** Pages that components link to by name. */
export const pagePaths = {
  blog: '/blog',
  /** The register form's terms checkbox links to the form's own links with these two paths. */
  terms: '/terms',
  privacy: '/privacy',
} as const;

/** Every path the site serves a page for, canonical paths first. */
export function routedPaths(content: Pick<SiteContent, 'pages' | 'products' | 'posts'>): string[] {
  return [
    ...content.pages.map((p) => p.path),
    ...content.products.map((p) => productPath(p.slug)),
    ...content.posts.map((p) => postPath(p.slug)),
    ...content.pages.flatMap((p) => p.aliases),
  ];
}
