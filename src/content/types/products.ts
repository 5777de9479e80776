import { z } from 'zod';
import { collection, type CollectionType } from '../define.ts';
import { cents, icon, period, renewal, text } from '../fields.ts';
import { formatFieldPath, quoted } from '../issue.ts';
import { orderId } from '../order.ts';
import type { SectionTypes } from '../section-contract.ts';

const featureKey = z
  .string()
  .regex(/^[a-z][a-zA-Z0-9]*$/, { error: 'expected a feature key in camelCase, e.g. "storage" or "cpu"' });

const featureValue = z
  .union([z.string().min(1), z.number(), z.boolean()], {
    error: 'expected a feature value: text ("10 GB SSD"), a number, or true/false',
  })
  .describe('Value shown for this feature: text, a number, or true/false (shown as a check or a cross)');

const plan = z.strictObject({
  name: text.describe('Plan name shown on its card, e.g. "Starter"'),
  price: cents,
  period: period.optional().describe('Billing period; defaults to the product\'s "billing"'),
  renewal,
  popular: z.boolean().default(false).describe('Marks the one "Most Popular" plan of the product'),
  description: text.optional().describe('One line under the plan name'),
  cta: text.default('Get Started').describe('Text of the plan button'),
  orderId,
  features: z
    .record(featureKey, featureValue)
    .describe('One value for every key declared in the product\'s "featureKeys"'),
  highlights: z.array(text).default([]).describe('Extra bullet points listed on the plan card'),
});

/** content/products/<slug>.yaml: one hosting product, its page at /hosting/<slug>. */
const schemaWith = (section: SectionTypes['schema']) =>
  z.strictObject({
    name: text.describe('Product name, e.g. "Shared Hosting"'),
    title: text.describe('Browser tab and search result title'),
    description: text.describe('Meta description for search results (about 150 characters)'),
    order: z.number().int().default(100).describe('Sort order in menus and lists, lowest first'),
    billing: period.default('month').describe('Default billing period of every plan'),
    menu: z
      .strictObject({
        group: z.string().describe('Id of a mega-menu group declared in site.yaml under nav.hostingGroups'),
        label: text.describe('Entry text in the menus'),
        description: text.describe('Short line under the entry in the mega menu'),
        icon: icon.optional(),
      })
      .optional()
      .describe('Where the product appears in the Hosting menus; omit to keep it out of the menus'),
    card: z
      .strictObject({
        title: text.describe('Card heading'),
        description: text.describe('One sentence about the product'),
        pricePlan: text.describe('Name of the plan whose price the card shows as "from $X/mo"'),
        features: z.array(text).min(1).describe('Three or four bullet points'),
        icon: icon.optional(),
      })
      .optional()
      .describe('The product card on the home page and the hosting overview'),
    featureKeys: z
      .array(z.strictObject({ key: featureKey, label: text.describe('Row label in the comparison table') }))
      .min(1)
      .describe(
        'Features every plan must give a value for, in display order; on a phone a plan card shows the first three and folds the rest under "All features"',
      ),
    plans: z.array(plan).min(1).describe('Plan cards, in display order; exactly one is popular'),
    sections: z
      .array(section)
      .min(1)
      .describe('What the page shows, top to bottom; productPlans and planComparison show the plans above'),
  });

/**
 * The products, their sections of the section types given (src/content/section-contract.ts). Typed by hand: its
 * check reads SiteContent, whose type comes from this module.
 */
export const products = (sections: SectionTypes): CollectionType<ReturnType<typeof schemaWith>> =>
  collection({
    schemaName: 'product',
    folder: 'products',
    extension: '.yaml',
    schema: schemaWith(sections.schema),
    check: (content) => {
      const { products, site } = content;
      const groups = site.nav.hosting.groups.map((g) => g.id);
      return products.flatMap((product) => {
        const file = product._meta.file;
        const keys = product.featureKeys.map((k) => k.key);
        const popular = product.plans.filter((p) => p.popular).map((p) => p.name);
        return [
          ...sections.check(product, content),
          ...(popular.length === 1
            ? []
            : [
                {
                  file,
                  field: 'plans',
                  message:
                    popular.length === 0
                      ? 'no plan is marked "popular: true"; mark exactly one plan as the Most Popular'
                      : `${popular.length} plans are marked popular (${quoted(popular)}); keep "popular: true" on exactly one`,
                },
              ]),
          ...product.plans.flatMap((plan, i) => [
            ...keys
              .filter((k) => !(k in plan.features))
              .map((k) => ({
                file,
                field: formatFieldPath(['plans', i, 'features', k]),
                message: `plan "${plan.name}" has no value for feature "${k}"; every plan needs a value for each of featureKeys (${keys.join(', ')})`,
              })),
            ...Object.keys(plan.features)
              .filter((k) => !keys.includes(k))
              .map((k) => ({
                file,
                field: formatFieldPath(['plans', i, 'features', k]),
                message: `"${k}" is not one of featureKeys (${keys.join(', ')}); declare it under featureKeys or remove it`,
              })),
          ]),
          ...(product.menu && !groups.includes(product.menu.group)
            ? [
                {
                  file,
                  field: 'menu.group',
                  message: `"${product.menu.group}" is not a menu group; use one of ${quoted(groups)} (site.yaml nav.hosting.groups)`,
                },
              ]
            : []),
          ...(product.card && !product.plans.some((p) => p.name === product.card?.pricePlan)
            ? [
                {
                  file,
                  field: 'card.pricePlan',
                  message: `"${product.card.pricePlan}" is not a plan of this product; use one of ${quoted(product.plans.map((p) => p.name))}`,
                },
              ]
            : []),
        ];
      });
    },
  });
