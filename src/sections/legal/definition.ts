import { z } from 'zod';
import { quoted } from '../../content/issue.ts';
import { mdxBody } from '../../content/bodies.ts';
import { sectionOf } from '../../content/fields.ts';
import { defineSection } from '../define.ts';

/** A legal document of content/legal: its date and its MDX body. */
export default defineSection({
  schema: sectionOf('legal', {
    document: z.string().describe('File name (without .mdx) of a document in content/legal'),
  }),
  resolve: (section, { content }) => {
    const doc = content.legal.find((d) => d.slug === section.document);
    if (!doc) throw new Error(`no legal document ${section.document}`);
    return { ...section, lastUpdated: doc.lastUpdated, body: mdxBody(doc._meta.file) };
  },
  check: (section, { content, host, field }) =>
    content.legal.some((d) => d.slug === section.document)
      ? []
      : [
          {
            file: host._meta.file,
            field: field('document'),
            message: `no document "${section.document}" in content/legal; use one of ${quoted(content.legal.map((d) => d.slug))}`,
          },
        ],
});
