import { lazy, type ComponentType } from 'react';
import { useLocation, type RouteObject } from 'react-router';
import entries from 'virtual:content/routes';
import { loadBodies, withImages, type Loaded } from './content/bodies.ts';
import type { KbDoc } from './assembly/kb-docs.ts';
import type { RouteDoc } from './assembly/resolve.ts';
import { MAINTENANCE_MODE } from './config.ts';
import { loadChunk } from './ui/chunk-load.ts';
import { arriving } from './ui/hydration-progress.ts';
import { KeptHtml } from './ui/KeptHtml.tsx';
import { Layout } from './layout/Layout.tsx';
import { RouteError } from './layout/RouteError.tsx';
import { PageRoute, pageRoute, RouteErrorBoundary, type LazyPage } from './layout/routing.tsx';
import type { ResolvedSection, SectionType } from './sections/definitions.ts';
import {
  hydrates,
  hydratesOnTouch,
  keptAt,
  loadSectionComponent,
  type AnySectionComponent,
} from './sections/registry.ts';
import { once } from './ui/once.ts';
import type { SectionComponents } from './templates/PageView.tsx';

type Entry = (typeof entries)[number];
type PageDoc = Awaited<ReturnType<Entry['load']>>['default'];
/** The page's sections with their data, for those its arrival document left as stubs (src/build/arrival-doc.ts). */
type WholeSections = () => Promise<Loaded<ResolvedSection>[]>;

/**
 * A part kept as its server HTML on the page a visitor arrived on (ui/KeptHtml.tsx) needs no code there: it gets a
 * lazy component, which loads only if the page is rendered again after a client-side navigation (the router's
 * transition keeps the old page until it has). Anywhere else the component loads now.
 */
const unlessKept = <P extends object>(kept: boolean, load: () => Promise<ComponentType<P>>) =>
  kept ? lazy(async () => ({ default: await load() })) : load();

/** A section's component that renders a stub of the arrival document with the section's data. */
const withData =
  (Section: AnySectionComponent, whole: Loaded<ResolvedSection>[]): AnySectionComponent =>
  ({ section }) => <Section section={whole[keptAt(section) ?? -1] ?? section} />;

/** The components of a page's sections: on arrival, only those of the sections that hydrate at once load. */
async function loadSections(
  sections: { type: SectionType }[],
  chunk: string,
  whole?: WholeSections,
): Promise<SectionComponents> {
  const component = (type: SectionType) => loadChunk(`${chunk} ${type} section`, () => loadSectionComponent(type));
  const load = async (type: SectionType) => {
    if (!whole || !sections.some((s) => s.type === type && keptAt(s) !== undefined)) return component(type);
    const [Section, data] = await Promise.all([component(type), whole()]);
    return withData(Section, data);
  };
  const arrived = arriving();
  const types = [...new Set(sections.map((s) => s.type))];
  // A type whose sections all hydrate on the visitor's first touch, or not at all, loads its code on that touch.
  const hydrating = new Set(sections.filter((s) => hydrates(s) && !hydratesOnTouch(s)).map((s) => s.type));
  const loaded = await Promise.all(types.map((type) => unlessKept(arrived && !hydrating.has(type), () => load(type))));
  return Object.fromEntries(types.map((type, i) => [type, loaded[i]]));
}

/** Loads everything a route shows (its data, template, section components and MDX bodies) before it renders. */
async function view(
  doc: Exclude<RouteDoc, KbDoc>,
  chunk: string,
  whole?: WholeSections,
): Promise<() => React.JSX.Element> {
  if (doc.template === 'post') {
    // A post holds nothing to interact with: on the page a visitor arrived on it keeps its server HTML, like a
    // content-only section, and its template and body load only if it is rendered again.
    const Post = await unlessKept(arriving(), async () => {
      const [{ default: PostPage }, body] = await Promise.all([
        loadChunk(`${chunk} template`, () => import('./templates/PostPage.tsx')),
        loadChunk(`${chunk} body`, () => loadBodies(doc.body)),
      ]);
      return () => <PostPage post={withImages(doc.post)} body={body} end={withImages(doc.end)} />;
    });
    return () => (
      <KeptHtml id="post">
        <Post />
      </KeptHtml>
    );
  }
  const [{ default: PageView }, components, page] = await Promise.all([
    loadChunk(`${chunk} template`, () => import('./templates/PageView.tsx')),
    loadSections(doc.page.sections, chunk, whole),
    loadChunk(`${chunk} body`, () => loadBodies(doc.page)),
  ]);
  return () => <PageView page={page} components={components} />;
}

/** A page document's sections with their MDX bodies. */
const sectionsOf = async (doc: PageDoc, chunk: string) =>
  doc.template === 'page' ? (await loadChunk(`${chunk} body`, () => loadBodies(doc.page))).sections : [];

/**
 * While maintenance mode is on (config.ts, off), a page shows the maintenance notice in its place, with its own title
 * and description.
 */
const underMaintenance = (page: LazyPage): LazyPage =>
  MAINTENANCE_MODE
    ? {
        load: async () => {
          const [{ meta }, { Maintenance }] = await Promise.all([
            page.load(),
            loadChunk('maintenance', () => import('./layout/Maintenance.tsx')),
          ]);
          return { Component: Maintenance, meta };
        },
      }
    : page;

function pageOf(entry: Entry): LazyPage {
  return {
    load: async () => {
      // On arrival, a page whose kept sections need no data reads a smaller document (src/build/arrival-doc.ts).
      const arrive = arriving() ? entry.arrive : undefined;
      const { default: doc } = await loadChunk(entry.path, arrive ?? entry.load);
      const whole =
        arrive && once(async () => sectionsOf((await loadChunk(entry.path, entry.load)).default, entry.path));
      return { Component: await view(doc, entry.path, whole), meta: doc.meta };
    },
  };
}

/**
 * Addresses the table does not list: the help center's pages, whose table loads with the first of them, and the
 * not-found page (src/layout/unlisted.tsx). One lazy page per address.
 */
const unlisted = new Map<string, LazyPage>();
const pageAt = (path: string) => {
  let page = unlisted.get(path);
  if (!page)
    unlisted.set(
      path,
      (page = underMaintenance({
        load: async () => (await loadChunk('unlisted', () => import('./layout/unlisted.tsx'))).pageAt(path),
      })),
    );
  return page;
};
function Unlisted() {
  return <PageRoute page={pageAt(useLocation().pathname)} />;
}

export const routes: RouteObject[] = [
  {
    path: '/',
    element: <Layout />,
    children: [
      {
        element: <RouteErrorBoundary fallback={<RouteError />} />,
        children: [
          ...entries.flatMap((entry) => {
            const page = underMaintenance(pageOf(entry));
            return [entry.path, ...(entry.aliases ?? [])].map((path) => pageRoute(path, page));
          }),
          { path: '*', element: <Unlisted />, handle: { pageAt } },
        ],
      },
    ],
  },
];

/** Every path to prerender: canonical paths and their aliases. */
export const prerenderPaths = entries.flatMap((e) => [e.path, ...(e.aliases ?? [])]);
/** Canonical paths only, for the sitemap. */
export const canonicalPaths = entries.map((e) => e.path);
