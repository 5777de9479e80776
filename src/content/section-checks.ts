import type { ContentIssue } from './issue.ts';
import { formatFieldPath } from './issue.ts';
import type { SiteContent } from './registry.ts';

const list = (items: Iterable<string>) => [...items].map((i) => `"${i}"`).join(', ');

export const checkSections = ({ pages, products, legal }: SiteContent): ContentIssue[] =>
  pages.flatMap((page) =>
    page.sections.flatMap((section, i): ContentIssue[] => {
      const file = page._meta.file;
      const field = (...rest: (string | number)[]) => formatFieldPath(['sections', i, ...rest]);
      if (section.type === 'productCards')
        return section.products.flatMap((slug, j) => {
          const product = products.find((p) => p.slug === slug);
          if (!product)
            return [
              {
                file,
                field: field('products', j),
                message: `no product "${slug}" in content/products; use one of ${list(products.map((p) => p.slug))}`,
              },
            ];
          if (!product.card)
            return [
              {
                file,
                field: field('products', j),
                message: `product "${slug}" has no "card" to show; add one to ${product._meta.file}`,
              },
            ];
          return [];
        });
      if (section.type === 'comparison')
        return section.rows.flatMap((row, r) =>
          row.values.length === section.columns.length
            ? []
            : [
                {
                  file,
                  field: field('rows', r, 'values'),
                  message: `row "${row.label}" has ${row.values.length} values for ${section.columns.length} columns (${section.columns.join(', ')}); give one value per column`,
                },
              ],
        );
      if (section.type === 'legal' && !legal.some((d) => d.slug === section.document))
        return [
          {
            file,
            field: field('document'),
            message: `no document "${section.document}" in content/legal; use one of ${list(legal.map((d) => d.slug))}`,
          },
        ];
      if ('items' in section && Array.isArray(section.items)) {
        const popular = (section.items as { popular?: boolean }[]).filter((item) => item.popular).length;
        if (popular > 1)
          return [
            {
              file,
              field: field('items'),
              message: `${popular} items are marked popular; keep "popular: true" on one at most`,
            },
          ];
      }
      return [];
    }),
  );
