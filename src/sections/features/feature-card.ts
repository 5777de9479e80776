import { z } from 'zod';
import { icon, text } from '../../content/fields.ts';

/** A titled card with an icon: why-choose cards, benefits, premium features, security features. */
export const featureCard = z.strictObject({
  icon: icon.optional(),
  title: text.describe('Card heading'),
  text: text.describe('One or two sentences under the heading'),
});

export type FeatureCard = z.infer<typeof featureCard>;
