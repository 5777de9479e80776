import { z } from 'zod';
import { cta, heading, sectionOf, text } from '../../content/fields.ts';
import { webmailProvider } from './webmail-provider.ts';
import { defineSection } from '../define.ts';

export default defineSection({
  schema: sectionOf('webmailProviders', {
    ...heading,
    openLabel: text.describe('Card button text'),
    items: z.array(webmailProvider).min(1),
    help: cta.optional(),
  }),
});
