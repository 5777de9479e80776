import { heading, sectionOf, text } from '../../content/fields.ts';
import { defineSection } from '../define.ts';
import { extensionOrderHref } from '../order-hrefs.ts';

/** A card per popular extension of content/domains/extensions.yaml. */
export default defineSection({
  schema: sectionOf('extensionCards', { ...heading, cta: text.default('Register') }),
  resolve: (section, { content }) => ({
    ...section,
    extensions: content.extensionList.extensions.filter((e) => e.popular),
    orderHref: extensionOrderHref(content),
  }),
});
