import { z } from 'zod';
import { heading, sectionOf, text } from '../../content/fields.ts';
import { defineSection } from '../define.ts';
import { extensionOrderHref } from '../order-hrefs.ts';

/** The price list of every extension in content/domains/extensions.yaml. */
export default defineSection({
  schema: sectionOf('domainPricing', {
    ...heading,
    columns: z.strictObject({ extension: text, registration: text, renewal: text, transfer: text, action: text }),
    actionLabel: text.describe('Button text in the action column'),
  }),
  resolve: (section, { content }) => ({
    ...section,
    extensions: content.extensionList.extensions,
    orderHref: extensionOrderHref(content),
  }),
});
