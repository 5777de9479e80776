import { blogCategories, blogPost } from './blog';
import { extensionList, searchPrices } from './domain-prices';
import { job } from './job';
import { legalDocument } from './legal-document';
import { page } from './page';
import { product } from './product';
import { site } from './site';

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
