import { z } from 'zod';
import { heading, sectionOf, text } from '../../content/fields.ts';
import { affiliateTier } from './affiliate-tier.ts';
import { defineSection } from '../define.ts';

export default defineSection({
  schema: sectionOf('affiliateTiers', {
    ...heading,
    items: z.array(affiliateTier).min(1),
    notes: z.array(text).default([]),
  }),
});
