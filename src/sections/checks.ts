// Rules more than one section type follows.
import type { ContentIssue } from '../content/issue.ts';
import type { SiteContent } from '../content/registry.ts';
import type { Host } from './define.ts';

type Product = SiteContent['products'][number];

export const isProduct = (host: Host): host is Product => 'plans' in host;

/** The product a product-only section sits in; the section's check has refused it anywhere else. */
export function productOf(host: Host): Product {
  if (!isProduct(host)) throw new Error(`${host._meta.file} is not a product`);
  return host;
}

export const onlyInProducts = (host: Host, field: string): ContentIssue[] =>
  isProduct(host)
    ? []
    : [
        {
          file: host._meta.file,
          field,
          message: 'shows the plans of a product, so it belongs in a file of content/products',
        },
      ];

export function popularAtMostOnce(items: { popular?: boolean }[], file: string, field: string): ContentIssue[] {
  const popular = items.filter((item) => item.popular).length;
  return popular > 1
    ? [{ file, field, message: `${popular} items are marked popular; keep "popular: true" on one at most` }]
    : [];
}
