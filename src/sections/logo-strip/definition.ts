import { z } from 'zod';
import { sectionOf, text } from '../../content/fields.ts';
import { defineSection } from '../define.ts';

export default defineSection({
  schema: sectionOf('logoStrip', {
    title: text,
    logos: z.array(text).min(1).describe('Brand names shown in the strip'),
  }),
});
