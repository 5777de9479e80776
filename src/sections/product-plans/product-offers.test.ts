import { describe, expect, it } from 'vitest';
import { productOffers } from './product-offers.ts';
import { site } from '../../../tests/helpers/page-sections.tsx';

// Only what the Product names: the rest of a product file does not reach its structured data.
const product = { slug: 'shared', name: 'Shared Hosting', description: 'Hosting' } as Parameters<
  typeof productOffers
>[1];

describe('the Product structured data of a product page', () => {
  it('states a plan that renews at another price as two prices: the first for its term, then the renewal', () => {
    const ld = productOffers(site as Parameters<typeof productOffers>[0], product, [
      { name: 'Starter', price: 299, period: 'month', renewal: { price: 799, after: 12 } },
      { name: 'Pro', price: 999, period: 'month' },
    ]);
    const [starter, pro] = ld.offers as { price: string; priceSpecification: unknown }[];
    expect(starter!.price).toBe('2.99');
    expect(starter!.priceSpecification).toEqual([
      expect.objectContaining({ price: '2.99', unitCode: 'MON', billingDuration: 12 }),
      expect.objectContaining({ price: '7.99', unitCode: 'MON', billingStart: 12 }),
    ]);
    expect(pro!.priceSpecification).toEqual(
      expect.objectContaining({ '@type': 'UnitPriceSpecification', price: '9.99', priceCurrency: 'USD' }),
    );
  });
});
