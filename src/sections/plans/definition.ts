import { z } from 'zod';
import { heading, period, sectionOf } from '../../content/fields.ts';
import { popularAtMostOnce } from '../checks.ts';
import { plan } from './plan.ts';
import { defineSection } from '../define.ts';

/** Priced plan cards: SSL certificates, protection plans. */
export default defineSection({
  schema: sectionOf('plans', {
    ...heading,
    period: period.default('month').describe('Billing period of every plan that names none'),
    items: z.array(plan).min(1),
  }),
  resolve: ({ period, items, ...section }) => ({
    ...section,
    items: items.map((item) => ({ ...item, period: item.period ?? period })),
  }),
  check: (section, { host, field }) => popularAtMostOnce(section.items, host._meta.file, field('items')),
});
