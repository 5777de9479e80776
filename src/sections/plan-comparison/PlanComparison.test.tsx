// @vitest-environment jsdom
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderRouted, sectionOf } from '../../../tests/helpers/page-sections';
import { expectComparisonTable } from '../../../tests/helpers/comparison';
import { routeDocs, sectionsAcross } from '../../../tests/helpers/route-docs';
import PlanComparison from './PlanComparison';

const onProducts = await sectionsAcross('product', 'planComparison');

describe('PlanComparison', () => {
  it('is on every product page (SPEC §2: the product pages share one layout)', async () => {
    const products = await routeDocs('product');
    expect(products.length).toBeGreaterThan(0);
    expect(onProducts.map((s) => s.path).sort()).toEqual(products.map((p) => p.path).sort());
  });

  it.each(onProducts.map(({ path, doc, section }) => [path, doc, section] as const))(
    '%s: a column per plan and a row per feature key, each cell the value of that plan',
    (_path, doc, section) => {
      // The same plans and features as the plan cards of the product.
      const { plans, featureKeys } = sectionOf(doc, 'productPlans');
      expect(section.columns).toEqual(plans.map((p) => p.name));
      expect(section.rows).toEqual(
        featureKeys.map(({ key, label }) => ({ label, values: plans.map((p) => p.features[key]) })),
      );
      renderRouted(<PlanComparison section={section} />);
      expect(screen.getByRole('heading', { level: 2, name: section.title })).toBeInTheDocument();
      expectComparisonTable(screen.getByRole('table'), section.columns, section.rows);
    },
  );
});
