import { z } from 'zod';
import { compact, heading, sectionOf, text } from '../../content/fields.ts';
import { quoted } from '../../content/issue.ts';
import type { SiteContent } from '../../content/registry.ts';
import { RATING_MAX } from '../../content/types/testimonials.ts';
import { isProduct } from '../checks.ts';
import type { Host } from '../define.ts';
import { defineSection } from '../define.ts';
import { PRODUCT_TESTIMONIALS, selectTestimonials } from './select.ts';

const schema = sectionOf('testimonials', {
  ...heading,
  generalTitle: text
    .optional()
    .describe(
      "About a product: the heading shown instead of title when general testimonials (about no product) fill the section after the product's own, so it should name no product's customers, e.g. What our customers say. Left out, the section shows the product's own testimonials only, so a title such as What developers say stays true",
    ),
  product: z
    .string()
    .optional()
    .describe(
      'Slug of a product in content/products: show the testimonials about it first, then general ones (about no product). On a product page it is that product unless given (and the section stays hidden while there is none to show); elsewhere every testimonial shows',
    ),
  reviews: z
    .boolean()
    .default(false)
    .describe('Show the review summary of content/social-proof.yaml (average, stars, count) under the heading'),
  limit: z
    .number()
    .int()
    .positive()
    .optional()
    .describe(
      `Show at most this many testimonials, lowest order first; about a product, ${PRODUCT_TESTIMONIALS} unless given (its own first, then general ones to fill)`,
    ),
  compact: compact.describe(
    'No longer needed: on a phone, two testimonials or more always make one row that scrolls sideways (the next one peeking in)',
  ),
});

type Section = z.output<typeof schema>;

/** The product whose testimonials the section shows, if it shows only one product's. */
const productShown = (section: Section, host: Host) => section.product ?? (isProduct(host) ? host.slug : undefined);

/** A product's own testimonials, then general ones only where the section has a heading that fits them. */
const shown = (section: Section, host: Host, { testimonials }: SiteContent) =>
  selectTestimonials(testimonials, {
    product: productShown(section, host),
    limit: section.limit,
    general: section.generalTitle !== undefined,
  });

/** The heading over what is shown: generalTitle once a general testimonial is among a product's. */
const titleOver = (section: Section, host: Host, items: { products: string[] }[]) =>
  section.generalTitle !== undefined &&
  productShown(section, host) !== undefined &&
  items.some((t) => t.products.length === 0)
    ? section.generalTitle
    : section.title;

/** Quotes from content/testimonials as cards, optionally under the review summary of content/social-proof.yaml. */
export default defineSection({
  schema,
  resolve: (section, { content, host }) => {
    const { reviews, generalTitle: _, ...rest } = section;
    const items = shown(section, host, content);
    return {
      ...rest,
      title: titleOver(section, host, items),
      items: items.map(({ slug, quote, name, role, company, rating, photo }) => ({
        slug,
        quote,
        name,
        role,
        company,
        ...(rating === undefined ? {} : { rating }),
        ...(photo === undefined ? {} : { photo }),
      })),
      ratingMax: RATING_MAX,
      ratingLabel: content.socialProof.ratingLabel,
      ...(reviews ? { summary: content.socialProof.reviews } : {}),
    };
  },
  check: (section, { content, host, field }) => {
    const slugs = content.products.map((p) => p.slug);
    const file = host._meta.file;
    const { product } = section;
    // A heading over general testimonials that repeats the one over the product's own promises what they are not.
    if (section.generalTitle !== undefined && section.generalTitle.toLowerCase() === section.title.toLowerCase())
      return [
        {
          file,
          field: field('generalTitle'),
          message: `expected a heading for general testimonials (about no product), found the same as title; write one that names no product's customers ("What our customers say"), or leave it out to show this product's own testimonials only`,
        },
      ];
    if (product !== undefined && !slugs.includes(product))
      return [
        {
          file,
          field: field('product'),
          message: `no product "${product}" in content/products; use one of ${quoted(slugs)}`,
        },
      ];
    // A product named here needs testimonials of its own: general ones alone would not be about it. A product page
    // that names none shows its own (and general ones under its generalTitle), if any: a new product copied from
    // another may have neither yet and shows none. A list of every testimonial must show something.
    if (product !== undefined && !content.testimonials.some((t) => t.products.includes(product)))
      return [
        {
          file,
          field: field(),
          message: `no testimonial in content/testimonials is about "${product}"; list "${product}" under "products" in one, or remove this section`,
        },
      ];
    if (product !== undefined || isProduct(host) || shown(section, host, content).length > 0) return [];
    return [
      {
        file,
        field: field(),
        message: 'there is no testimonial to show; add one to content/testimonials or remove this section',
      },
    ];
  },
});
