// Node only (the content loader and the build): every section type's definition, loaded once from the registry.
import { z } from 'zod';
import type { ContentIssue } from '../content/issue.ts';
import { formatFieldPath } from '../content/issue.ts';
import type { SiteContent } from '../content/registry.ts';
import type { SectionTypes, StoredSection } from '../content/section-contract.ts';
import type { JsonLd } from '../seo/json-ld.ts';
import type { Host, SectionDefinition } from './define.ts';
import { sectionRegistry, type ResolvedSection } from './registry.ts';

const loaded = await Promise.all(
  Object.entries(sectionRegistry).map(async ([type, entry]) => [type, (await entry.definition()).default] as const),
);
// Each definition's functions take its own section type; this table is only ever read with a section's own type.
const definitions = new Map<string, SectionDefinition<z.ZodType, unknown>>(
  loaded as unknown as [string, SectionDefinition<z.ZodType, unknown>][],
);
const definitionOf = (section: { type: string }) => {
  const definition = definitions.get(section.type);
  if (!definition) throw new Error(`no section type ${section.type}`);
  return definition;
};

type Discriminable = Parameters<typeof z.discriminatedUnion>[1];

/** Any one section, as a content file may hold it: what pages and products validate their sections with. */
export const sectionSchema = z.discriminatedUnion(
  'type',
  loaded.map(([, definition]) => definition.schema) as unknown as Discriminable,
) as unknown as z.ZodType<StoredSection, unknown>;

export function resolveSections(host: Host, content: SiteContent): ResolvedSection[] {
  return host.sections.map((section) => {
    const { resolve } = definitionOf(section);
    return (resolve ? resolve(section, { content, host }) : section) as ResolvedSection;
  });
}

export function checkSections(host: Host, content: SiteContent): ContentIssue[] {
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
