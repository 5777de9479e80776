import { z } from 'zod';
import { heading, sectionOf, text } from '../../content/fields.ts';
import { popularAtMostOnce } from '../checks.ts';
import { emailPlan } from './email-plan.ts';
import { defineSection } from '../define.ts';
import { planOrderHref, withOrderHref } from '../order-hrefs.ts';

export default defineSection({
  schema: sectionOf('emailPlans', {
    ...heading,
    labels: z
      .strictObject({ storage: text, accounts: text })
      .describe("Labels before each plan's storage and account count"),
    items: z.array(emailPlan).min(1),
  }),
  resolve: ({ items, ...section }, { content, host }) => ({
    ...section,
    items: items.map(({ orderId, ...item }) => ({
      ...item,
      ...(item.cta && {
        cta: withOrderHref(item.cta, planOrderHref(content, host, { name: item.name, orderId }, item.period)),
      }),
    })),
  }),
  check: (section, { host, field }) => popularAtMostOnce(section.items, host._meta.file, field('items')),
});
