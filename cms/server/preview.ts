// The page of the dev site where a document shows, for the editor's "View page" link.
import path from 'node:path';
import type { SiteContent } from '../../src/content/registry.ts';
import { postPath, productPath } from '../../src/content/paths.ts';
import type { TypeName } from './documents.ts';

/** Section types that show a whole content type, for the types that have no page of their own. */
const shownBy: Partial<Record<TypeName, string>> = {
  jobs: 'jobs',
  blogCategories: 'blogIndex',
  extensionList: 'extensionCards',
  searchPrices: 'domainPricing',
};

export function pageOf(content: SiteContent, type: TypeName, file: string): string {
  const slug = path.posix.basename(file, path.posix.extname(file));
  const withSection = (match: (section: Record<string, unknown>) => boolean) =>
    content.pages.find((page) => page.sections.some((s) => match(s as Record<string, unknown>)))?.path;
  switch (type) {
    case 'pages':
      return content.pages.find((p) => p.slug === slug)?.path ?? '/';
    case 'products':
      return productPath(slug);
    case 'posts':
      return postPath(slug);
    case 'legal':
      return withSection((s) => s.type === 'legal' && s.document === slug) ?? '/';
    default: {
      const sectionType = shownBy[type];
      return (sectionType && withSection((s) => s.type === sectionType)) ?? '/';
    }
  }
}
