// The site's content types and its loader: the content types (src/content/registry.ts) with the section types that
// pages and products hold (src/sections/definitions.ts). The content layer only says what it asks of a section type
// (src/content/section-contract.ts); the section types are given to it here, above both. Node only.
import { contentLoader } from '../content/load.ts';
import { contentTypesWith } from '../content/registry.ts';
import { sectionTypes } from '../sections/definitions.ts';

export const contentTypes = contentTypesWith(sectionTypes);

/** Reads content/ into SiteContent, every file validated and every check run (src/content/load.ts). */
export const loadContent = contentLoader(contentTypes);
