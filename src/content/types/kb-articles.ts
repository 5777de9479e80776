import { z } from 'zod';
import { collection, type CollectionType } from '../define.ts';
import { text } from '../fields.ts';
import { SLUG } from '../file-names.ts';
import { formatFieldPath, quoted } from '../issue.ts';

/** Frontmatter of content/kb/<slug>.mdx, a help center article (its page: /kb/<slug>); the MDX body is the article. */
const schema = z.strictObject({
  title: text,
  description: text.describe('Summary under its title in lists and search results, and its meta description'),
  category: z
    .string()
    .regex(SLUG, { error: 'expected the slug of a help center category, e.g. guides' })
    .describe('The slug of a category in content/kb/help-center.yaml'),
  order: z
    .number()
    .int()
    .default(100)
    .describe('Place in its category: lower first; articles of the same order go by title'),
  updated: z.iso
    .date({ error: 'expected a date as YYYY-MM-DD' })
    .describe('When the article was last checked, YYYY-MM-DD'),
});

// Typed by hand: its check reads SiteContent, whose type comes from this module.
export const kbArticles: CollectionType<typeof schema> = collection({
  schemaName: 'kb-article',
  folder: 'kb',
  extension: '.mdx',
  schema,
  check: ({ kbArticles, helpCenter }) => {
    const slugs = helpCenter.categories.map((c) => c.slug);
    return kbArticles
      .filter((a) => !slugs.includes(a.category))
      .map((article) => ({
        file: article._meta.file,
        field: formatFieldPath(['category']),
        message: `"${article.category}" is not a help center category; use one of ${quoted(slugs)} or add it to ${helpCenter._meta.file}`,
      }));
  },
});
