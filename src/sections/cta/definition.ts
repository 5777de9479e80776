import { cta, heading, sectionOf } from '../../content/fields.ts';
import { defineSection } from '../define.ts';

/** A closing call to action: a heading, a line and one or two buttons. */
export default defineSection({
  schema: sectionOf('cta', { ...heading, cta, secondaryCta: cta.optional() }),
});
