import { z } from 'zod';
import { text } from '../../content/fields.ts';

export const teamMember = z.strictObject({
  name: text,
  role: text,
  bio: text.optional(),
  initials: z
    .string()
    .regex(/^[A-Z]{1,3}$/)
    .optional()
    .describe('Shown in the avatar circle'),
});
