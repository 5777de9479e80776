import { z } from 'zod';
import { cents, cta, period, text } from '../fields.ts';

/** A website-security (malware, firewall, DDoS) protection plan. */
export const protectionPlan = z.strictObject({
  name: text.describe('Plan name, e.g. "Basic"'),
  price: cents,
  period: period.default('month'),
  popular: z.boolean().default(false),
  description: text.optional(),
  features: z.array(text).min(1),
  cta: cta.optional(),
});

export type ProtectionPlan = z.infer<typeof protectionPlan>;
