import { z } from 'zod';
import { collection, type CollectionType } from '../define.ts';
import { image, text } from '../fields.ts';
import { formatFieldPath, quoted } from '../issue.ts';

/** Stars a testimonial's rating is out of. */
export const RATING_MAX = 5;

/** content/testimonials/<slug>.yaml: what one customer says about us, in their words. */
const schema = z.strictObject({
  quote: text.describe('What the customer said, in their own words: two or three sentences with a concrete detail'),
  name: text.describe("The customer's name, as they agreed to have it shown"),
  role: text.describe('Their role, e.g. "Owner" or "Lead developer"'),
  company: text.describe('Their business, e.g. "Harbour Street Bakery"'),
  rating: z
    .number({ error: `expected a rating from 1 to ${RATING_MAX} stars` })
    .int({ error: `expected a whole number of stars from 1 to ${RATING_MAX}` })
    .min(1, { error: `expected a rating from 1 to ${RATING_MAX} stars` })
    .max(RATING_MAX, { error: `expected a rating from 1 to ${RATING_MAX} stars` })
    .optional()
    .describe(`Stars the customer gave, 1 to ${RATING_MAX}; leave it out when the quote came without a rating`),
  products: z
    .array(z.string())
    .default([])
    .describe(
      "Slugs of the products in content/products the quote is about; their pages show it first. Leave it empty for a quote about us in general: it fills a product page's testimonials after the product's own",
    ),
  order: z.number().int().default(100).describe('Sort order wherever testimonials are listed, lowest first'),
  photo: image.optional().describe('A square portrait of the customer, shown beside their name; initials when none'),
});

// Typed by hand: its check reads SiteContent, whose type comes from this module.
export const testimonials: CollectionType<typeof schema> = collection({
  schemaName: 'testimonial',
  folder: 'testimonials',
  extension: '.yaml',
  schema,
  check: ({ testimonials, products }) => {
    const slugs = products.map((p) => p.slug);
    return testimonials.flatMap((testimonial) =>
      testimonial.products.flatMap((slug, i) =>
        slugs.includes(slug)
          ? []
          : [
              {
                file: testimonial._meta.file,
                field: formatFieldPath(['products', i]),
                message: `no product "${slug}" in content/products; use one of ${quoted(slugs)}`,
              },
            ],
      ),
    );
  },
});
