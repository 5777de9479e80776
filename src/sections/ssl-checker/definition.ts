import { heading, sectionOf, text } from '../../content/fields.ts';
import { defineSection } from '../define.ts';

/** The SSL checker: any domain checked is reported as not secure (the spec's fixed answer). */
export default defineSection({
  schema: sectionOf('sslChecker', {
    ...heading,
    placeholder: text,
    button: text,
    insecureMessage: text.describe('Shown after any check'),
    insecureCta: text,
  }),
});
