import { z } from 'zod';
import { heading, sectionOf, text } from '../../content/fields.ts';
import { quoted } from '../../content/issue.ts';
import { defineSection } from '../define.ts';

/** A table of values: one column per plan, one row per feature. */
export default defineSection({
  schema: sectionOf('comparison', {
    ...heading,
    columns: z.array(text).min(1).describe('Column headings, e.g. plan names'),
    popular: text.optional().describe('The column to highlight, e.g. the popular plan; one of columns'),
    rows: z
      .array(
        z.strictObject({ label: text, values: z.array(z.union([text, z.boolean()])).describe('One value per column') }),
      )
      .min(1),
  }),
  check: (section, { host, field }) => [
    ...(section.popular === undefined || section.columns.includes(section.popular)
      ? []
      : [
          {
            file: host._meta.file,
            field: field('popular'),
            message: `"${section.popular}" is not a column; use one of ${quoted(section.columns)} or leave it out`,
          },
        ]),
    ...section.rows.flatMap((row, r) =>
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
  ],
});
