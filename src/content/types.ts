import type { z } from 'zod';
import type { blogCategories, blogPost } from './schemas/blog.ts';
import type { extensionList, searchPrices } from './schemas/domain-prices.ts';
import type { job } from './schemas/job.ts';
import type { legalDocument } from './schemas/legal-document.ts';
import type { page } from './schemas/page.ts';
import type { product } from './schemas/product.ts';
import type { site } from './schemas/site.ts';

/** Where a document came from, as content-collections records it. */
export interface Meta {
  filePath: string;
  fileName: string;
  directory: string;
  path: string;
  extension: string;
}

type Doc<S extends z.ZodType, Extra = object> = z.output<S> & Extra & { _meta: Meta };
type Slugged = { slug: string };

export type SiteDoc = Doc<typeof site>;
export type PageDoc = Doc<typeof page>;
export type ProductDoc = Doc<typeof product, Slugged>;
export type PostDoc = Doc<typeof blogPost, Slugged>;
export type JobDoc = Doc<typeof job, Slugged>;
export type LegalDoc = Doc<typeof legalDocument, Slugged>;

/** All content, validated: what the templates render and the cross-reference checks read. */
export interface SiteContent {
  site: SiteDoc;
  pages: PageDoc[];
  products: ProductDoc[];
  searchPrices: Doc<typeof searchPrices>;
  extensionList: Doc<typeof extensionList>;
  posts: PostDoc[];
  blogCategories: Doc<typeof blogCategories>;
  jobs: JobDoc[];
  legal: LegalDoc[];
}
