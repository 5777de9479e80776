import { z } from 'zod';
import { singleton, type SingletonType } from '../define.ts';
import { text } from '../fields.ts';

/** content/social-proof.yaml: the review summary and the figures the home page shows. */
const schema = z.strictObject({
  reviews: z
    .strictObject({
      score: z
        .number({ error: 'expected an average rating such as 4.8' })
        .min(0, { error: 'expected an average rating of 0 or more' })
        .describe('Average rating, e.g. 4.8; at most "outOf"'),
      outOf: z.number().int().positive().default(5).describe('Best possible rating: the number of stars drawn'),
      count: z
        .number({ error: 'expected the number of reviews, e.g. 2417' })
        .int({ error: 'expected a whole number of reviews, e.g. 2417' })
        .nonnegative()
        .describe('How many reviews the average comes from, written without separators: 2417 shows as 2,417'),
      source: text.describe('What the reviews are, shown after the count, e.g. "verified customer reviews"'),
      summary: text
        .default('{score} out of {outOf} from {count} {source}')
        .describe('The line beside the stars; {score}, {outOf}, {count} and {source} are replaced by the values above'),
    })
    .describe('The average rating customers give us, shown with stars above testimonials'),
  ratingLabel: text
    .default('Rated {rating} out of {outOf}')
    .describe("What screen readers hear for a testimonial's stars; {rating} and {outOf} are replaced by numbers"),
  figures: z
    .array(
      z.strictObject({
        value: text.describe('The figure as shown, e.g. "12,000+" or "99.98%"'),
        label: text.describe('What it counts, e.g. "Customers"'),
      }),
    )
    .min(1)
    .describe('Big numbers with a label each, in display order: customers, uptime, sites hosted...'),
});

// Typed by hand: its check reads SiteContent, whose type comes from this module.
export const socialProof: SingletonType<typeof schema> = singleton({
  schemaName: 'social-proof',
  file: 'social-proof.yaml',
  schema,
  check: ({ socialProof: { reviews, _meta } }) =>
    reviews.score > reviews.outOf
      ? [
          {
            file: _meta.file,
            field: 'reviews.score',
            message: `${reviews.score} is more than the best possible rating (outOf: ${reviews.outOf}); give the average out of ${reviews.outOf}`,
          },
        ]
      : [],
});
