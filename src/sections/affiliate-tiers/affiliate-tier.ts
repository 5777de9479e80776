import { z } from 'zod';
import { text } from '../../content/fields.ts';

export const affiliateTier = z.strictObject({
  name: text.describe('Tier name, e.g. "Standard"'),
  rate: z.number().min(0).max(100).describe('Commission in percent'),
  requirement: text.describe('Who qualifies, e.g. "First 10 referrals"'),
  popular: z.boolean().default(false),
});
