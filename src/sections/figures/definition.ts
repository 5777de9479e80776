import { sectionOf, text } from '../../content/fields.ts';
import { defineSection } from '../define.ts';

/** A band of big numbers with their labels, from content/social-proof.yaml. */
export default defineSection({
  schema: sectionOf('figures', {
    title: text.optional().describe('Heading over the figures; none by default'),
    subtitle: text.optional().describe('Line under the heading'),
  }),
  resolve: (section, { content }) => ({ ...section, items: content.socialProof.figures }),
});
