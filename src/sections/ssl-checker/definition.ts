import { heading, sectionOf, text } from '../../content/fields.ts';
import { defineSection } from '../define.ts';
import { plansAnchorHref } from '../order-hrefs.ts';

/**
 * The SSL checker: any domain checked is reported as not secure (the spec's fixed answer), with a button that does
 * nothing, or, with an order hand-off, a link to the page's plans.
 */
export default defineSection({
  schema: sectionOf('sslChecker', {
    ...heading,
    placeholder: text,
    button: text,
    insecureMessage: text.describe('Shown after any check'),
    insecureCta: text,
  }),
  // With an order hand-off, the button after a check leads to the page's plans (src/sections/order-hrefs.ts).
  resolve: (section, { content, host }) => ({ ...section, insecureHref: plansAnchorHref(content, host) }),
});
