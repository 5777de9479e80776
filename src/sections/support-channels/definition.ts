import { z } from 'zod';
import { heading, icon, link, sectionOf, text } from '../../content/fields.ts';
import { defineSection } from '../define.ts';

export default defineSection({
  schema: sectionOf('supportChannels', {
    ...heading,
    items: z.array(z.strictObject({ icon: icon.optional(), title: text, text, cta: link })).min(1),
  }),
});
