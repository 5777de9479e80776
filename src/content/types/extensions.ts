import { z } from 'zod';
import { singleton } from '../define.ts';
import { cents, text } from '../fields.ts';
import { extension } from './search-prices.ts';

/** content/domains/extensions.yaml: the static price list shown on /domains. */
const schema = z.strictObject({
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

export const extensionList = singleton({
  schemaName: 'extensions',
  file: 'domains/extensions.yaml',
  schema,
});
