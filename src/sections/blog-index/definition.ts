import { z } from 'zod';
import { sectionOf, text } from '../../content/fields.ts';
import { postSummaries } from '../../content/derive.ts';
import { defineSection } from '../define.ts';

/** The blog: search, category filter, the featured post, the most recent ones and the categories. */
export default defineSection({
  schema: sectionOf('blogIndex', {
    searchLabel: text,
    searchPlaceholder: text,
    categoryLabel: text,
    allCategories: text.describe('First option of the category select'),
    featuredTitle: text,
    recentTitle: text,
    recentCount: z.number().int().positive().default(5),
    categoriesTitle: text,
    emptyText: text.describe('Shown when no post matches the search'),
    readMore: text,
  }),
  resolve: (section, { content }) => ({
    ...section,
    posts: postSummaries(content.posts),
    categories: content.blogCategories.categories,
  }),
});
