import { heading, sectionOf } from '../../content/fields.ts';
import { onlyInProducts, productOf } from '../checks.ts';
import { productOffers } from './product-offers.ts';
import { defineSection } from '../define.ts';

/** The plan cards of the product whose file holds this section, each with its features. */
export default defineSection({
  schema: sectionOf('productPlans', { ...heading }),
  resolve: (section, { host }) => {
    const product = productOf(host);
    return {
      ...section,
      featureKeys: product.featureKeys,
      plans: product.plans.map((plan) => ({ ...plan, period: plan.period ?? product.billing })),
    };
  },
  check: (_, { host, field }) => onlyInProducts(host, field()),
  structuredData: (section, { content, host }) => [productOffers(content.site, productOf(host), section.plans)],
});
