import { z } from 'zod';
import { heading, sectionOf, text } from '../../content/fields.ts';
import { popularAtMostOnce } from '../checks.ts';
import { emailPlan } from './email-plan.ts';
import { defineSection } from '../define.ts';

export default defineSection({
  schema: sectionOf('emailPlans', {
    ...heading,
    labels: z
      .strictObject({ storage: text, accounts: text })
      .describe("Labels before each plan's storage and account count"),
    items: z.array(emailPlan).min(1),
  }),
  check: (section, { host, field }) => popularAtMostOnce(section.items, host._meta.file, field('items')),
});
