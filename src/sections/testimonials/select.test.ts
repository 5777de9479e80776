import { describe, expect, it } from 'vitest';
import { PRODUCT_TESTIMONIALS, selectTestimonials } from './select.ts';

const t = (slug: string, order: number, ...products: string[]) => ({ slug, order, products });
const testimonials = [
  t('vps-agency', 30, 'vps'),
  t('bakery', 10),
  t('accountant', 60, 'shared'),
  t('physio', 20, 'wordpress'),
  t('boats', 50, 'app', 'vps'),
  t('florist', 70),
  t('shop', 40, 'cloud'),
];
const slugs = (list: { slug: string }[]) => list.map((x) => x.slug);

describe('selectTestimonials', () => {
  it.each([
    ['vps', undefined, ['vps-agency', 'boats', 'bakery']],
    ['vps', 2, ['vps-agency', 'boats']],
    ['vps', 5, ['vps-agency', 'boats', 'bakery', 'florist']],
    ['shared', undefined, ['accountant', 'bakery', 'florist']],
    ['shared', 1, ['accountant']],
    ['dedicated', undefined, ['bakery', 'florist']],
  ])(
    'about %s, %s at most: its own first, then general ones, never another product’s: %j',
    (product, limit, expected) => {
      expect(slugs(selectTestimonials(testimonials, { product, limit }))).toEqual(expected);
    },
  );

  it(`shows ${PRODUCT_TESTIMONIALS} about a product when the section sets no limit`, () => {
    const many = Array.from({ length: 5 }, (_, i) => t(`own-${i}`, i, 'ai'));
    expect(selectTestimonials([...many, t('general', 0)], { product: 'ai' })).toHaveLength(PRODUCT_TESTIMONIALS);
  });

  it('about no product: every testimonial, lowest order first, up to the limit', () => {
    expect(slugs(selectTestimonials(testimonials, {}))).toEqual([
      'bakery',
      'physio',
      'vps-agency',
      'shop',
      'boats',
      'accountant',
      'florist',
    ]);
    expect(slugs(selectTestimonials(testimonials, { limit: 2 }))).toEqual(['bakery', 'physio']);
  });

  it('orders testimonials of one order by file name', () => {
    expect(slugs(selectTestimonials([t('b', 1, 'x'), t('a', 1, 'x'), t('c', 1)], { product: 'x' }))).toEqual([
      'a',
      'b',
      'c',
    ]);
  });
});

describe('selectTestimonials without general ones', () => {
  it('about a product: its own only, whatever the limit; about no product, every testimonial as before', () => {
    expect(slugs(selectTestimonials(testimonials, { product: 'vps', limit: 5, general: false }))).toEqual([
      'vps-agency',
      'boats',
    ]);
    expect(selectTestimonials(testimonials, { product: 'dedicated', general: false })).toEqual([]);
    expect(selectTestimonials(testimonials, { general: false })).toHaveLength(testimonials.length);
  });
});
