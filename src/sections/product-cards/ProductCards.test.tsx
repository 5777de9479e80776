// @vitest-environment jsdom
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import home from 'virtual:content/doc/page/home';
import hosting from 'virtual:content/doc/page/hosting';
import { dollars, renderRouted, sectionOf, site, textsOf } from '../../../tests/helpers/page-sections.tsx';
import { routeDocs } from '../../../tests/helpers/route-docs.ts';
import { LEARN_MORE, paths } from '../../../tests/spec.ts';
import ProductCards from './ProductCards.tsx';

const homeCards = sectionOf(home, 'productCards');
const overviewCards = sectionOf(hosting, 'productCards');
const products = await routeDocs('product');
const suffix = (period: 'month' | 'year') => (period === 'month' ? site.ui.perMonth : site.ui.perYear);

describe('ProductCards', () => {
  it.each([
    ['home', homeCards],
    ['hosting overview', overviewCards],
  ])('%s: a card per product named, with its price, points and a link to its page', (_page, section) => {
    renderRouted(<ProductCards section={section} />);
    expect(screen.getByRole('heading', { level: 2, name: section.title })).toBeInTheDocument();
    const cards = screen.getAllByRole('article');
    expect(cards).toHaveLength(section.products.length);
    expect(section.cards.map((c) => c.slug)).toEqual(section.products);
    for (const [i, card] of section.cards.entries()) {
      const article = cards[i] as HTMLElement;
      expect(within(article).getByRole('heading', { level: 3 }).textContent).toBe(card.title);
      expect(within(article).getByText(card.description)).toBeInTheDocument();
      expect(within(article).getByText(dollars(card.price))).toBeInTheDocument();
      expect(within(article).getByText(suffix(card.period))).toBeInTheDocument();
      expect(textsOf(within(article).getAllByRole('listitem'))).toEqual(card.features);
      const link = within(article).getByRole('link');
      expect(link).toHaveAttribute('href', card.href);
      // The link says which product it is about, not only "Learn More".
      expect(link.textContent?.startsWith(section.linkLabel)).toBe(true);
      expect(link.textContent?.endsWith(card.title)).toBe(true);
    }
  });

  it('prices each card from the plan the product names, as on its own page', () => {
    for (const card of [...homeCards.cards, ...overviewCards.cards]) {
      const product = products.find((p) => p.path === card.href);
      if (product?.doc.template !== 'page') throw new Error(`no product page at ${card.href}`);
      const plans = product.doc.page.sections.flatMap((s) => (s.type === 'productPlans' ? s.plans : []));
      expect(plans.map((p) => [p.price, p.period])).toContainEqual([card.price, card.period]);
    }
  });

  it('links the home cards and the overview cards to the products the spec lists (SPEC §2)', () => {
    expect(homeCards.cards.map((c) => c.href).sort()).toEqual([...paths.homeCards].sort());
    expect(overviewCards.cards.map((c) => c.href).sort()).toEqual([...paths.overviewCards].sort());
    expect(overviewCards.linkLabel).toBe(LEARN_MORE);
  });
});
