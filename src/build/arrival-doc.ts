// The document a page's browser code reads on the page a visitor arrives on. A section that keeps its server HTML
// (ui/KeptHtml.tsx) renders nothing there, so it needs no data: the arrival document has a stub in its place, and the
// whole document loads only if the page is rendered again after a client-side navigation (src/routes.tsx). On /,
// the route's chunk went from 4.0 to ~1 KB gzipped.
import type { RouteDoc } from '../assembly/resolve.ts';
import { hydrates, type KeptSection } from '../sections/registry.ts';

/**
 * `doc` with each section of a type that nowhere on the page hydrates as a stub; `doc` itself when there is none.
 * (A type with one hydrating section loads its component on arrival, which renders each of its sections.)
 */
export function arrivalDoc(doc: RouteDoc): RouteDoc {
  if (doc.template !== 'page') return doc;
  const { sections } = doc.page;
  const hydrating = new Set(sections.filter(hydrates).map((s) => s.type));
  if (sections.every((s) => hydrating.has(s.type))) return doc;
  const stubs = sections.map((s, i) => (hydrating.has(s.type) ? s : ({ type: s.type, kept: i } satisfies KeptSection)));
  // The stubs stand where sections were: the browser tells them apart with keptAt (sections/registry.ts).
  return { ...doc, page: { ...doc.page, sections: stubs as typeof sections } };
}
