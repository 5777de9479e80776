import type { RouteObject } from 'react-router-dom';
import entries from 'virtual:content/routes';
import site from 'virtual:content/site';
import { loadBody } from './content/bodies';
import type { ResolvedPage, ResolvedPost, ResolvedProduct, RouteKind } from './content/resolve';
import { loadChunk } from './layout/chunk-load';
import { loadSections } from './sections/registry';
import { Layout } from './layout/Layout';
import { NotFound } from './layout/NotFound';
import { RouteError } from './layout/RouteError';
import type { RouteMeta } from './layout/route-meta';
import { blogPosting, pageData, productData } from './seo/structured-data';

type Entry = (typeof entries)[number];
interface View {
  Component: () => React.JSX.Element;
  meta: RouteMeta;
}

// Each kind of route document has one template; template and document each load as their own chunk.
const views: Record<RouteKind, (doc: unknown, chunk: string) => Promise<View>> = {
  page: async (doc, chunk) => {
    const page = doc as ResolvedPage;
    const legal = page.sections.flatMap((s) => (s.type === 'legal' ? [s.document] : []));
    const [{ default: PageView }, components] = await Promise.all([
      loadChunk(`${chunk} template`, () => import('./templates/PageView')),
      loadChunk(`${chunk} sections`, () => loadSections(page.sections.map((s) => s.type))),
      ...legal.map((slug) => loadChunk(`${chunk} body`, () => loadBody('legal', slug))),
    ]);
    return {
      Component: () => <PageView page={page} components={components} />,
      meta: {
        title: page.title,
        description: page.description,
        path: page.path,
        structuredData: import.meta.env.SSR ? pageData(site, page) : undefined,
      },
    };
  },
  product: async (doc, chunk) => {
    const { default: ProductPage } = await loadChunk(`${chunk} template`, () => import('./templates/ProductPage'));
    const product = doc as ResolvedProduct;
    return {
      Component: () => <ProductPage product={product} />,
      meta: {
        title: product.title,
        description: product.description,
        path: product.path,
        structuredData: import.meta.env.SSR ? productData(site, product) : undefined,
      },
    };
  },
  post: async (doc, chunk) => {
    const post = doc as ResolvedPost;
    const [{ default: PostPage }] = await Promise.all([
      loadChunk(`${chunk} template`, () => import('./templates/PostPage')),
      loadChunk(`${chunk} body`, () => loadBody('post', post.slug)),
    ]);
    return {
      Component: () => <PostPage post={post} />,
      meta: {
        title: `${post.title} | ${site.name}`,
        description: post.excerpt,
        path: post.path,
        type: 'article',
        structuredData: import.meta.env.SSR ? [blogPosting(site, post)] : undefined,
      },
    };
  },
};

function routeOf(entry: Entry, path: string): RouteObject {
  const chunk = `${entry.kind}/${entry.id}`;
  return {
    path,
    lazy: async () => {
      const { default: doc } = await loadChunk(chunk, entry.load);
      const { Component, meta } = await views[entry.kind](doc, chunk);
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
