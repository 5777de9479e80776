// The one list of section types. A section type is one folder: definition.ts (its fields, what it pulls in, its
// checks) and its component. Both load lazily, so the browser never downloads a schema and each page loads only
// the components it shows.
import type { ComponentType } from 'react';
import type { Loaded } from '../content/bodies.ts';
import { section, type ResolvedOf } from './define.ts';

export const sectionRegistry = {
  hero: section(
    () => import('./hero/definition.ts'),
    () => import('./hero/HeroSection.tsx'),
    { hydrates: (section) => section.search !== undefined },
  ),
  logoStrip: section(
    () => import('./logo-strip/definition.ts'),
    () => import('./logo-strip/LogoStrip.tsx'),
  ),
  productCards: section(
    () => import('./product-cards/definition.ts'),
    () => import('./product-cards/ProductCards.tsx'),
  ),
  stats: section(
    () => import('./stats/definition.ts'),
    () => import('./stats/StatsSection.tsx'),
  ),
  text: section(
    () => import('./text/definition.ts'),
    () => import('./text/TextSection.tsx'),
  ),
  features: section(
    () => import('./features/definition.ts'),
    () => import('./features/FeaturesSection.tsx'),
  ),
  team: section(
    () => import('./team/definition.ts'),
    () => import('./team/TeamSection.tsx'),
  ),
  cta: section(
    () => import('./cta/definition.ts'),
    () => import('./cta/CtaSection.tsx'),
  ),
  extensionCards: section(
    () => import('./extension-cards/definition.ts'),
    () => import('./extension-cards/ExtensionCards.tsx'),
  ),
  domainPricing: section(
    () => import('./domain-pricing/definition.ts'),
    () => import('./domain-pricing/DomainPricing.tsx'),
  ),
  faq: section(
    () => import('./faq/definition.ts'),
    () => import('./faq/FaqSection.tsx'),
  ),
  plans: section(
    () => import('./plans/definition.ts'),
    () => import('./plans/PlanSection.tsx'),
  ),
  emailPlans: section(
    () => import('./email-plans/definition.ts'),
    () => import('./email-plans/EmailPlans.tsx'),
  ),
  comparison: section(
    () => import('./comparison/definition.ts'),
    () => import('./comparison/ComparisonSection.tsx'),
  ),
  supportChannels: section(
    () => import('./support-channels/definition.ts'),
    () => import('./support-channels/SupportChannels.tsx'),
  ),
  webmailProviders: section(
    () => import('./webmail-providers/definition.ts'),
    () => import('./webmail-providers/WebmailProviders.tsx'),
  ),
  contactCards: section(
    () => import('./contact-cards/definition.ts'),
    () => import('./contact-cards/ContactCardsSection.tsx'),
  ),
  address: section(
    () => import('./address/definition.ts'),
    () => import('./address/AddressSection.tsx'),
  ),
  blogIndex: section(
    () => import('./blog-index/definition.ts'),
    () => import('./blog-index/BlogIndexSection.tsx'),
    // The blog's front page filters its posts; a category page or a later page of posts is a list of links.
    { hydrates: (section) => section.listing === undefined },
  ),
  jobs: section(
    () => import('./jobs/definition.ts'),
    () => import('./jobs/JobsSection.tsx'),
  ),
  affiliateTiers: section(
    () => import('./affiliate-tiers/definition.ts'),
    () => import('./affiliate-tiers/AffiliateTiersSection.tsx'),
  ),
  steps: section(
    () => import('./steps/definition.ts'),
    () => import('./steps/StepsSection.tsx'),
  ),
  legal: section(
    () => import('./legal/definition.ts'),
    () => import('./legal/LegalSection.tsx'),
  ),
  form: section(
    () => import('./form/definition.ts'),
    () => import('./form/FormSection.tsx'),
    { hydrates: true },
  ),
  sslChecker: section(
    () => import('./ssl-checker/definition.ts'),
    () => import('./ssl-checker/SslChecker.tsx'),
    { hydrates: true },
  ),
  productPlans: section(
    () => import('./product-plans/definition.ts'),
    () => import('./product-plans/ProductPlans.tsx'),
  ),
  planComparison: section(
    () => import('./plan-comparison/definition.ts'),
    () => import('./plan-comparison/PlanComparison.tsx'),
  ),
  showcase: section(
    () => import('./showcase/definition.ts'),
    () => import('./showcase/ShowcaseSection.tsx'),
  ),
  badges: section(
    () => import('./badges/definition.ts'),
    () => import('./badges/BadgesSection.tsx'),
  ),
  testimonials: section(
    () => import('./testimonials/definition.ts'),
    () => import('./testimonials/TestimonialsSection.tsx'),
  ),
  figures: section(
    () => import('./figures/definition.ts'),
    () => import('./figures/FiguresSection.tsx'),
  ),
  bulkSearch: section(
    () => import('./bulk-search/definition.ts'),
    () => import('./bulk-search/BulkSearchSection.tsx'),
    { hydrates: true },
  ),
};

export type SectionType = keyof typeof sectionRegistry;
type Definition<T extends SectionType> = Awaited<ReturnType<(typeof sectionRegistry)[T]['definition']>>['default'];
/** A section as its component receives it: with what it refers to pulled in. */
export type ResolvedSection<T extends SectionType = SectionType> = {
  [K in T]: ResolvedOf<Definition<K>>;
}[T];

/** A component that renders any section it is given, loaded with the component of the section's type. */
export type AnySectionComponent = ComponentType<{ section: Loaded<ResolvedSection> }>;

/** Loads the component of a section type (the route does so before rendering a page). */
export async function loadSectionComponent(type: SectionType): Promise<AnySectionComponent> {
  // Every entry's component takes sections of its own type, and the page gives each component only those.
  const { default: component } = await (sectionRegistry[type].component as () => Promise<{ default: unknown }>)();
  return component as AnySectionComponent;
}

/** Whether a section needs its component in the browser on the page the visitor arrived on (see `Hydrates`). */
export function hydrates(section: { type: SectionType }): boolean {
  const { hydrates: rule } = sectionRegistry[section.type] as { hydrates?: true | ((section: unknown) => boolean) };
  return typeof rule === 'function' ? rule(section) : rule === true;
}
