// @vitest-environment jsdom
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fill } from '../../vocabulary/phrases.ts';
import { dollars, renderRouted, sectionOf, site } from '../../../tests/helpers/page-sections.tsx';
import { expectComparisonTable } from '../../../tests/helpers/comparison.ts';
import { routeDocs, sectionsAcross } from '../../../tests/helpers/route-docs.ts';
import { MOST_POPULAR } from '../../../tests/spec.ts';
import PlanComparison from './PlanComparison.tsx';

const onProducts = await sectionsAcross('product', 'planComparison');
const cases = onProducts.map(({ path, doc, section }) => [path, doc, section] as const);
const suffix = (period: 'month' | 'year') => (period === 'month' ? site.ui.perMonth : site.ui.perYear);

describe('PlanComparison', () => {
  it('is on every product page (SPEC §2: the product pages share one layout)', async () => {
    const products = await routeDocs('product');
    expect(products.length).toBeGreaterThan(0);
    expect(onProducts.map((s) => s.path).sort()).toEqual(products.map((p) => p.path).sort());
  });

  it.each(cases)(
    '%s: a column per plan and a row per feature key, each cell the value of that plan',
    async (_path, doc, section) => {
      // The same plans and features as the plan cards of the product.
      const { plans, featureKeys } = sectionOf(doc, 'productPlans');
      expect(section.columns).toEqual(plans.map((p) => p.name));
      expect(section.rows).toEqual(
        featureKeys.map(({ key, label }) => ({ label, values: plans.map((p) => p.features[key]) })),
      );
      renderRouted(<PlanComparison section={section} />);
      expect(screen.getByRole('heading', { level: 2, name: section.title })).toBeInTheDocument();
      // Folded on a phone (the plan cards above show the same plans); wider, CSS shows it unfolded.
      await userEvent.click(screen.getByText(site.ui.showComparison));
      expectComparisonTable(screen.getByRole('table', { name: section.title }), section.columns, section.rows);
    },
  );

  it('folds the table behind a summary that says what it opens and opens it (a keyboard: tests/e2e/phone.spec.ts)', async () => {
    const [first] = onProducts;
    if (!first) throw new Error('no product page has a comparison');
    renderRouted(<PlanComparison section={first.section} />);
    const summary = screen.getByText(site.ui.showComparison).closest('summary');
    if (!summary) throw new Error('the comparison has no summary');
    const table = screen.getByRole('table', { name: first.section.title });
    expect(table).not.toBeVisible();
    await userEvent.click(summary);
    expect(table).toBeVisible();
    await userEvent.click(summary);
    expect(table).not.toBeVisible();
  });

  it.each(cases)(
    "%s: heads each plan's column with its price and marks the popular plan's, and only it",
    (_path, doc, section) => {
      const { plans } = sectionOf(doc, 'productPlans');
      renderRouted(<PlanComparison section={section} />);
      const headings = screen.getAllByRole('columnheader');
      for (const [i, plan] of plans.entries()) {
        const heading = headings[i] as HTMLElement;
        const price = within(heading).getByText(plan.price === 0 ? site.ui.free : dollars(plan.price));
        if (plan.price > 0) expect(within(price).getByText(suffix(plan.period))).toBeInTheDocument();
        if (plan.popular) expect(within(heading).getByText(MOST_POPULAR)).toBeInTheDocument();
      }
      expect(screen.getAllByText(MOST_POPULAR)).toHaveLength(plans.filter((p) => p.popular).length);
    },
  );

  it.each(cases)("%s: ends with a row of each plan's button, in the order of the columns", (_path, doc, section) => {
    const { plans } = sectionOf(doc, 'productPlans');
    renderRouted(<PlanComparison section={section} />);
    const rows = within(screen.getByRole('table')).getAllByRole('row');
    const buttons = within(rows.at(-1) as HTMLElement).getAllByRole('button');
    expect(buttons.map((b) => b.textContent)).toEqual(plans.map((p) => `${p.cta} ${p.name}`));
    for (const button of buttons) expect(button).toHaveAttribute('type', 'button');
  });

  it('scrolls sideways inside a keyboard-reachable region named by its title, saying so', () => {
    const [first] = onProducts;
    if (!first) throw new Error('no product page has a comparison');
    renderRouted(<PlanComparison section={first.section} />);
    const region = screen.getByRole('region', { name: first.section.title });
    expect(region).toHaveAttribute('tabindex', '0');
    expect(within(region).getByRole('table')).toBeInTheDocument();
    // Shown by CSS only while the table is wider than the region.
    expect(screen.getByText(site.ui.scrollToCompare)).toBeInTheDocument();
  });

  it('says what each plan renews at under its price once one plan renews at another price, and not before', () => {
    const [first] = onProducts;
    if (!first) throw new Error('no product page has a comparison');
    const { section } = first;
    const offers = section.offers ?? [];
    const at = offers.findIndex((o) => o.price > 0);
    if (at < 0) throw new Error(`${first.path} has no paid plan`);
    const plain = renderRouted(
      <PlanComparison section={{ ...section, offers: offers.map((o) => ({ ...o, renewal: undefined })) }} />,
    );
    expect(screen.queryByText(site.ui.renewsSame)).toBeNull();
    plain.unmount();

    const paid = offers[at]!;
    const renewing = offers.map((o, i) => (i === at ? { ...o, renewal: { price: o.price + 500, after: 1 } } : o));
    renderRouted(<PlanComparison section={{ ...section, offers: renewing }} />);
    const heading = screen.getAllByRole('columnheader')[at] as HTMLElement;
    const price = dollars(paid.price + 500) + suffix(paid.period);
    expect(within(heading).getByText(fill(site.ui.renewsAt, { price, term: `1 ${paid.period}` }))).toBeInTheDocument();
    expect(screen.getAllByText(site.ui.renewsSame)).toHaveLength(offers.filter((o) => o.price > 0).length - 1);
  });
});
