import type { ComponentType } from 'react';
import type { ResolvedSection } from '../content/resolve';

type SectionOf<T extends ResolvedSection['type']> = Extract<ResolvedSection, { type: T }>;
export type SectionComponent<T extends ResolvedSection['type'] = ResolvedSection['type']> = ComponentType<{
  section: SectionOf<T>;
}>;

/**
 * Section type -> the component that renders it, each its own chunk so a page loads only the sections it shows.
 * Every section type needs an entry: a type added to the schema without one fails the type check.
 */
export const sections: { [T in ResolvedSection['type']]: () => Promise<SectionComponent<T>> } = {
  hero: () => import('./HeroSection').then((m) => m.HeroSection),
  logoStrip: () => import('./LogoStrip').then((m) => m.LogoStrip),
  productCards: () => import('./ProductCards').then((m) => m.ProductCards),
  stats: () => import('./StatsSection').then((m) => m.StatsSection),
  text: () => import('./TextSection').then((m) => m.TextSection),
  features: () => import('./FeaturesSection').then((m) => m.FeaturesSection),
  team: () => import('./TeamSection').then((m) => m.TeamSection),
  cta: () => import('./CtaSection').then((m) => m.CtaSection),
  extensionCards: () => import('./ExtensionCards').then((m) => m.ExtensionCards),
  domainPricing: () => import('./DomainPricing').then((m) => m.DomainPricing),
  faq: () => import('./FaqSection').then((m) => m.FaqSection),
  sslProducts: () => import('./PlanSection').then((m) => m.PlanSection),
  protectionPlans: () => import('./PlanSection').then((m) => m.PlanSection),
  emailPlans: () => import('./EmailPlans').then((m) => m.EmailPlans),
  comparison: () => import('./ComparisonSection').then((m) => m.ComparisonSection),
  supportChannels: () => import('./SupportChannels').then((m) => m.SupportChannels),
  webmailProviders: () => import('./WebmailProviders').then((m) => m.WebmailProviders),
  contactCards: () => import('./ContactCardsSection').then((m) => m.ContactCardsSection),
  address: () => import('./AddressSection').then((m) => m.AddressSection),
  blogIndex: () => import('./BlogIndexSection').then((m) => m.BlogIndexSection),
  jobs: () => import('./JobsSection').then((m) => m.JobsSection),
  affiliateTiers: () => import('./AffiliateTiersSection').then((m) => m.AffiliateTiersSection),
  steps: () => import('./StepsSection').then((m) => m.StepsSection),
  legal: () => import('./LegalSection').then((m) => m.LegalSection),
  form: () => import('./FormSection').then((m) => m.FormSection),
};

export type LoadedSections = Partial<Record<ResolvedSection['type'], SectionComponent>>;

/** Loads the components of the given section types (the route does this before it renders). */
export async function loadSections(types: readonly ResolvedSection['type'][]): Promise<LoadedSections> {
  const unique = [...new Set(types)];
  const loaded = await Promise.all(unique.map((type) => sections[type]() as Promise<SectionComponent>));
  return Object.fromEntries(unique.map((type, i) => [type, loaded[i]]));
}
