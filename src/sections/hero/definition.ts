import { z } from 'zod';
import { startingPrice } from '../../content/derive.ts';
import { cta, heading, illustration, searchPlaceholder, sectionOf, text } from '../../content/fields.ts';
import { PLANS_ANCHOR } from '../../vocabulary/paths.ts';
import { aroundSlot } from '../../vocabulary/phrases.ts';
import { isProduct } from '../checks.ts';
import { defineSection } from '../define.ts';

const domainSearch = z.strictObject({
  placeholder: searchPlaceholder.describe('Shown in the empty field, e.g. "Your domain, e.g. mybusiness.com"'),
  button: text.describe('Button text, e.g. "Search Domains"'),
  label: text.describe('Accessible label of the input'),
});

/**
 * The top of a page: heading, selling points, and optionally the domain search or buttons. On a product page it
 * also states the price of the cheapest plan and, unless it has a button of its own, links to the plan cards.
 */
export default defineSection({
  schema: sectionOf('hero', {
    eyebrow: text.optional().describe('Small line above the title'),
    ...heading,
    badges: z.array(text).default([]).describe('Short selling points shown as badges'),
    search: domainSearch.optional().describe('Shows the domain search form in the hero'),
    cta: cta.optional().describe('Main button; on a product page it defaults to site.yaml ui.seePlans'),
    secondaryCta: cta.optional(),
    illustration: illustration.optional().describe('A drawing beside the text on wide screens, under it on phones'),
  }),
  resolve: (section, { host, content }) => {
    if (!isProduct(host)) return section;
    const { ui } = content.site;
    const hasPlans = host.sections.some((s) => s.type === 'productPlans');
    return {
      ...section,
      cta: section.cta ?? (hasPlans ? { label: ui.seePlans, href: `#${PLANS_ANCHOR}` } : undefined),
      // The words travel with the page's data, so that pages without a price load none of them.
      fromPrice: { ...startingPrice(host), words: aroundSlot(ui.fromPrice, 'price'), free: ui.freePlan },
    };
  },
});
