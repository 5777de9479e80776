import { z } from 'zod';
import { heading, sectionOf, text } from '../../content/fields.ts';
import { defineSection } from '../define.ts';

export default defineSection({
  schema: sectionOf('steps', { ...heading, items: z.array(z.strictObject({ title: text, text })).min(1) }),
});
