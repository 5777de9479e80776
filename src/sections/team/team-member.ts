import { z } from 'zod';
import { image, text } from '../../content/fields.ts';

export const teamMember = z.strictObject({
  name: text,
  role: text,
  bio: text.optional(),
  photo: image.optional().describe('Portrait, square; the initials show when there is none'),
  initials: z
    .string()
    .regex(/^[A-Z]{1,3}$/)
    .optional()
    .describe('Shown in the avatar circle when there is no photo'),
});
