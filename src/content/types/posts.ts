import { z } from 'zod';
import { image, link, text } from '../fields.ts';
import { collection, type CollectionType } from '../define.ts';
import { formatFieldPath, quoted } from '../issue.ts';

/** The call to action at the end of a post: the blog's (its page's blogIndex section, `post.cta`), or a post's own. */
export const postCta = z
  .strictObject({
    title: text.describe('Its heading, e.g. "Ready for a faster site?"'),
    text: text.optional().describe('A line under the heading'),
    button: link.describe('The button: its words and where it goes, e.g. /hosting'),
  })
  .describe('A call to action at the end of a post: a heading, a line and a button');

export type PostCta = z.output<typeof postCta>;

/** Frontmatter of content/blog/<slug>.mdx; the MDX body is the article. */
const schema = z.strictObject({
  title: text,
  excerpt: text.describe('Summary shown on cards and in search results'),
  category: text.describe('Name of a category in content/blog/categories.yaml'),
  author: text,
  date: z.iso.date({ error: 'expected a date as YYYY-MM-DD' }).describe('Publication date, YYYY-MM-DD'),
  readTime: z
    .number()
    .int()
    .positive()
    .optional()
    .describe('Reading time in minutes; leave it out to have it worked out from the text'),
  image: image.describe('Cover picture, drawn at 1200×630 (the ratio of link previews)'),
  featured: z.boolean().default(false).describe('The one post shown large at the top of /blog'),
  cta: postCta
    .optional()
    .describe(
      "This post's own call to action at its end, in place of the blog's (the blog page's settings of a post's end)",
    ),
});

// Typed by hand: its check reads SiteContent, whose type comes from this module.
export const posts: CollectionType<typeof schema> = collection({
  schemaName: 'blog-post',
  folder: 'blog',
  extension: '.mdx',
  schema,
  check: ({ posts, blogCategories }) => {
    const names = blogCategories.categories.map((c) => c.name);
    const featured = posts.filter((p) => p.featured);
    return [
      ...posts
        .filter((p) => !names.includes(p.category))
        .map((post) => ({
          file: post._meta.file,
          field: formatFieldPath(['category']),
          message: `"${post.category}" is not a blog category; use one of ${quoted(names)} or add it to ${blogCategories._meta.file}`,
        })),
      ...(featured.length > 1
        ? featured.map((post) => ({
            file: post._meta.file,
            field: 'featured',
            message: `${featured.length} posts are featured (${quoted(featured.map((p) => p.slug))}); keep "featured: true" on one`,
          }))
        : []),
    ];
  },
});
