import { heading, sectionOf } from '../../content/fields.ts';
import { onlyInProducts, productOf } from '../checks.ts';
import { planOrderHref } from '../order-hrefs.ts';
import { productOffers } from './product-offers.ts';
import { defineSection } from '../define.ts';

/** The plan cards of the product whose file holds this section, each with its features. */
export default defineSection({
  schema: sectionOf('productPlans', { ...heading }),
  resolve: (section, { host, content }) => {
    const product = productOf(host);
    return {
      ...section,
      featureKeys: product.featureKeys,
      plans: product.plans.map(({ orderId, ...plan }) => {
        const period = plan.period ?? product.billing;
        return { ...plan, period, orderHref: planOrderHref(content, host, { name: plan.name, orderId }, period) };
      }),
    };
  },
  check: (_, { host, field }) => onlyInProducts(host, field()),
  structuredData: (section, { content, host }) => [productOffers(content.site, productOf(host), section.plans)],
});
