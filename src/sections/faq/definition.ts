import { z } from 'zod';
import { heading, sectionOf } from '../../content/fields.ts';
import { faqItem } from './faq-item.ts';
import { defineSection } from '../define.ts';

export default defineSection({
  schema: sectionOf('faq', {
    ...heading,
    items: z.array(faqItem).min(1),
    openFirst: z.boolean().default(false).describe('Open the first answer on load'),
  }),
  structuredData: (section) => [
    {
      '@context': 'https://schema.org',
      '@type': 'FAQPage',
      mainEntity: section.items.map((item) => ({
        '@type': 'Question',
        name: item.question,
        acceptedAnswer: { '@type': 'Answer', text: item.answer },
      })),
    },
  ],
});
