import { z } from 'zod';
import { heading, period, sectionOf } from '../../content/fields.ts';
import { popularAtMostOnce } from '../checks.ts';
import { plan } from './plan.ts';
import { defineSection } from '../define.ts';
import { planOrderHref, withOrderHref } from '../order-hrefs.ts';

/** Priced plan cards: SSL certificates, protection plans. */
export default defineSection({
  schema: sectionOf('plans', {
    ...heading,
    period: period.default('month').describe('Billing period of every plan that names none'),
    items: z.array(plan).min(1),
  }),
  resolve: ({ period, items, ...section }, { content, host }) => ({
    ...section,
    items: items.map(({ orderId, ...item }) => {
      const itemPeriod = item.period ?? period;
      return {
        ...item,
        period: itemPeriod,
        ...(item.cta && {
          cta: withOrderHref(item.cta, planOrderHref(content, host, { name: item.name, orderId }, itemPeriod)),
        }),
      };
    }),
  }),
  check: (section, { host, field }) => popularAtMostOnce(section.items, host._meta.file, field('items')),
});
