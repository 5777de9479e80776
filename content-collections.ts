import { defineCollection, defineConfig, defineSingleton } from '@content-collections/core';
import { blogCategories, blogPost } from './src/content/schemas/blog.ts';
import { extensionList, searchPrices } from './src/content/schemas/domain-prices.ts';
import { job } from './src/content/schemas/job.ts';
import { legalDocument } from './src/content/schemas/legal-document.ts';
import { page } from './src/content/schemas/page.ts';
import { product } from './src/content/schemas/product.ts';
import { site } from './src/content/schemas/site.ts';

// Tests point this at a fixture copy of content/.
const dir = process.env.CONTENT_DIR ?? 'content';

const slugOf = (path: string) => path.split('/').pop() ?? path;

export default defineConfig({
  content: [
    defineSingleton({ name: 'site', filePath: `${dir}/site.yaml`, parser: 'yaml', schema: site }),
    defineCollection({ name: 'pages', directory: `${dir}/pages`, include: '*.yaml', parser: 'yaml', schema: page }),
    defineCollection({
      name: 'products',
      directory: `${dir}/products`,
      include: '*.yaml',
      parser: 'yaml',
      schema: product,
      transform: (doc) => ({ ...doc, slug: doc.slug ?? slugOf(doc._meta.path) }),
    }),
    defineSingleton({
      name: 'searchPrices',
      filePath: `${dir}/domains/search-prices.yaml`,
      parser: 'yaml',
      schema: searchPrices,
    }),
    defineSingleton({
      name: 'extensionList',
      filePath: `${dir}/domains/extensions.yaml`,
      parser: 'yaml',
      schema: extensionList,
    }),
    defineCollection({
      name: 'posts',
      directory: `${dir}/blog`,
      include: '*.mdx',
      parser: 'frontmatter-only',
      schema: blogPost,
      transform: (doc) => ({ ...doc, slug: slugOf(doc._meta.path) }),
    }),
    defineSingleton({
      name: 'blogCategories',
      filePath: `${dir}/blog/categories.yaml`,
      parser: 'yaml',
      schema: blogCategories,
    }),
    defineCollection({
      name: 'jobs',
      directory: `${dir}/jobs`,
      include: '*.yaml',
      parser: 'yaml',
      schema: job,
      transform: (doc) => ({ ...doc, slug: slugOf(doc._meta.path) }),
    }),
    defineCollection({
      name: 'legal',
      directory: `${dir}/legal`,
      include: '*.mdx',
      parser: 'frontmatter-only',
      schema: legalDocument,
      transform: (doc) => ({ ...doc, slug: slugOf(doc._meta.path) }),
    }),
  ],
});
