import { z } from 'zod';
import { singleton } from '../define.ts';
import { icon, text } from '../fields.ts';

/** content/blog/categories.yaml */
const schema = z.strictObject({
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

export const blogCategories = singleton({
  schemaName: 'blog-categories',
  file: 'blog/categories.yaml',
  schema,
});
