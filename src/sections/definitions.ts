// The Node half of the section types: each type's definition (its fields, what it pulls in from other files, its
// checks and its structured data), for the content loader and the route assembly. The browser half, each type's
// component, is src/sections/registry.ts: a section type is one folder, its line here and its line there, and a
// type without a component, or with one whose props do not match its definition, is a type error there.
import { z } from 'zod';
import type { ContentIssue } from '../content/issue.ts';
import { formatFieldPath } from '../content/issue.ts';
import type { SiteContent } from '../content/registry.ts';
import type { SectionTypes, StoredSection } from '../content/section-contract.ts';
import type { JsonLd } from '../seo/json-ld.ts';
import type { Host, ResolvedOf, SectionDefinition } from './define.ts';
import address from './address/definition.ts';
import affiliateTiers from './affiliate-tiers/definition.ts';
import badges from './badges/definition.ts';
import blogIndex from './blog-index/definition.ts';
import bulkSearch from './bulk-search/definition.ts';
import comparison from './comparison/definition.ts';
import contactCards from './contact-cards/definition.ts';
import cta from './cta/definition.ts';
import domainPricing from './domain-pricing/definition.ts';
import emailPlans from './email-plans/definition.ts';
import extensionCards from './extension-cards/definition.ts';
import faq from './faq/definition.ts';
import features from './features/definition.ts';
import figures from './figures/definition.ts';
import form from './form/definition.ts';
import hero from './hero/definition.ts';
import jobs from './jobs/definition.ts';
import legal from './legal/definition.ts';
import logoStrip from './logo-strip/definition.ts';
import planComparison from './plan-comparison/definition.ts';
import plans from './plans/definition.ts';
import productCards from './product-cards/definition.ts';
import productPlans from './product-plans/definition.ts';
import showcase from './showcase/definition.ts';
import sslChecker from './ssl-checker/definition.ts';
import stats from './stats/definition.ts';
import steps from './steps/definition.ts';
import supportChannels from './support-channels/definition.ts';
import team from './team/definition.ts';
import testimonials from './testimonials/definition.ts';
import text from './text/definition.ts';
import webmailProviders from './webmail-providers/definition.ts';

/** Every section type's definition, by the name content files give its `type`. */
const sectionDefinitions = {
  hero,
  logoStrip,
  productCards,
  stats,
  text,
  features,
  team,
  cta,
  extensionCards,
  domainPricing,
  faq,
  plans,
  emailPlans,
  comparison,
  supportChannels,
  webmailProviders,
  contactCards,
  address,
  blogIndex,
  jobs,
  affiliateTiers,
  steps,
  legal,
  form,
  sslChecker,
  productPlans,
  planComparison,
  showcase,
  badges,
  testimonials,
  figures,
  bulkSearch,
};

export type SectionDefinitions = typeof sectionDefinitions;
export type SectionType = keyof SectionDefinitions;
/** A section as its component receives it: with what it refers to pulled in. */
export type ResolvedSection<T extends SectionType = SectionType> = {
  [K in T]: ResolvedOf<SectionDefinitions[K]>;
}[T];

// Each definition's functions take its own section type; this table is only ever read with a section's own type.
const definitions = new Map<string, SectionDefinition<z.ZodType, unknown>>(
  Object.entries(sectionDefinitions) as unknown as [string, SectionDefinition<z.ZodType, unknown>][],
);
const definitionOf = (section: { type: string }) => {
  const definition = definitions.get(section.type);
  if (!definition) throw new Error(`no section type ${section.type}`);
  return definition;
};

type Discriminable = Parameters<typeof z.discriminatedUnion>[1];

/** Any one section, as a content file may hold it: what pages and products validate their sections with. */
const sectionSchema = z.discriminatedUnion(
  'type',
  [...definitions.values()].map((definition) => definition.schema) as unknown as Discriminable,
) as unknown as z.ZodType<StoredSection, unknown>;

export function resolveSections(host: Host, content: SiteContent): ResolvedSection[] {
  return host.sections.map((section) => {
    const { resolve } = definitionOf(section);
    return (resolve ? resolve(section, { content, host }) : section) as ResolvedSection;
  });
}

function checkSections(host: Host, content: SiteContent): ContentIssue[] {
  return host.sections.flatMap((section, i) => {
    const field = (...path: (string | number)[]) => formatFieldPath(['sections', i, ...path]);
    return definitionOf(section).check?.(section, { content, host, field }) ?? [];
  });
}

export function sectionStructuredData(host: Host, sections: ResolvedSection[], content: SiteContent): JsonLd[] {
  return sections.flatMap((section) => definitionOf(section).structuredData?.(section, { content, host }) ?? []);
}

/** What pages and products validate and check their sections with (src/content/section-contract.ts). */
export const sectionTypes: SectionTypes = { schema: sectionSchema, check: checkSections };
