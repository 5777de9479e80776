// The pages of addresses the route table every page loads does not list (src/routes.tsx): the help center's, from
// its own table (virtual:content/kb-routes: it grows with every article, so only its pages load it), and the
// not-found page for any other address. A chunk of its own, loaded with the first such page.
import kbRoutes from 'virtual:content/kb-routes';
import { loadBodies } from '../content/bodies.ts';
import type { KbDoc } from '../assembly/kb-docs.ts';
import { loadChunk } from '../ui/chunk-load.ts';
import type { LoadedPage } from './routing.tsx';

const notFound = {
  path: 'not-found',
  load: () => import('virtual:content/doc/not-found') as Promise<{ default: KbDoc }>,
};

async function view(doc: KbDoc, chunk: string): Promise<LoadedPage['Component']> {
  if (doc.template === 'notFound') {
    const { NotFound } = await loadChunk(`${chunk} template`, () => import('./NotFound.tsx'));
    return () => <NotFound view={doc.notFound} />;
  }
  const [{ default: KbPage }, kb] = await Promise.all([
    loadChunk(`${chunk} template`, () => import('../templates/KbPage.tsx')),
    loadChunk(`${chunk} body`, () => loadBodies(doc.kb)),
  ]);
  return () => <KbPage kb={kb} />;
}

/** The page at `path`: a help center page (its canonical path or an alias, such as /guides), else the not-found page. */
export async function pageAt(path: string): Promise<LoadedPage> {
  const at = path.replace(/(.)\/$/, '$1');
  const entry = kbRoutes.find((e) => e.path === at || e.aliases?.includes(at)) ?? notFound;
  const { default: doc } = await loadChunk(entry.path, entry.load);
  return { Component: await view(doc, entry.path), meta: doc.meta };
}
