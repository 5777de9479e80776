import type { DocsOf } from './define.ts';
import type { SectionTypes } from './section-contract.ts';
import { blogCategories } from './types/blog-categories.ts';
import { extensionList } from './types/extensions.ts';
import { facts } from './types/facts.ts';
import { helpCenter } from './types/help-center.ts';
import { jobs } from './types/jobs.ts';
import { kbArticles } from './types/kb-articles.ts';
import { legal } from './types/legal.ts';
import { pages } from './types/pages.ts';
import { posts } from './types/posts.ts';
import { products } from './types/products.ts';
import { redirects } from './types/redirects.ts';
import { searchPrices } from './types/search-prices.ts';
import { site } from './types/site.ts';
import { socialProof } from './types/social-proof.ts';
import { testimonials } from './types/testimonials.ts';

/**
 * Every content type, by the name its documents have in SiteContent. The loader, the JSON Schemas, the editor
 * mapping and SiteContent all come from this list. Pages and products hold sections of the section types given,
 * which the content layer does not import: src/assembly/site-content.ts makes the site's list with them.
 */
export const contentTypesWith = (sections: SectionTypes) => ({
  site,
  pages: pages(sections),
  products: products(sections),
  searchPrices,
  extensionList,
  posts,
  blogCategories,
  helpCenter,
  kbArticles,
  jobs,
  legal,
  testimonials,
  socialProof,
  facts,
  redirects,
});

export type ContentTypes = ReturnType<typeof contentTypesWith>;

/** All content, validated: what the resolver turns into pages and the cross-reference checks read. */
export type SiteContent = { [K in keyof ContentTypes]: DocsOf<ContentTypes[K]> };

declare module './define.ts' {
  /** What a content type's check reads: all content (define.ts). */
  interface ContentRegister {
    content: SiteContent;
  }
}
