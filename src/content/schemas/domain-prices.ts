import { z } from 'zod';
import { cents, text } from './common.ts';

const extension = z
  .string()
  .regex(/^[a-z]{2,6}$/, { error: 'expected an extension of 2-6 lower-case letters without the dot, e.g. "com"' });

/** content/domains/search-prices.yaml: the extensions domain search supports and their yearly price. */
export const searchPrices = z.strictObject({
  currency: z.literal('USD').default('USD'),
  prices: z
    .record(extension, cents)
    .describe('Registration price per year in cents, keyed by extension; these are the extensions search accepts'),
});

/** content/domains/extensions.yaml: the static price list shown on /domains. */
export const extensionList = z.strictObject({
  extensions: z
    .array(
      z.strictObject({
        extension,
        registration: cents.describe('First-year price in cents'),
        renewal: cents.describe('Renewal price per year in cents'),
        transfer: cents.describe('Transfer price in cents'),
        popular: z.boolean().default(false).describe('Shown on a popular-extension card'),
        description: text.optional().describe('One line on the extension card'),
      }),
    )
    .min(1),
});

export type SearchPrices = z.infer<typeof searchPrices>;
export type ExtensionList = z.infer<typeof extensionList>;
