import { z } from 'zod';
import { cents, cta, period, renewal, text } from '../../content/fields.ts';
import { orderId } from '../../content/order.ts';

/** A priced plan: an SSL certificate, a protection plan. */
export const plan = z.strictObject({
  name: text.describe('Plan name, e.g. "Basic"'),
  price: cents,
  period: period.optional().describe("Billing period; defaults to the section's period"),
  renewal,
  popular: z.boolean().default(false),
  description: text.optional(),
  features: z.array(text).min(1),
  cta: cta.optional(),
  orderId,
});
