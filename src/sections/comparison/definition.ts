import { z } from 'zod';
import { heading, sectionOf, text } from '../../content/fields.ts';
import { defineSection } from '../define.ts';

/** A table of values: one column per plan, one row per feature. */
export default defineSection({
  schema: sectionOf('comparison', {
    ...heading,
    columns: z.array(text).min(1).describe('Column headings, e.g. plan names'),
    rows: z
      .array(
        z.strictObject({ label: text, values: z.array(z.union([text, z.boolean()])).describe('One value per column') }),
      )
      .min(1),
  }),
  check: (section, { host, field }) =>
    section.rows.flatMap((row, r) =>
      row.values.length === section.columns.length
        ? []
        : [
            {
              file: host._meta.file,
              field: field('rows', r, 'values'),
              message: `row "${row.label}" has ${row.values.length} values for ${section.columns.length} columns (${section.columns.join(', ')}); give one value per column`,
            },
          ],
    ),
});
