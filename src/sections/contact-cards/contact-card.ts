import { z } from 'zod';
import { href, icon, text } from '../../content/fields.ts';

export const contactCard = z.strictObject({
  kind: z.enum(['email', 'phone', 'chat']),
  title: text,
  text,
  value: text
    .optional()
    .describe(
      'The address, number or action shown, e.g. "Start a chat". Leave out on the email and phone cards: they show the ones site.yaml organization declares',
    ),
  href: href.optional().describe('Where the card leads; left out on the email and phone cards, like the value'),
  icon: icon.optional(),
});

export type ContactCard = z.infer<typeof contactCard>;
