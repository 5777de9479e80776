import { z } from 'zod';
import { collection, type CollectionType } from '../define.ts';
import { text } from '../fields.ts';
import { productPath } from '../../vocabulary/paths.ts';
import type { SectionTypes } from '../section-contract.ts';

const path = z
  .string()
  .regex(/^\/([a-z0-9-]+(\/[a-z0-9-]+)*)?$/, { error: 'expected a path like /about or /hosting/support' });

/** content/pages/<name>.yaml: one route and its ordered sections. */
const schemaWith = (section: SectionTypes['schema']) =>
  z.strictObject({
    path: path.describe('The URL path of the page'),
    aliases: z.array(path).default([]).describe('Other paths that show the same page; the canonical URL stays "path"'),
    title: text.describe('Browser tab and search result title'),
    description: text.describe('Meta description for search results (about 150 characters)'),
    noindex: z
      .boolean()
      .default(false)
      .describe('true keeps the page out of search results and the sitemap: for sign-in and registration screens'),
    layout: z.enum(['default', 'narrow']).default('default').describe('"narrow" centres a single column (forms)'),
    sections: z.array(section).min(1).describe('What the page shows, top to bottom'),
  });

/**
 * The pages, their sections of the section types given (src/content/section-contract.ts). Typed by hand: its check
 * reads SiteContent, whose type comes from this module.
 */
export const pages = (sections: SectionTypes): CollectionType<ReturnType<typeof schemaWith>> =>
  collection({
    schemaName: 'page',
    folder: 'pages',
    extension: '.yaml',
    schema: schemaWith(sections.schema),
    // No two files may claim one path: products claim theirs too.
    check: (content) => {
      const { pages, products } = content;
      const owners = new Map<string, string[]>();
      const claim = (path: string, file: string) => owners.set(path, [...(owners.get(path) ?? []), file]);
      pages.forEach((p) => [p.path, ...p.aliases].forEach((path) => claim(path, p._meta.file)));
      products.forEach((p) => claim(productPath(p.slug), p._meta.file));
      return [
        ...pages.flatMap((page) => sections.check(page, content)),
        ...[...owners]
          .filter(([, claimants]) => claimants.length > 1)
          .flatMap(([path, claimants]) =>
            claimants.map((file) => ({
              file,
              field: '',
              message: `the path ${path} is claimed by ${claimants.length} files (${claimants.join(', ')}); give each page its own path`,
            })),
          ),
      ];
    },
  });
