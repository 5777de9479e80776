import { heading, sectionOf, text } from '../../content/fields.ts';
import { defineSection } from '../define.ts';

/** Several domain names checked at once (one a line or separated by commas), each with its status and price. */
export default defineSection({
  schema: sectionOf('bulkSearch', {
    ...heading,
    label: text.describe('Label of the box the names go in'),
    placeholder: text.describe('Shown in the empty box'),
    hint: text.describe('Under the box: how to separate the names and how many fit'),
    button: text,
  }),
});
