import { z } from 'zod';
import { heading, sectionOf, text } from '../../content/fields.ts';
import { defineSection } from '../define.ts';

export default defineSection({
  schema: sectionOf('address', { ...heading, lines: z.array(text).min(1), hours: z.array(text).default([]) }),
});
