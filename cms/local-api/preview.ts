// The page of the dev site where a document shows, for the editor's "View page" link.
import path from 'node:path';
import type { SiteContent } from '../../src/content/registry.ts';
import { KB } from '../../src/vocabulary/paths.ts';
import { routeEntries } from '../../src/assembly/resolve.ts';
import type { TypeName } from './documents.ts';

/** Types whose documents are routes of their own, by the kind their route ids start with (product/shared). */
const routeKinds: Partial<Record<TypeName, string>> = {
  pages: 'page',
  products: 'product',
  posts: 'post',
  kbArticles: 'kb',
};

/** Section types that show a whole content type, for the types that have no page of their own. */
const shownBy: Partial<Record<TypeName, string>> = {
  jobs: 'jobs',
  blogCategories: 'blogIndex',
  extensionList: 'extensionCards',
  searchPrices: 'domainPricing',
  testimonials: 'testimonials',
  socialProof: 'figures',
};

export function pageOf(content: SiteContent, type: TypeName, file: string): string {
  const slug = path.posix.basename(file, path.posix.extname(file));
  const route = routeEntries(content).find((entry) => entry.id === `${routeKinds[type]}/${slug}`);
  if (route) return route.path;
  // The help center's words and categories show on its front page.
  if (type === 'helpCenter') return KB;
  const withSection = (match: (section: Record<string, unknown>) => boolean) =>
    content.pages.find((page) => page.sections.some((s) => match(s as Record<string, unknown>)))?.path;
  if (type === 'legal') return withSection((s) => s.type === 'legal' && s.document === slug) ?? '/';
  const sectionType = shownBy[type];
  return (sectionType && withSection((s) => s.type === sectionType)) ?? '/';
}
