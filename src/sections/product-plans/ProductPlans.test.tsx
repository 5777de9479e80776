// @vitest-environment jsdom
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fill } from '../../vocabulary/phrases.ts';
import { dollars, renderRouted, site } from '../../../tests/helpers/page-sections.tsx';
import { prerenderedDocs, routeDocs, sectionsAcross } from '../../../tests/helpers/route-docs.ts';
import { MOST_POPULAR } from '../../../tests/spec.ts';
import { keySpecCount } from './key-specs.ts';
import ProductPlans from './ProductPlans.tsx';

const onProducts = await sectionsAcross('product', 'productPlans');
const plan = (name: string) => screen.getByRole('article', { name });
const suffix = (period: 'month' | 'year') => (period === 'month' ? site.ui.perMonth : site.ui.perYear);

describe('ProductPlans', () => {
  it('is on every product page (SPEC §2: the product pages share one layout)', async () => {
    const products = await routeDocs('product');
    expect(products.length).toBeGreaterThan(0);
    expect(onProducts.map((s) => s.path).sort()).toEqual(products.map((p) => p.path).sort());
  });

  it.each(onProducts.map(({ path, section }) => [path, section] as const))(
    '%s: every plan of the product with its price, its value for every feature, its highlights and its button',
    (_path, section) => {
      renderRouted(<ProductPlans section={section} />);
      expect(screen.getByRole('heading', { level: 2, name: section.title })).toBeInTheDocument();
      expect(
        screen.getAllByRole('article').map((a) => within(a).getByRole('heading', { level: 3 }).textContent),
      ).toEqual(section.plans.map((p) => p.name));
      for (const item of section.plans) {
        const card = plan(item.name);
        expect(within(card).getByText(item.price === 0 ? site.ui.free : dollars(item.price))).toBeInTheDocument();
        if (item.price > 0) expect(within(card).getByText(suffix(item.period))).toBeInTheDocument();
        if (item.description) expect(within(card).getByText(item.description)).toBeInTheDocument();
        const terms = [...card.querySelectorAll('dt')].map((dt) => dt.textContent);
        expect(terms).toEqual(section.featureKeys.map((k) => k.label));
        const values = [...card.querySelectorAll('dd')];
        for (const [i, { key }] of section.featureKeys.entries()) {
          const value = item.features[key];
          const dd = values[i] as HTMLElement;
          if (typeof value === 'boolean') expect(within(dd).getByRole('img')).toBeInTheDocument();
          else expect(dd.textContent).toBe(String(value));
        }
        for (const highlight of item.highlights) expect(within(card).getByText(highlight)).toBeInTheDocument();
        expect(within(card).getByRole('button', { name: `${item.cta} ${item.name}` })).toHaveAttribute(
          'type',
          'button',
        );
      }
    },
  );

  it.each(onProducts.map(({ path, section }) => [path, section] as const))(
    '%s: shows the first features of each plan and folds the rest and its highlights behind "All features", which names the plan',
    async (_path, section) => {
      renderRouted(<ProductPlans section={section} />);
      const keySpecs = keySpecCount(section);
      for (const item of section.plans) {
        const card = plan(item.name);
        const terms = [...card.querySelectorAll('dt')];
        const folded = [...terms.slice(keySpecs), ...item.highlights.map((h) => within(card).getByText(h))];
        for (const term of terms.slice(0, keySpecs)) expect(term).toBeVisible();
        const summary = within(card).queryByText(site.ui.allFeatures)?.closest('summary');
        if (folded.length === 0) {
          expect(summary).toBeFalsy();
          continue;
        }
        if (!summary) throw new Error(`${item.name} folds ${folded.length} features but has no summary`);
        // Said in full to a screen reader: which plan's features it opens.
        expect(summary.textContent).toBe(`${site.ui.allFeatures} ${item.name}`);
        for (const hidden of folded) expect(hidden).not.toBeVisible();
        await userEvent.click(summary);
        for (const shown of [...terms, ...folded]) expect(shown).toBeVisible();
      }
    },
  );

  it.each(onProducts.map(({ path, section }) => [path, section] as const))(
    '%s: marks exactly one plan Most Popular, the popular one',
    (_path, section) => {
      const popular = section.plans.filter((p) => p.popular);
      expect(popular).toHaveLength(1);
      renderRouted(<ProductPlans section={section} />);
      expect(screen.getAllByText(MOST_POPULAR)).toHaveLength(1);
      expect(within(plan(popular[0]?.name ?? '')).getByText(MOST_POPULAR)).toBeInTheDocument();
    },
  );

  it.each(onProducts.map(({ path, section }) => [path, section] as const))(
    '%s: tells search engines each plan as an offer with its price, billing period and any renewal price',
    async (path, section) => {
      const prerendered = [...(await prerenderedDocs()).values()].find((d) => d.meta.path === path);
      const product = prerendered?.meta.structuredData.find((d) => d['@type'] === 'Product');
      type Spec = { price: string; unitCode: string; billingStart?: number };
      const offers = product?.offers as { price: string; priceSpecification: Spec | Spec[] }[];
      const decimal = (cents: number) => (cents / 100).toFixed(2);
      expect(
        offers.map((o) => [
          o.price,
          ...[o.priceSpecification].flat().map((s) => [s.price, s.unitCode, s.billingStart]),
        ]),
      ).toEqual(
        section.plans.map((p) => {
          const unit = p.period === 'year' ? 'ANN' : 'MON';
          const renewal = p.renewal ? [[decimal(p.renewal.price), unit, p.renewal.after]] : [];
          return [decimal(p.price), [decimal(p.price), unit, undefined], ...renewal];
        }),
      );
    },
  );

  it.each(onProducts.map(({ path, section }) => [path, section] as const))(
    '%s: says under each price what the plan renews at, as home promises',
    (_path, section) => {
      renderRouted(<ProductPlans section={section} />);
      for (const item of section.plans.filter((p) => p.price > 0)) {
        const { renewal } = item;
        const price = renewal && dollars(renewal.price) + suffix(item.period);
        const term = renewal && `${renewal.after} ${item.period}${renewal.after === 1 ? '' : 's'}`;
        const says = renewal ? fill(site.ui.renewsAt, { price: price!, term: term! }) : site.ui.renewsSame;
        expect(within(plan(item.name)).getByText(says)).toBeInTheDocument();
      }
    },
  );

  it('shows the renewal price and how long the first price holds', () => {
    const [first] = onProducts;
    if (!first) throw new Error('no product page has plans');
    const paid = first.section.plans.find((p) => p.price > 0);
    if (!paid) throw new Error(`${first.path} has no paid plan`);
    const renewing = { ...paid, renewal: { price: paid.price + 300, after: 12 } };
    renderRouted(<ProductPlans section={{ ...first.section, plans: [renewing] }} />);
    const price = dollars(paid.price + 300) + suffix(paid.period);
    const term = `12 ${paid.period}s`;
    expect(within(plan(paid.name)).getByText(fill(site.ui.renewsAt, { price, term }))).toBeInTheDocument();
    expect(within(plan(paid.name)).queryByText(site.ui.renewsSame)).toBeNull();
  });

  it('shows a plan of 0 cents as free, with no period', () => {
    const [first] = onProducts;
    if (!first) throw new Error('no product page has plans');
    const [template] = first.section.plans;
    if (!template) throw new Error(`${first.path} has no plan`);
    const plans = [
      { ...template, name: 'Gratis', price: 0, popular: false },
      { ...template, name: 'Paid', price: 1999, popular: true },
    ];
    renderRouted(<ProductPlans section={{ ...first.section, plans }} />);
    expect(within(plan('Gratis')).getByText(site.ui.free)).toBeInTheDocument();
    expect(within(plan('Gratis')).queryByText(suffix(template.period))).toBeNull();
    expect(within(plan('Paid')).getByText(dollars(1999))).toBeInTheDocument();
    expect(within(plan('Paid')).getByText(suffix(template.period))).toBeInTheDocument();
  });
});
