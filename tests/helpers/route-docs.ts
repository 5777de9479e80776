// Every route document of the site, as the router loads them: for tests that check a section type on every page
// that shows it, whatever the pages are called; and as the prerender gets them, with their structured data.
import { withImages, type WithImages } from '../../src/content/bodies.ts';
import routes from 'virtual:content/routes';
import { formatReport } from '../../src/content/issue.ts';
import { loadContent } from '../../src/assembly/site-content.ts';
import { routeDocs as resolveRouteDocs, type RouteDoc } from '../../src/assembly/resolve.ts';
import type { ResolvedSection, SectionType } from '../../src/sections/definitions.ts';
import { contentDir, root } from './content-fixture.ts';
import { sectionsOf } from './page-sections.tsx';

type Kind = 'page' | 'product' | 'post';

/** The documents of one kind, with their id (page/<name>, product/<name>, post/<name>) and path. */
export async function routeDocs(kind: Kind): Promise<{ id: string; path: string; doc: RouteDoc }[]> {
  // Tests get the ids (only the shipped browser build leaves them out).
  const entries = routes.flatMap((e) => (e.id?.startsWith(`${kind}/`) ? [{ ...e, id: e.id }] : []));
  return Promise.all(entries.map(async (e) => ({ id: e.id, path: e.path, doc: (await e.load()).default })));
}

/** Every section of a type on the documents of one kind, with the path of its page and the page's document. */
export async function sectionsAcross<T extends SectionType>(
  kind: Kind,
  type: T,
): Promise<{ path: string; doc: RouteDoc; section: WithImages<ResolvedSection<T>> }[]> {
  const docs = await routeDocs(kind);
  return docs.flatMap(({ path, doc }) =>
    doc.template === 'page'
      ? sectionsOf(doc, type).map((section) => ({ path, doc, section: withImages(section) }))
      : [],
  );
}

let prerendered: Promise<Map<string, RouteDoc>> | undefined;
/**
 * Every route document as the prerender gets it, structured data included (the browser's copy leaves that out),
 * resolved from the content the site is built from.
 */
export function prerenderedDocs(): Promise<Map<string, RouteDoc>> {
  prerendered ??= loadContent({ root, contentDir }).then(({ content, issues }) => {
    if (!content) throw new Error(formatReport(issues));
    return resolveRouteDocs(content);
  });
  return prerendered;
}
