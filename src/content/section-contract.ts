// What the content layer asks of the section types, which it never imports: pages and products hold a list of
// sections, each validated by its own type's schema and checked against the rest of the content. The section types
// give both (src/sections/definitions.ts); src/assembly/site-content.ts hands them to the content types.
import type { z } from 'zod';
import type { ContentIssue } from './issue.ts';
import type { RegisteredContent as SiteContent } from './define.ts';

/**
 * A section as pages and products hold it: validated by its type's schema. Only its type's definition reads its
 * fields (SiteContent keeps them untyped, since the definitions' own types are worked out from SiteContent).
 */
export type StoredSection = { type: string } & Record<string, unknown>;

/** The file a section sits in: a page, or a product (whose page is built from it). */
type SectionHost = SiteContent['pages'][number] | SiteContent['products'][number];

/** The section types, as pages and products validate and check their sections with them. */
export interface SectionTypes {
  /** Any one section, as a content file may hold it */
  schema: z.ZodType<StoredSection, unknown>;
  /** What no schema can check of a page's or a product's sections: references to other files */
  check: (host: SectionHost, content: SiteContent) => ContentIssue[];
}
