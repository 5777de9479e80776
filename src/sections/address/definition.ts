import { z } from 'zod';
import { heading, sectionOf, text } from '../../content/fields.ts';
import { defineSection } from '../define.ts';
import { countryName } from '../../ui/intl.ts';

/**
 * An address with its opening hours. Without `lines`, it is the company's own (site.yaml organization), so the
 * contact page and the structured data search engines read never disagree.
 */
export default defineSection({
  schema: sectionOf('address', {
    ...heading,
    lines: z.array(text).min(1).optional().describe("Another address, line by line; leave out for the company's own"),
    hours: z.array(text).default([]),
  }),
  resolve: (section, { content }) => {
    const company = content.site.organization;
    if (section.lines || !company) return { ...section, lines: section.lines ?? [] };
    const { street, locality, region, postalCode, country } = company.address;
    return {
      ...section,
      lines: [company.legalName, street, `${locality}, ${region} ${postalCode}`, countryName(country)],
    };
  },
  check: (section, { content, host, field }) =>
    section.lines || content.site.organization
      ? []
      : [
          {
            file: host._meta.file,
            field: field('lines'),
            message: "expected the address's lines, or the company's address in site.yaml organization",
          },
        ],
});
