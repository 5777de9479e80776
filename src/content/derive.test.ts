import { describe, expect, it } from 'vitest';
import { startingPrice } from './derive.ts';
import type { SiteContent } from './registry.ts';

type Product = SiteContent['products'][number];
type Period = 'month' | 'year';

const product = (billing: Period, plans: { price: number; period?: Period }[]) =>
  ({
    _meta: { file: 'content/products/test.yaml' },
    billing,
    plans: plans.map((p, i) => ({ name: `Plan ${i}`, popular: false, features: {}, highlights: [], ...p })),
  }) as unknown as Product;

describe('startingPrice', () => {
  it.each([
    ['the cheapest plan, wherever it is listed', product('month', [{ price: 999 }, { price: 499 }]), 499, 'month'],
    ['in the product billing period', product('year', [{ price: 9999 }, { price: 2999 }]), 2999, 'year'],
    ['a free plan', product('year', [{ price: 9999 }, { price: 0 }]), 0, 'year'],
    [
      'the first of plans equal per month',
      product('month', [{ price: 1200, period: 'year' }, { price: 100 }]),
      1200,
      'year',
    ],
    [
      'compared per month across periods',
      product('month', [{ price: 1999 }, { price: 12000, period: 'year' }]),
      12000,
      'year',
    ],
  ] as const)('is %s', (_what, doc, price, period) => {
    expect(startingPrice(doc)).toEqual({ price, period });
  });
});
