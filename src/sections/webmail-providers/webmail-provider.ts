import { z } from 'zod';
import { icon, text } from '../../content/fields.ts';

export const webmailProvider = z.strictObject({
  name: text,
  description: text,
  url: z.url({ protocol: /^https$/, error: "expected an https:// URL of the provider's login page" }),
  colour: z
    .string()
    .regex(/^#[0-9a-fA-F]{6}$/, { error: 'expected a colour as #rrggbb' })
    .describe('Brand colour of the card accent'),
  icon: icon.optional(),
});
