import { z } from 'zod';
import { text } from './common.ts';
import { pageSection } from './sections.ts';

const path = z
  .string()
  .regex(/^\/([a-z0-9-]+(\/[a-z0-9-]+)*)?$/, { error: 'expected a path like /about or /hosting/support' });

/** content/pages/<name>.yaml: one route and its ordered sections. */
export const page = z.strictObject({
  path: path.describe('The URL path of the page'),
  aliases: z.array(path).default([]).describe('Other paths that show the same page; the canonical URL stays "path"'),
  title: text.describe('Browser tab and search result title'),
  description: text.describe('Meta description for search results (about 150 characters)'),
  layout: z.enum(['default', 'narrow']).default('default').describe('"narrow" centres a single column (forms)'),
  sections: z.array(pageSection).min(1).describe('What the page shows, top to bottom'),
});

export type Page = z.infer<typeof page>;
