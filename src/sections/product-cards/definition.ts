import { z } from 'zod';
import { quoted } from '../../content/issue.ts';
import { compact, heading, sectionOf, text } from '../../content/fields.ts';
import { productCard } from '../../content/derive.ts';
import { defineSection } from '../define.ts';

/** Cards of the products named, each priced from one of its plans and linking to its page. */
export default defineSection({
  schema: sectionOf('productCards', {
    ...heading,
    products: z.array(z.string()).min(1).describe('Slugs of products in content/products, in display order'),
    linkLabel: text.default('Learn More'),
    compact,
  }),
  resolve: (section, { content }) => ({
    ...section,
    cards: section.products.flatMap((slug) => {
      const product = content.products.find((p) => p.slug === slug);
      const card = product && productCard(product);
      return card ? [card] : [];
    }),
  }),
  check: (section, { content: { products }, host, field }) =>
    section.products.flatMap((slug, j) => {
      const product = products.find((p) => p.slug === slug);
      const at = { file: host._meta.file, field: field('products', j) };
      if (!product)
        return [
          {
            ...at,
            message: `no product "${slug}" in content/products; use one of ${quoted(products.map((p) => p.slug))}`,
          },
        ];
      if (!product.card)
        return [{ ...at, message: `product "${slug}" has no "card" to show; add one to ${product._meta.file}` }];
      return [];
    }),
});
