import { z } from 'zod';
import { cents, cta, period, renewal, text } from '../../content/fields.ts';
import { orderId } from '../../content/order.ts';

export const emailPlan = z.strictObject({
  name: text.describe('Plan name, e.g. "Business"'),
  price: cents,
  period: period.default('month'),
  renewal,
  storage: text.describe('Mailbox storage, e.g. "25 GB"'),
  accounts: text.describe('Number of email accounts, e.g. "5" or "Unlimited"'),
  popular: z.boolean().default(false),
  features: z.array(text).min(1),
  cta: cta.optional(),
  orderId,
});
