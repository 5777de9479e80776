// The content as the browser gets it: the source of every virtual:content/* module. Node only; the Vite plugin
// loads this file through tsx, so that section components stay lazy imports, never evaluated at build time.
import path from 'node:path';
import { moduleOf } from '../content/bodies.ts';
import { fillFacts } from '../content/facts.ts';
import { imageAssets } from './image-assets.ts';
import { formatReport } from '../content/issue.ts';
import { lastModified } from './last-modified.ts';
import { shareCardUrl } from './share-card-name.ts';
import { loadContent } from '../assembly/site-content.ts';
import { isKbEntry } from '../assembly/kb-docs.ts';
import { resolveSite, routeDocs, routeEntries } from '../assembly/resolve.ts';
import { closedJobNotes, today } from '../content/types/jobs.ts';
import { arrivalDoc } from './arrival-doc.ts';

export const PREFIX = 'virtual:content/';

/** Where the image files the build makes are kept between builds (src/build/image-assets.ts). */
export const IMAGE_CACHE = 'node_modules/.cache/site-images';

export interface ContentModules {
  /** The source of a virtual:content/* module, or undefined for an unknown one; `build` for `vite build` */
  generate: (id: string, ssr: boolean, build?: boolean) => string | undefined;
  /** The image files pages refer to: URL path to file on disk */
  images: Map<string, string>;
}

/** Loads and checks the content and prepares its images; throws the full report of every problem. */
export async function contentModules(root: string, contentDir: string): Promise<ContentModules> {
  const { issues, content: loaded } = await loadContent({ root, contentDir });
  if (!loaded) throw new Error(`Invalid content.\n${formatReport(issues)}`);
  // The jobs section leaves closed jobs off; the build log says so, since nothing else would.
  for (const note of closedJobNotes(loaded.jobs, today())) console.warn(`note: ${note}`);
  const assets = imageAssets(path.resolve(root, contentDir), path.resolve(root, IMAGE_CACHE), (svg) =>
    fillFacts(svg, loaded.facts.facts),
  );
  const content = await assets.resolve(loaded);
  const docs = routeDocs(content, { dates: await lastModified(root, contentDir), shareCardUrl });
  const generate: ContentModules['generate'] = (id, ssr, build = false) => {
    // What the browser build ships (not the server's, the dev server's or the tests' modules).
    const shipped = build && !ssr;
    const name = id.slice(PREFIX.length);
    // The links allowed to show the not-found page are a content check's list (site-rules.ts): not the browser's.
    // So is the company's address: its section and the structured data carry it, every page's first script need not.
    // Nor the words of the page the server answers a form posted without JavaScript with (src/server/sent-page.ts).
    if (name === 'site') {
      const site = resolveSite(content);
      return moduleOf(
        ssr
          ? site
          : {
              ...site,
              unroutedLinks: undefined,
              organization: undefined,
              ui: { ...site.ui, formNeedsScript: undefined },
            },
      );
    }
    if (name === 'domains')
      return moduleOf({ searchPrices: content.searchPrices.prices, currency: content.searchPrices.currency });
    // The help center's pages have a table of their own, which the browser loads with the first of them: every page
    // loads the route table, and the help center's grows with each article (src/layout/unlisted.tsx).
    // The shipped browser tables leave out the id (the path names a route's chunk there) and an empty list of
    // aliases, some 20 bytes a route.
    if (name === 'routes' || name === 'kb-routes') {
      const entries = routeEntries(content)
        .filter((e) => isKbEntry(e) === (name === 'kb-routes'))
        .map(({ id, path, aliases }) => {
          const fields = !shipped ? { id, path, aliases } : aliases.length ? { path, aliases } : { path };
          const load = (kind: string) => `() => import(${JSON.stringify(`${PREFIX}${kind}/${id}`)})`;
          // What the page needs on arrival, where it has less than the whole document (arrival-doc.ts).
          const doc = docs.get(id);
          const arrive = shipped && doc && arrivalDoc(doc) !== doc ? `, arrive: ${load('arrive')}` : '';
          return `  { ...${JSON.stringify(fields)}, load: ${load('doc')}${arrive} }`;
        });
      return `export default [\n${entries.join(',\n')}\n];\n`;
    }
    const arriving = name.startsWith('arrive/');
    const found = arriving || name.startsWith('doc/') ? docs.get(name.slice(name.indexOf('/') + 1)) : undefined;
    const doc = found && arriving ? arrivalDoc(found) : found;
    // Structured data goes into the prerendered head only, dates into the sitemap; the browser reads neither.
    return doc && moduleOf(ssr ? doc : { ...doc, meta: { ...doc.meta, structuredData: [], lastModified: undefined } });
  };
  return { generate, images: assets.files };
}
