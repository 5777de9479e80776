import { lazy } from 'react';
import type { RouteObject } from 'react-router-dom';
import entries from 'virtual:content/routes';
import site from 'virtual:content/site';
import { loadBodies, withImages } from './content/bodies';
import { withSiteName } from './content/document-title';
import type { RouteDoc } from './content/resolve';
import { loadChunk } from './layout/chunk-load';
import { KeptHtml } from './ui/KeptHtml';
import { Layout } from './layout/Layout';
import { NotFound } from './layout/NotFound';
import { RouteError } from './layout/RouteError';
import type { RouteMeta } from './layout/route-meta';
import { hydrates, loadSectionComponent, type SectionType } from './sections/registry';
import type { SectionComponents } from './templates/PageView';

type Entry = (typeof entries)[number];

/** Before the prerendered page the visitor arrived on has hydrated (never on the server, nor in a later route). */
const arriving = () =>
  typeof document !== 'undefined' &&
  document.getElementById('root')?.firstElementChild !== null &&
  !('hydrated' in document.documentElement.dataset);

/** A route's page, and what it needs before it renders again (see `prepare` in layout/routing.tsx). */
interface View {
  Component: () => React.JSX.Element;
  prepare?: () => Promise<void>;
}

/**
 * The components of a page's sections. On the page a visitor arrived on, content-only sections keep their server
 * HTML (ui/KeptHtml.tsx): their components load only if the page is rendered again after a
 * client-side navigation, and the route's `prepare` loads them then (the old page stays meanwhile).
 */
async function loadSections(
  sections: { type: SectionType }[],
  chunk: string,
): Promise<{ components: SectionComponents; prepare?: () => Promise<void> }> {
  const load = (type: SectionType) => loadChunk(`${chunk} ${type} section`, () => loadSectionComponent(type));
  const arrived = arriving();
  const now = [...new Set(sections.filter((s) => !arrived || hydrates(s)).map((s) => s.type))];
  const later = [...new Set(sections.map((s) => s.type))].filter((type) => !now.includes(type));
  const loaded = await Promise.all(now.map(load));
  const components: SectionComponents = Object.fromEntries(now.map((type, i) => [type, loaded[i]]));
  // Never rendered before `prepare` has replaced them: a section kept as server HTML does not render its component.
  for (const type of later) components[type] = lazy(async () => ({ default: await load(type) }));
  if (!later.length) return { components };
  const prepare = async () => {
    const more = await Promise.all(later.map(load));
    later.forEach((type, i) => (components[type] = more[i]));
  };
  return { components, prepare };
}

/** Loads everything a route shows (its data, template, section components and MDX bodies) before it renders. */
async function view(doc: RouteDoc, chunk: string): Promise<View> {
  if (doc.template === 'post') {
    const loadPost = async () => {
      const [{ default: PostPage }, body] = await Promise.all([
        loadChunk(`${chunk} template`, () => import('./templates/PostPage')),
        loadChunk(`${chunk} body`, () => loadBodies(doc.body)),
      ]);
      return () => <PostPage post={withImages(doc.post)} body={body} />;
    };
    // A post holds nothing to interact with: on the page a visitor arrived on it keeps its server HTML, like a
    // content-only section, and its template and body load only if it is rendered again.
    let Post = arriving() ? undefined : await loadPost();
    const prepare = async () => {
      Post ??= await loadPost();
    };
    return { Component: () => <KeptHtml id="post">{Post && <Post />}</KeptHtml>, prepare };
  }
  const [{ default: PageView }, { components, prepare }, page] = await Promise.all([
    loadChunk(`${chunk} template`, () => import('./templates/PageView')),
    loadSections(doc.page.sections, chunk),
    loadChunk(`${chunk} body`, () => loadBodies(doc.page)),
  ]);
  return { Component: () => <PageView page={page} components={components} />, prepare };
}

function routeOf(entry: Entry, path: string): RouteObject {
  return {
    path,
    lazy: async () => {
      const { default: doc } = await loadChunk(entry.id, entry.load);
      const { Component, prepare } = await view(doc, entry.id);
      return { Component, handle: { meta: doc.meta, prepare } };
    },
  };
}

const notFoundMeta: RouteMeta = {
  title: withSiteName(site.ui.notFound.title, site.name),
  description: site.ui.notFound.text,
  path: '/404',
  noindex: true,
  structuredData: [],
};

export const routes: RouteObject[] = [
  {
    path: '/',
    Component: Layout,
    children: [
      {
        ErrorBoundary: RouteError,
        children: [
          ...entries.flatMap((entry) => [entry.path, ...entry.aliases].map((path) => routeOf(entry, path))),
          { path: '*', Component: NotFound, handle: { meta: notFoundMeta } },
        ],
      },
    ],
  },
];

/** Every path to prerender: canonical paths and their aliases. */
export const prerenderPaths = entries.flatMap((e) => [e.path, ...e.aliases]);
/** Canonical paths only, for the sitemap. */
export const canonicalPaths = entries.map((e) => e.path);
