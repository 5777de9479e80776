import { z } from 'zod';
import { heading, sectionOf } from '../../content/fields.ts';
import { contactCard } from './contact-card.ts';
import { defineSection } from '../define.ts';

export default defineSection({
  schema: sectionOf('contactCards', { ...heading, items: z.array(contactCard).min(1) }),
});
