import type { SiteContent } from '../../content/registry.ts';
import { absoluteUrl, productPath } from '../../vocabulary/paths.ts';
import { decimalDollars as dollars } from '../../ui/format.ts';
import type { JsonLd } from '../../seo/json-ld.ts';
import type { RenewalTerms } from '../../ui/Renewal.tsx';

type Plan = { name: string; price: number; period: 'month' | 'year'; renewal?: RenewalTerms | undefined };

/** The price of a plan per billing period; with a renewal price, the first price for its term, then the other. */
function priceSpecification({ price, period, renewal }: Plan) {
  const unit = { '@type': 'UnitPriceSpecification', priceCurrency: 'USD', unitCode: period === 'year' ? 'ANN' : 'MON' };
  if (!renewal) return { ...unit, price: dollars(price) };
  return [
    { ...unit, price: dollars(price), billingDuration: renewal.after },
    { ...unit, price: dollars(renewal.price), billingStart: renewal.after },
  ];
}

/** A product with one Offer per plan. */
export function productOffers(site: SiteContent['site'], doc: SiteContent['products'][number], plans: Plan[]): JsonLd {
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
      priceSpecification: priceSpecification(plan),
    })),
  };
}
