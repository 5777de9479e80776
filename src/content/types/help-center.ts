import { z } from 'zod';
import { singleton } from '../define.ts';
import { icon, link, searchPlaceholder, text } from '../fields.ts';
import { SLUG } from '../file-names.ts';

const slug = z.string().regex(SLUG, {
  error: 'expected lower-case letters, digits and single hyphens, e.g. domains-dns',
});

/** content/kb/help-center.yaml: the help center's words and its categories; its articles are content/kb/*.mdx. */
const schema = z.strictObject({
  title: text.describe('<title> of /kb, brand included'),
  description: text.describe('Meta description of /kb'),
  eyebrow: text.optional().describe('Small line above the heading of /kb'),
  heading: text.describe('Heading of /kb'),
  intro: text.describe('Text under the heading of /kb'),
  search: z
    .strictObject({
      label: text.describe('Accessible name of the search box'),
      placeholder: searchPlaceholder.describe('Shown in the empty search field, e.g. "Search DNS, SSL, email…"'),
      button: text,
      searching: text.describe('Shown while a search runs'),
      results: text.describe('Above the results: {count} and {query} are filled in'),
      resultsLabel: text.describe('Accessible name of the list of articles found'),
      empty: text.describe('When nothing matches: {query} is filled in'),
      failed: text.describe('When the search could not load (no index, no network)'),
    })
    .describe('Words of the search box on /kb, its category and article pages and the not-found page'),
  categoriesTitle: text.describe('Heading over the categories on /kb'),
  articleCount: z
    .strictObject({ one: text, other: text })
    .describe('Under a category, for one article and for any other number: {count} is filled in'),
  updated: text.describe("Under an article's title: {date} is filled in"),
  home: text.describe('First link of the breadcrumb on category and article pages'),
  breadcrumb: text.describe('Accessible name of the breadcrumb'),
  inCategory: text.describe('Heading over the other articles of the category, beside an article: {category}'),
  categoryTitle: text.describe('<title> of a category page: {category} is filled in, the brand added'),
  contact: z
    .strictObject({ title: text, text, cta: link })
    .describe('The way to a person, at the foot of every help center page'),
  categories: z
    .array(
      z.strictObject({
        slug: slug.describe('Its page is /kb/category/<slug>; articles name their category by it'),
        name: text,
        description: text.describe('Under its name on /kb, and the description of its page'),
        icon,
        aliases: z
          .array(z.string().regex(/^\/[a-z0-9-]+(\/[a-z0-9-]+)*$/, { error: 'expected a path like /guides' }))
          .default([])
          .describe('Other addresses that show the category, e.g. /guides'),
      }),
    )
    .min(1)
    .superRefine((categories, ctx) => {
      const seen = new Set<string>();
      for (const [i, { slug }] of categories.entries()) {
        if (seen.has(slug))
          ctx.addIssue({
            code: 'custom',
            path: [i, 'slug'],
            message: `"${slug}" names two categories; name them apart`,
          });
        seen.add(slug);
      }
    }),
});

export const helpCenter = singleton({
  schemaName: 'help-center',
  file: 'kb/help-center.yaml',
  schema,
});
