import { z } from 'zod';
import { cents, cta, period, text } from '../fields.ts';

/** An SSL certificate offer as listed on the security page. */
export const sslProduct = z.strictObject({
  name: text.describe('Certificate name, e.g. "Standard SSL"'),
  price: cents,
  period: period.default('year'),
  popular: z.boolean().default(false).describe('Highlights this certificate'),
  features: z.array(text).min(1).describe('Bullet points'),
  cta: cta.optional(),
});

export type SslProduct = z.infer<typeof sslProduct>;
