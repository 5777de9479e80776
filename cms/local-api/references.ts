// Fields that name other content: the form offers what they may name as a list instead of a text box. The rules
// match the cross-file checks of the content types (src/content/types/*.ts, src/sections/*/definition.ts).
import { pricesOf } from '../../src/content/prices.ts';
import type { SiteContent } from '../../src/content/registry.ts';
import type { ChoiceSource, Choices } from '../shared/api-types.ts';
export type { ChoiceSource, Choices } from '../shared/api-types.ts';

/** By "<content type>:<field path>" or "section <section type>:<field path>"; [] is any item of a list. */
const REFERENCES: Record<string, ChoiceSource> = {
  'products:menu.group': 'menuGroups',
  'products:card.pricePlan': 'plans',
  'posts:category': 'blogCategories',
  'kbArticles:category': 'kbCategories',
  'testimonials:products[]': 'products',
  'section testimonials:product': 'products',
  'section productCards:products[]': 'products',
  'section legal:document': 'legal',
};

export const referenceAt = (type: string, path: string): ChoiceSource | undefined => REFERENCES[`${type}:${path}`];

/** Every list of choices, from the content as it is on disk. */
export function choicesOf(content: SiteContent): Choices {
  return {
    menuGroups: content.site.nav.hosting.groups.map((g) => ({ value: g.id, label: g.title })),
    blogCategories: content.blogCategories.categories.map((c) => ({ value: c.name, label: c.name })),
    kbCategories: content.helpCenter.categories.map((c) => ({ value: c.slug, label: c.name })),
    products: [...content.products].sort((a, b) => a.order - b.order).map((p) => ({ value: p.slug, label: p.name })),
    legal: content.legal.map((d) => ({ value: d.slug, label: d.title })),
    prices: pricesOf(content),
    facts: content.facts.facts.map(({ name, value, means }) => ({ name, value, means })),
  };
}
