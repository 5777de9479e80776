import { z } from 'zod';
import { heading, sectionOf, text } from '../../content/fields.ts';
import { defineSection } from '../define.ts';

/** A short list of names shown as badges, e.g. supported technologies. */
export default defineSection({
  schema: sectionOf('badges', { ...heading, items: z.array(text).min(1) }),
});
