import { z } from 'zod';
import { compact, sectionOf, text } from '../../content/fields.ts';
import { featureCard } from './feature-card.ts';
import { defineSection } from '../define.ts';

/** Titled cards with an icon: why-choose cards, benefits, premium features, trust badges. */
export default defineSection({
  schema: sectionOf('features', {
    title: text.optional(),
    subtitle: text.optional(),
    items: z.array(featureCard).min(1),
    compact,
  }),
});
