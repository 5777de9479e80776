import { z } from 'zod';
import { text } from './common.ts';

/** Frontmatter of content/legal/<slug>.mdx; the MDX body holds the sections. */
export const legalDocument = z.strictObject({
  title: text,
  description: text.describe('Meta description'),
  lastUpdated: z.iso.date({ error: 'expected a date as YYYY-MM-DD' }).describe('Shown as "Last updated: <date>"'),
});

export type LegalDocument = z.infer<typeof legalDocument>;
