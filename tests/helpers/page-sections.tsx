// Section tests render a section with the data its page really has: the route document the content plugin
// builds from content/ (or from CONTENT_DIR), inside the router and the words the layout provides.
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { MemoryRouter } from 'react-router';
import site from 'virtual:content/site';
import { loadBodies, withImages, type Loaded, type WithImages } from '../../src/content/bodies.ts';
import type { ResolvedPage, RouteDoc } from '../../src/assembly/resolve.ts';
import type { ResolvedSection, SectionType } from '../../src/sections/definitions.ts';
import { WordsProvider } from '../../src/ui/words.tsx';

type PostDoc = Extract<RouteDoc, { template: 'post' }>;

/** The page of a route document (virtual:content/doc/page/<name> or doc/product/<name>). */
export function pageOf(doc: RouteDoc): ResolvedPage {
  if (doc.template !== 'page') throw new Error(`${doc.meta.path} is a ${doc.template}, not a page of sections`);
  return doc.page;
}

/** Every section of one type on a page, top to bottom. */
export function sectionsOf<T extends SectionType>(doc: RouteDoc, type: T): ResolvedSection<T>[] {
  return pageOf(doc).sections.filter((s): s is ResolvedSection<T> => s.type === type);
}

/** The nth section of a type on a page, as its component receives it (MDX bodies aside: see loadedSectionOf). */
export function sectionOf<T extends SectionType>(doc: RouteDoc, type: T, nth = 0): WithImages<ResolvedSection<T>> {
  const found = sectionsOf(doc, type)[nth];
  if (!found) throw new Error(`page ${pageOf(doc).path} has no ${type} section number ${nth + 1}`);
  return withImages(found);
}

type FormKind = ResolvedSection<'form'>['form'];

/** The form of a page, checked to be the kind of form the test expects. */
export function formOf<K extends FormKind>(doc: RouteDoc, kind: K): Extract<ResolvedSection<'form'>, { form: K }> {
  const section = sectionOf(doc, 'form');
  if (section.form !== kind) throw new Error(`the form of ${doc.meta.path} is ${section.form}, not ${kind}`);
  return section as Extract<ResolvedSection<'form'>, { form: K }>;
}

/** The nth section of a type with its MDX bodies loaded, as the route loads them before rendering. */
export const loadedSectionOf = <T extends SectionType>(
  doc: RouteDoc,
  type: T,
  nth = 0,
): Promise<Loaded<WithImages<ResolvedSection<T>>>> => loadBodies(sectionOf(doc, type, nth));

/** A route document with every MDX body it holds loaded. */
const withBodies = (doc: RouteDoc): Promise<Loaded<RouteDoc>> => loadBodies(doc);

/** A blog post's summary and its loaded body, as PostPage takes them. */
export async function postOf(doc: RouteDoc): Promise<Loaded<PostDoc>> {
  const loaded = await withBodies(doc);
  if (loaded.template !== 'post') throw new Error(`${doc.meta.path} is a page, not a post`);
  return loaded;
}

/** What the layout gives every page: the router, and the words the UI primitives read. */
export function Providers({ children, path = '/' }: { children: ReactElement; path?: string }) {
  return (
    <MemoryRouter initialEntries={[path]}>
      <WordsProvider value={site.ui}>{children}</WordsProvider>
    </MemoryRouter>
  );
}

/** Renders as the site does: inside a router, so internal links work, and with the site's UI words. */
export const renderRouted = (ui: ReactElement) => render(<Providers>{ui}</Providers>);

/** The text of each element, e.g. of every row header of a table. */
export const textsOf = (elements: Element[]) => elements.map((e) => e.textContent);

export { dollars } from './money.ts';
export { site };
