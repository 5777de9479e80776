import { z } from 'zod';
import { heading, sectionOf, text } from '../../content/fields.ts';
import { defineSection } from '../define.ts';

export default defineSection({
  schema: sectionOf('text', { ...heading, paragraphs: z.array(text).min(1), points: z.array(text).default([]) }),
});
