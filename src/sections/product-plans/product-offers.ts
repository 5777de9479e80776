import type { SiteContent } from '../../content/registry.ts';
import { absoluteUrl, productPath } from '../../content/paths.ts';
import { decimalDollars as dollars } from '../../ui/format.ts';
import type { JsonLd } from '../../seo/json-ld.ts';

/** A product with one Offer per plan. */
export function productOffers(
  site: SiteContent['site'],
  doc: SiteContent['products'][number],
  plans: { name: string; price: number; period: 'month' | 'year' }[],
): JsonLd {
  const url = absoluteUrl(site.url, productPath(doc.slug));
  return {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: doc.name,
    description: doc.description,
    url,
    brand: { '@type': 'Brand', name: site.name },
    offers: plans.map((plan) => ({
      '@type': 'Offer',
      name: `${doc.name} ${plan.name}`,
      price: dollars(plan.price),
      priceCurrency: 'USD',
      availability: 'https://schema.org/InStock',
      url,
      priceSpecification: {
        '@type': 'UnitPriceSpecification',
        price: dollars(plan.price),
        priceCurrency: 'USD',
        unitCode: plan.period === 'year' ? 'ANN' : 'MON',
      },
    })),
  };
}
