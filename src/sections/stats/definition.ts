import { z } from 'zod';
import { sectionOf, text } from '../../content/fields.ts';
import { stat } from './stat.ts';
import { defineSection } from '../define.ts';

export default defineSection({
  schema: sectionOf('stats', { title: text.optional(), items: z.array(stat).min(1) }),
});
