import { z } from 'zod';
import { cta, heading, image, sectionOf, text } from '../../content/fields.ts';
import { defineSection } from '../define.ts';

/** A product picture beside what it shows: a heading, a few points and a button. */
export default defineSection({
  schema: sectionOf('showcase', {
    eyebrow: text.optional().describe('Small line above the heading'),
    ...heading,
    points: z.array(text).default([]).describe('Short points, each with a tick'),
    image: image.describe('The picture, e.g. a screenshot of the control panel'),
    imageSide: z.enum(['left', 'right']).default('right').describe('Which side the picture sits on wide screens'),
    cta: cta.optional(),
  }),
});
