import { z } from 'zod';
import { icon, text } from './common.ts';

/** Frontmatter of content/blog/<slug>.mdx; the MDX body is the article. */
export const blogPost = z.strictObject({
  title: text,
  excerpt: text.describe('Summary shown on cards and in search results'),
  category: text.describe('Name of a category in content/blog/categories.yaml'),
  author: text,
  date: z.iso.date({ error: 'expected a date as YYYY-MM-DD' }).describe('Publication date, YYYY-MM-DD'),
  readTime: z.number().int().positive().describe('Reading time in minutes'),
  image: z
    .string()
    .regex(/^\/images\/[a-z0-9\-/]+\.(svg|png|jpe?g|webp|avif)$/, {
      error: 'expected an image path under /images/, e.g. /images/blog/ssl.svg',
    })
    .describe('Cover image under public/images'),
  imageAlt: text.describe('What the cover image shows, for screen readers'),
  featured: z.boolean().default(false).describe('The one post shown large at the top of /blog'),
});

/** content/blog/categories.yaml */
export const blogCategories = z.strictObject({
  categories: z
    .array(
      z.strictObject({
        name: text,
        count: z.number().int().nonnegative().describe('Number of articles shown on the category card'),
        description: text.optional(),
        icon: icon.optional(),
      }),
    )
    .min(1),
});

export type BlogPost = z.infer<typeof blogPost>;
export type BlogCategories = z.infer<typeof blogCategories>;
