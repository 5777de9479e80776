import { z } from 'zod';
import { text } from '../../content/fields.ts';

export const faqItem = z.strictObject({
  question: text.describe('The question, as a visitor would ask it'),
  answer: text.describe('The answer, plain text'),
});

export type FaqItem = z.infer<typeof faqItem>;
