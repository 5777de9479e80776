import { z } from 'zod';
import { illustration, sectionOf, text } from '../../content/fields.ts';
import { defineSection } from '../define.ts';

const logo = illustration.describe(
  'A logo: a one-colour SVG whose shapes use the class f-muted; alt: the company name',
);

/** A strip of customers' logo marks. Only companies that agreed to be named: never another brand's logo. */
export default defineSection({
  schema: sectionOf('logoStrip', {
    title: text,
    logos: z.array(logo).min(1).describe('The customers shown, in order'),
  }),
});
