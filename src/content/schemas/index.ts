import { blogCategories, blogPost } from './blog.ts';
import { extensionList, searchPrices } from './domain-prices.ts';
import { job } from './job.ts';
import { legalDocument } from './legal-document.ts';
import { page } from './page.ts';
import { product } from './product.ts';
import { site } from './site.ts';

/** Every content file type, by the name its JSON Schema is exported under. */
export const contentSchemas = {
  site,
  page,
  product,
  'search-prices': searchPrices,
  extensions: extensionList,
  'blog-post': blogPost,
  'blog-categories': blogCategories,
  job,
  'legal-document': legalDocument,
};
