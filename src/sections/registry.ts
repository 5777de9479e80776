// The browser half of the section types: each type's component, loaded lazily so that each page loads only the
// components it shows, and whether it hydrates. The Node half, each type's definition (schema, resolver, checks), is
// src/sections/definitions.ts, which the browser never downloads: this file takes only its types. A type missing
// here, or a component whose props do not match its definition, is a type error.
import type { ComponentType } from 'react';
import { SEARCH_PARAM } from '../features/domain-search/contract.ts';
import type { Loaded } from '../content/bodies.ts';
import type { Hydrates, HydratesOnTouch, SectionProps } from './define.ts';
import type { ResolvedSection, SectionDefinitions, SectionType } from './definitions.ts';

/** What the browser has of a section type. */
interface SectionView<D> {
  /** The component, its own chunk */
  component: () => Promise<{ default: ComponentType<SectionProps<D>> }>;
  /** Absent for a section that keeps its server HTML */
  hydrates?: Hydrates<D>;
}

/** The address the page was opened at holds a domain search (never on the server). */
const searchInAddress = () =>
  typeof window !== 'undefined' && new URLSearchParams(window.location.search).has(SEARCH_PARAM);

const sectionComponents: { [T in SectionType]: SectionView<SectionDefinitions[T]> } = {
  hero: {
    component: () => import('./hero/HeroSection.tsx'),
    // Its one interactive part is the domain search, a GET form the server answers: its code loads when the visitor
    // turns to it, or at once when the address holds a search, whose progress and domain the form shows (SPEC §4).
    hydrates: (section) => section.search !== undefined && (searchInAddress() || 'on touch'),
  },
  logoStrip: { component: () => import('./logo-strip/LogoStrip.tsx') },
  productCards: { component: () => import('./product-cards/ProductCards.tsx') },
  stats: { component: () => import('./stats/StatsSection.tsx') },
  text: { component: () => import('./text/TextSection.tsx') },
  features: { component: () => import('./features/FeaturesSection.tsx') },
  team: { component: () => import('./team/TeamSection.tsx') },
  cta: { component: () => import('./cta/CtaSection.tsx') },
  extensionCards: { component: () => import('./extension-cards/ExtensionCards.tsx') },
  domainPricing: { component: () => import('./domain-pricing/DomainPricing.tsx') },
  faq: { component: () => import('./faq/FaqSection.tsx') },
  plans: { component: () => import('./plans/PlanSection.tsx') },
  emailPlans: { component: () => import('./email-plans/EmailPlans.tsx') },
  comparison: { component: () => import('./comparison/ComparisonSection.tsx') },
  supportChannels: { component: () => import('./support-channels/SupportChannels.tsx') },
  webmailProviders: { component: () => import('./webmail-providers/WebmailProviders.tsx') },
  contactCards: { component: () => import('./contact-cards/ContactCardsSection.tsx') },
  address: { component: () => import('./address/AddressSection.tsx') },
  blogIndex: {
    component: () => import('./blog-index/BlogIndexSection.tsx'),
    // The blog's front page filters its posts; a category page or a later page of posts is a list of links.
    hydrates: (section) => section.listing === undefined,
  },
  jobs: { component: () => import('./jobs/JobsSection.tsx') },
  affiliateTiers: { component: () => import('./affiliate-tiers/AffiliateTiersSection.tsx') },
  steps: { component: () => import('./steps/StepsSection.tsx') },
  legal: { component: () => import('./legal/LegalSection.tsx') },
  form: {
    component: () => import('./form/FormSection.tsx'),
    hydrates: true,
  },
  sslChecker: {
    component: () => import('./ssl-checker/SslChecker.tsx'),
    hydrates: true,
  },
  productPlans: { component: () => import('./product-plans/ProductPlans.tsx') },
  planComparison: { component: () => import('./plan-comparison/PlanComparison.tsx') },
  showcase: { component: () => import('./showcase/ShowcaseSection.tsx') },
  badges: { component: () => import('./badges/BadgesSection.tsx') },
  testimonials: { component: () => import('./testimonials/TestimonialsSection.tsx') },
  figures: { component: () => import('./figures/FiguresSection.tsx') },
  bulkSearch: {
    component: () => import('./bulk-search/BulkSearchSection.tsx'),
    hydrates: true,
  },
};

/** A component that renders any section it is given, loaded with the component of the section's type. */
export type AnySectionComponent = ComponentType<{ section: Loaded<ResolvedSection> }>;

/** Loads the component of a section type (the route does so before rendering a page). */
export async function loadSectionComponent(type: SectionType): Promise<AnySectionComponent> {
  // Every entry's component takes sections of its own type, and the page gives each component only those.
  const { default: component } = await (sectionComponents[type].component as () => Promise<{ default: unknown }>)();
  return component as AnySectionComponent;
}

/**
 * A section in the document the browser reads on arrival (src/build/arrival-doc.ts), where it keeps its server HTML:
 * its type and its place on the page, whose whole document has its data.
 */
export interface KeptSection {
  type: SectionType;
  kept: number;
}

/** The place of a section the arrival document left as a stub, or undefined for a section with its data. */
export const keptAt = (section: { type: SectionType }): number | undefined => (section as Partial<KeptSection>).kept;

/** Whether a section needs its component in the browser on the page the visitor arrived on (see `Hydrates`). */
export function hydrates(section: { type: SectionType }): boolean {
  return hydratesWhen(section) !== false;
}

/** Whether a section that hydrates does so only on the visitor's first touch on arrival (see `HydratesOnTouch`). */
export function hydratesOnTouch(section: { type: SectionType }): boolean {
  return hydratesWhen(section) === 'on touch';
}

function hydratesWhen(section: { type: SectionType }): boolean | HydratesOnTouch {
  if (keptAt(section) !== undefined) return false;
  const { hydrates: rule } = sectionComponents[section.type] as {
    hydrates?: true | HydratesOnTouch | ((section: unknown) => boolean | HydratesOnTouch);
  };
  return typeof rule === 'function' ? rule(section) : (rule ?? false);
}
