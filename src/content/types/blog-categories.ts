import { z } from 'zod';
import { singleton } from '../define.ts';
import { icon, text } from '../fields.ts';
import { slugOf } from '../../vocabulary/paths.ts';

/** content/blog/categories.yaml */
const schema = z.strictObject({
  categories: z
    .array(
      z.strictObject({
        name: text.describe('Also its page address: "Web Design" has /blog/category/web-design'),
        count: z.number().int().nonnegative().describe('Number of articles shown on the category card'),
        description: text.optional().describe("Shown on its card, and the description of the category's page"),
        icon: icon.optional(),
      }),
    )
    .min(1)
    // Each category has a page whose address comes from its name.
    .superRefine((categories, ctx) => {
      const seen = new Map<string, string>();
      for (const [i, { name }] of categories.entries()) {
        const slug = slugOf(name);
        const other = seen.get(slug);
        const message = !slug
          ? `"${name}" has no letter or digit of a-z or 0-9 for the address of its page; name it with some`
          : other !== undefined
            ? `"${name}" and "${other}" would share the page address category/${slug}; name them apart`
            : undefined;
        if (message) ctx.addIssue({ code: 'custom', path: [i, 'name'], message });
        seen.set(slug, name);
      }
    }),
});

export const blogCategories = singleton({
  schemaName: 'blog-categories',
  file: 'blog/categories.yaml',
  schema,
});
