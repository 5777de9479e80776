import type { z } from 'zod';
import type { Loaded } from '../content/bodies.ts';
import type { ContentIssue } from '../content/issue.ts';
import type { SiteContent } from '../content/registry.ts';
import type { JsonLd } from '../seo/json-ld.ts';

/** The file a section sits in: a page, or a product (whose page is built from it). */
export type Host = SiteContent['pages'][number] | SiteContent['products'][number];

export interface SectionContext {
  content: SiteContent;
  host: Host;
}

/** What a section type is: its fields, what it pulls in from other files, and how it is checked. */
export interface SectionDefinition<S extends z.ZodType = z.ZodType, R = z.output<S>> {
  /** A strict object whose `type` is a literal: the name content files use */
  schema: S;
  /** Pulls in what the section refers to (other files' data); the component renders the result */
  resolve?: (section: z.output<S>, context: SectionContext) => R;
  /** References no schema can check; `field` names a field of this section in its file */
  check?: (
    section: z.output<S>,
    context: SectionContext & { field: (...path: (string | number)[]) => string },
  ) => ContentIssue[];
  /** What the section tells search engines about its page */
  structuredData?: (section: R, context: SectionContext) => JsonLd[];
}

export const defineSection = <S extends z.ZodType, R = z.output<S>>(definition: SectionDefinition<S, R>) => definition;

/** What a definition's resolve gives (its own fields when it has none). */
export type ResolvedOf<D> = D extends SectionDefinition<infer _S, infer R> ? R : never;

/** The props of a section's component: its resolved data, MDX bodies loaded. */
export type SectionProps<D> = { section: Loaded<ResolvedOf<D>> };

/**
 * Whether a section hydrates on the page a visitor arrived on: `true` for a section a visitor uses (a form, a
 * filter, a search), a test of its data when only some of its uses are interactive. A section that does not hydrate
 * keeps its server HTML as it is (ui/KeptHtml.tsx) and never downloads its component on arrival; one with event
 * handlers must say so, or they would never be attached (sections/hydration-declared.test.tsx fails).
 */
export type Hydrates<D> = true | HydratesOnTouch | ((section: ResolvedOf<D>) => boolean | HydratesOnTouch);

/**
 * A section whose server HTML works on its own until the visitor turns to it (a GET form): on the page a visitor
 * arrived on, its component loads and it hydrates on the visitor's first touch (ui/Island.tsx, `until="touch"`).
 */
export type HydratesOnTouch = 'on touch';
