import { heading, sectionOf } from '../../content/fields.ts';
import { onlyInProducts, productOf } from '../checks.ts';
import { defineSection } from '../define.ts';

/** The comparison table of the product whose file holds this section: a column per plan, a row per feature. */
export default defineSection({
  schema: sectionOf('planComparison', { ...heading }),
  resolve: (section, { host }) => {
    const { plans, featureKeys } = productOf(host);
    return {
      ...section,
      columns: plans.map((p) => p.name),
      rows: featureKeys.map(({ key, label }) => ({ label, values: plans.map((p) => p.features[key] ?? '') })),
    };
  },
  check: (_, { host, field }) => onlyInProducts(host, field()),
});
