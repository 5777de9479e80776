import type { RouteObject } from 'react-router-dom';
import entries from 'virtual:content/routes';
import site from 'virtual:content/site';
import type { ResolvedPage, ResolvedProduct, RouteKind } from './content/resolve';
import { Layout } from './layout/Layout';
import { NotFound } from './layout/NotFound';
import type { RouteMeta } from './layout/route-meta';

type Entry = (typeof entries)[number];

// Each kind of route document has one template; each loads as its own chunk.
const views = {
  page: async (doc: unknown) => {
    const { default: PageView } = await import('./templates/PageView');
    const page = doc as ResolvedPage;
    return {
      Component: () => <PageView page={page} />,
      meta: { title: page.title, description: page.description, path: page.path },
    };
  },
  product: async (doc: unknown) => {
    const { default: ProductPage } = await import('./templates/ProductPage');
    const product = doc as ResolvedProduct;
    return {
      Component: () => <ProductPage product={product} />,
      meta: { title: product.title, description: product.description, path: product.path },
    };
  },
} satisfies Partial<
  Record<RouteKind, (doc: unknown) => Promise<{ Component: () => React.JSX.Element; meta: RouteMeta }>>
>;

const routed = (e: Entry): e is Entry & { kind: keyof typeof views } =>
  e.kind in views && (e.kind !== 'page' || e.path === '/');

function routeOf(entry: Entry & { kind: keyof typeof views }, path: string): RouteObject {
  return {
    path,
    lazy: async () => {
      const { default: doc } = await entry.load();
      const { Component, meta } = await views[entry.kind](doc);
      return { Component, handle: { meta } };
    },
  };
}

export const notFoundMeta: RouteMeta = {
  title: `${site.ui.notFound.title} | ${site.name}`,
  description: site.ui.notFound.text,
  path: '/404',
};

export const routes: RouteObject[] = [
  {
    path: '/',
    Component: Layout,
    children: [
      ...entries.filter(routed).flatMap((entry) => [entry.path, ...entry.aliases].map((path) => routeOf(entry, path))),
      { path: '*', Component: NotFound, handle: { meta: notFoundMeta } },
    ],
  },
];

/** Every path to prerender: canonical paths and their aliases. */
export const prerenderPaths = entries.filter(routed).flatMap((e) => [e.path, ...e.aliases]);
