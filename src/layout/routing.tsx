// The route table (src/routes.tsx) in React Router's declarative mode: <BrowserRouter> in the browser, <StaticRouter>
// for the prerender. A route's page is lazy: its code and data load before it renders, read with React's use(), so
// <BrowserRouter>, whose location changes are React transitions, keeps the old page on screen until the next one is
// ready. (The data router, createBrowserRouter, does the same for ~16 KB more gzipped JavaScript on every page.)
import { Component, createContext, use, useContext, type ComponentType, type ReactNode } from 'react';
import { matchRoutes, Outlet, useLocation, useRoutes, type Location, type RouteObject } from 'react-router';
import { DocumentMeta } from './DocumentMeta.tsx';
import type { RouteMeta } from './route-meta.ts';

/** What a route shows, loaded on demand: its component and the head of its page */
export interface LazyPage {
  load: () => Promise<LoadedPage>;
}
export interface LoadedPage {
  Component: ComponentType;
  meta: RouteMeta;
}

const loading = new WeakMap<LazyPage, Promise<LoadedPage>>();
const loaded = new WeakMap<LazyPage, LoadedPage>();

/** Loads a page once (a failure is kept: the error names the chunk, and the visitor reloads). */
function loadPage(page: LazyPage): Promise<LoadedPage> {
  let promise = loading.get(page);
  if (!promise) {
    promise = page.load().then((done) => {
      loaded.set(page, done);
      return done;
    });
    loading.set(page, promise);
  }
  return promise;
}

/** The routes that match the current location (the browser's and the prerender's root). */
export function AppRoutes({ routes }: { routes: RouteObject[] }) {
  return useRoutes(routes);
}

/** A route's page: rendered at once if it has loaded, or suspended (the old page stays) until it has. */
export function PageRoute({ page }: { page: LazyPage }) {
  const { Component, meta } = loaded.get(page) ?? use(loadPage(page));
  return (
    <>
      <DocumentMeta meta={meta} />
      <Component />
    </>
  );
}

/** The route's element for a lazy page, with the page in its handle (for loadMatches). */
export const pageRoute = (path: string, page: LazyPage): RouteObject => ({
  path,
  element: <PageRoute page={page} />,
  handle: { page },
});

/**
 * Loads the pages of every route that matches the location: the prerender does before rendering a page, and the
 * browser before hydrating it, so that the first render is the prerendered HTML. Resolves with the loaded pages.
 */
export async function loadMatches(routes: RouteObject[], location: string | Partial<Location>) {
  const pages = (matchRoutes(routes, location) ?? []).flatMap(({ route }) => {
    // A route for many addresses (the catch-all) has a page per address.
    const handle = route.handle as { page?: LazyPage; pageAt?: (path: string) => LazyPage } | undefined;
    const page = handle?.page ?? handle?.pageAt?.(typeof location === 'string' ? location : (location.pathname ?? ''));
    return page ? [page] : [];
  });
  return Promise.all(pages.map(loadPage));
}

const RouteErrorContext = createContext<unknown>(undefined);
/** The error a route's error element shows. */
export const useRouteError = () => useContext(RouteErrorContext);

class Boundary extends Component<
  { location: Location; fallback: ReactNode; children: ReactNode },
  { error?: unknown; location: Location }
> {
  override state: { error?: unknown; location: Location } = { location: this.props.location };
  static getDerivedStateFromError(error: unknown) {
    return { error };
  }
  // Another page clears the error.
  static getDerivedStateFromProps(props: { location: Location }, state: { location: Location }) {
    return props.location === state.location ? null : { error: undefined, location: props.location };
  }
  override render() {
    const { error } = this.state;
    if (error === undefined) return this.props.children;
    return <RouteErrorContext.Provider value={error}>{this.props.fallback}</RouteErrorContext.Provider>;
  }
}

/** Shows `fallback` in place of its child routes when one fails to load or to render. */
export function RouteErrorBoundary({ fallback }: { fallback: ReactNode }) {
  return (
    <Boundary location={useLocation()} fallback={fallback}>
      <Outlet />
    </Boundary>
  );
}
