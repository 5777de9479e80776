import { z } from 'zod';
import { href, icon, text } from '../../content/fields.ts';

export const contactCard = z.strictObject({
  kind: z.enum(['email', 'phone', 'chat']),
  title: text,
  text,
  value: text.describe('The address, number or action shown, e.g. "support@example.com"'),
  href,
  icon: icon.optional(),
});

export type ContactCard = z.infer<typeof contactCard>;
