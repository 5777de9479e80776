import { heading, sectionOf } from '../../content/fields.ts';
import { onlyInProducts, productOf } from '../checks.ts';
import { planOrderHref } from '../order-hrefs.ts';
import { defineSection } from '../define.ts';

/**
 * The comparison table of the product whose file holds this section: a column per plan, its price and the popular
 * one marked, a row per feature, and a last row of the plans' buttons.
 */
export default defineSection({
  schema: sectionOf('planComparison', { ...heading }),
  resolve: (section, { host, content }) => {
    const { plans, featureKeys, billing } = productOf(host);
    return {
      ...section,
      columns: plans.map((p) => p.name),
      rows: featureKeys.map(({ key, label }) => ({ label, values: plans.map((p) => p.features[key] ?? '') })),
      popular: plans.find((p) => p.popular)?.name,
      offers: plans.map((p) => {
        const period = p.period ?? billing;
        return {
          price: p.price,
          period,
          renewal: p.renewal,
          cta: p.cta,
          href: planOrderHref(content, host, p, period),
        };
      }),
    };
  },
  check: (_, { host, field }) => onlyInProducts(host, field()),
});
