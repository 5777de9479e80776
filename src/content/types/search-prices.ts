import { z } from 'zod';
import { singleton } from '../define.ts';
import { cents } from '../fields.ts';

export const extension = z
  .string()
  .regex(/^[a-z]{2,6}$/, { error: 'expected an extension of 2-6 lower-case letters without the dot, e.g. "com"' });

/** content/domains/search-prices.yaml: the extensions domain search supports and their yearly price. */
const schema = z.strictObject({
  currency: z.literal('USD').default('USD'),
  prices: z
    .record(extension, cents)
    .describe('Registration price per year in cents, keyed by extension; these are the extensions search accepts'),
});

export const searchPrices = singleton({
  schemaName: 'search-prices',
  file: 'domains/search-prices.yaml',
  schema,
});
