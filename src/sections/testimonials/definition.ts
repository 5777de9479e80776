import { z } from 'zod';
import { compact, heading, sectionOf } from '../../content/fields.ts';
import { quoted } from '../../content/issue.ts';
import type { SiteContent } from '../../content/registry.ts';
import { RATING_MAX } from '../../content/types/testimonials.ts';
import { isProduct } from '../checks.ts';
import type { Host } from '../define.ts';
import { defineSection } from '../define.ts';

const schema = sectionOf('testimonials', {
  ...heading,
  product: z
    .string()
    .optional()
    .describe(
      'Slug of a product in content/products: show only the testimonials about it. On a product page it is that product unless given (and the section stays hidden while none is about it); elsewhere every testimonial shows',
    ),
  reviews: z
    .boolean()
    .default(false)
    .describe('Show the review summary of content/social-proof.yaml (average, stars, count) under the heading'),
  limit: z.number().int().positive().optional().describe('Show at most this many testimonials, lowest order first'),
  compact,
});

type Section = z.output<typeof schema>;

/** The product whose testimonials the section shows, if it shows only one product's. */
const productShown = (section: Section, host: Host) => section.product ?? (isProduct(host) ? host.slug : undefined);

const shown = (section: Section, host: Host, { testimonials }: SiteContent) => {
  const product = productShown(section, host);
  return testimonials
    .filter((t) => product === undefined || t.products.includes(product))
    .sort((a, b) => a.order - b.order || a.slug.localeCompare(b.slug))
    .slice(0, section.limit);
};

/** Quotes from content/testimonials as cards, optionally under the review summary of content/social-proof.yaml. */
export default defineSection({
  schema,
  resolve: (section, { content, host }) => {
    const { reviews, ...rest } = section;
    return {
      ...rest,
      items: shown(section, host, content).map(({ slug, quote, name, role, company, rating, photo }) => ({
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
    if (product !== undefined && !slugs.includes(product))
      return [
        {
          file,
          field: field('product'),
          message: `no product "${product}" in content/products; use one of ${quoted(slugs)}`,
        },
      ];
    // A product page that names no product shows its own testimonials, if any: a new product copied from another
    // has none yet and shows none. A product named here, or a list of every testimonial, must show something.
    if (shown(section, host, content).length > 0 || (product === undefined && isProduct(host))) return [];
    return [
      {
        file,
        field: field(),
        message:
          product === undefined
            ? 'there is no testimonial to show; add one to content/testimonials or remove this section'
            : `no testimonial in content/testimonials is about "${product}"; list "${product}" under "products" in one, or remove this section`,
      },
    ];
  },
});
