import { z } from 'zod';
import { cta, heading, sectionOf, text } from '../../content/fields.ts';
import { defineSection } from '../define.ts';

const domainSearch = z.strictObject({
  placeholder: text,
  button: text.describe('Button text, e.g. "Search Domains"'),
  label: text.describe('Accessible label of the input'),
});

/** The top of a page: heading, selling points, and optionally the domain search or buttons. */
export default defineSection({
  schema: sectionOf('hero', {
    eyebrow: text.optional().describe('Small line above the title'),
    ...heading,
    badges: z.array(text).default([]).describe('Short selling points shown as badges'),
    search: domainSearch.optional().describe('Shows the domain search form in the hero'),
    cta: cta.optional(),
    secondaryCta: cta.optional(),
  }),
});
