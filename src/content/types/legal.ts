import { z } from 'zod';
import { collection } from '../define.ts';
import { text } from '../fields.ts';

/** Frontmatter of content/legal/<slug>.mdx; the MDX body holds the sections. */
const schema = z.strictObject({
  title: text,
  description: text.describe('Meta description'),
  lastUpdated: z.iso.date({ error: 'expected a date as YYYY-MM-DD' }).describe('Shown as "Last updated: <date>"'),
});

export const legal = collection({
  schemaName: 'legal-document',
  folder: 'legal',
  extension: '.mdx',
  schema,
});
