// The route table (src/routes.tsx) rendered in React Router's declarative mode (<BrowserRouter>/<StaticRouter>),
// which leaves the data router (createBrowserRouter, createStaticHandler: ~16 KB gzipped) out of the browser bundle.
// What the data router did for us, done here: a matched route's lazy() loads before the route renders (before the
// first render on the server and before hydration in the browser; on navigation the old page stays until the new
// one has loaded), a lazy() failure or a render error shows the nearest ErrorBoundary inside the layout, and the
// matches carry their (loaded) handles. Nothing here suspends: browsers run Preact (vite.config.ts), whose
// transitions are synchronous, so the old page is kept by rendering the last location whose routes were ready.
import { Component, createContext, useContext, useEffect, useReducer, useState, type ReactNode } from 'react';
import {
  matchRoutes,
  Outlet,
  useLocation,
  useRoutes,
  type Location,
  type RouteMatch,
  type RouteObject,
} from 'react-router-dom';

type Settled = { route: RouteObject; error?: undefined } | { route: RouteObject; error: unknown };
/** A promise that says, once it has settled, that it is fulfilled and with what: read during a render. */
type Marked<T> = Promise<T> & { status?: 'fulfilled'; value?: T };
const marked = <T,>(promise: Promise<T>): Marked<T> => {
  void promise.then((value) => Object.assign(promise, { status: 'fulfilled', value }));
  return promise;
};
const loads = new WeakMap<RouteObject, Marked<Settled>>();
const preparations = new WeakMap<RouteObject, Marked<Settled>>();

/** The route with its lazy() properties merged in, loaded once (a failure is kept, as the data router does). */
function settle(route: RouteObject): Marked<Settled> {
  let promise = loads.get(route);
  if (!promise) {
    const { lazy } = route;
    const loading =
      typeof lazy === 'function'
        ? lazy().then(
            (props): Settled => ({ route: { ...route, ...props, lazy: undefined } }),
            (error: unknown): Settled => ({ route, error }),
          )
        : Promise.resolve<Settled>({ route });
    promise = marked(loading);
    loads.set(route, promise);
  }
  return promise;
}

/**
 * The route loaded, and ready to render again: a route's handle may have a `prepare` that loads what its first
 * render (the prerendered page a visitor arrived on) did without, such as the code of sections kept as server HTML.
 */
function prepare(route: RouteObject): Marked<Settled> {
  let promise = preparations.get(route);
  if (!promise) {
    promise = marked(
      settle(route).then(async (settled): Promise<Settled> => {
        const handle = settled.route.handle as { prepare?: () => Promise<void> } | undefined;
        if (settled.error !== undefined || !handle?.prepare) return settled;
        return handle.prepare().then(
          () => settled,
          (error: unknown) => ({ route, error }),
        );
      }),
    );
    preparations.set(route, promise);
  }
  return promise;
}

/** Loads every route that matches the location; render (or hydrate) once it resolves. */
export async function loadMatches(routes: RouteObject[], location: string | Partial<Location>): Promise<Settled[]> {
  return Promise.all((matchRoutes(routes, location) ?? []).map(({ route }) => settle(route)));
}

interface State {
  matches: Settled[];
  /** The route whose ErrorBoundary shows a lazy() failure, and the failure */
  failed?: { boundary: RouteObject; error: unknown };
}
const StateContext = createContext<State>({ matches: [] });
const ErrorContext = createContext<unknown>(undefined);

/** The matched routes with their loaded handles, like the data router's useMatches(). */
export const useMatches = () => useContext(StateContext).matches.map(({ route }) => route);
/** The error an ErrorBoundary shows, like the data router's useRouteError(). */
export const useRouteError = () => useContext(ErrorContext);

class RenderBoundary extends Component<
  { location: Location; fallback: NonNullable<RouteObject['ErrorBoundary']>; children: ReactNode },
  { error?: unknown; location: Location }
> {
  override state: { error?: unknown; location: Location } = { location: this.props.location };
  static getDerivedStateFromError(error: unknown) {
    return { error };
  }
  // A new location clears the error, as in the data router.
  static getDerivedStateFromProps(props: { location: Location }, state: { location: Location }) {
    return props.location === state.location ? null : { error: undefined, location: props.location };
  }
  override render() {
    const { error } = this.state;
    const Fallback = this.props.fallback;
    return error === undefined ? (
      this.props.children
    ) : (
      <ErrorContext.Provider value={error}>
        <Fallback />
      </ErrorContext.Provider>
    );
  }
}

const declarative = new WeakMap<RouteObject, RouteObject>();
/** The same route for useRoutes: loaded lazy() properties, and an ErrorBoundary around the route's outlet. */
function toDeclarative(route: RouteObject, loaded: Map<RouteObject, RouteObject>): RouteObject {
  const source = loaded.get(route) ?? route;
  const { ErrorBoundary: Fallback, children } = source;
  let Component = source.Component;
  if (Fallback) {
    let cached = declarative.get(source);
    if (!cached) {
      const Inner = source.Component ?? Outlet;
      const Boundary = () => {
        const location = useLocation();
        const { failed } = useContext(StateContext);
        if (failed?.boundary === route)
          return (
            <ErrorContext.Provider value={failed.error}>
              <Fallback />
            </ErrorContext.Provider>
          );
        return (
          <RenderBoundary location={location} fallback={Fallback}>
            <Inner />
          </RenderBoundary>
        );
      };
      cached = { Component: Boundary };
      declarative.set(source, cached);
    }
    Component = cached.Component;
  }
  return {
    ...source,
    Component,
    ErrorBoundary: undefined,
    lazy: undefined,
    children: children?.map((child) => toDeclarative(child, loaded)),
  } as RouteObject;
}

interface View {
  location: Location;
  found: RouteMatch[];
  matches: Settled[];
}

/**
 * What a location shows, if everything its routes need has loaded. A route already on screen stays mounted and
 * needs no `prepare` (nor do the routes of the first render, which the prerendered page holds).
 */
function viewOf(routes: RouteObject[], location: Location, shown?: View): View | Promise<unknown> {
  const found = matchRoutes(routes, location) ?? [];
  const mounted = (route: RouteObject) => !shown || shown.found.some((match) => match.route === route);
  const loading = found.map(({ route }) => (mounted(route) ? settle(route) : prepare(route)));
  return loading.every((p) => p.status === 'fulfilled')
    ? { location, found, matches: loading.map((p) => p.value!) }
    : Promise.all(loading);
}

/** Renders the routes that match the current location, once their lazy() code has loaded. */
export function AppRoutes({ routes }: { routes: RouteObject[] }) {
  const location = useLocation();
  const [shown, setShown] = useState(() => viewOf(routes, location));
  const [, loaded] = useReducer((n: number) => n + 1, 0);
  const wanted =
    'then' in shown || shown.location !== location
      ? viewOf(routes, location, 'then' in shown ? undefined : shown)
      : shown;
  // Until the new location's routes have loaded, the last page that was ready stays on screen.
  const view = 'then' in wanted ? ('then' in shown ? undefined : shown) : wanted;
  if (wanted !== shown && !('then' in wanted)) setShown(wanted);
  useEffect(() => {
    if (!('then' in wanted)) return;
    let current = true;
    void wanted.then(() => current && loaded());
    return () => {
      current = false;
    };
  }, [wanted]);
  const loadedRoutes = new Map(view?.found.map(({ route }, i) => [route, view.matches[i]!.route]));
  const element = useRoutes(
    view ? routes.map((route) => toDeclarative(route, loadedRoutes)) : [],
    view?.location ?? location,
  );
  if (!view) return null;
  const { found, matches } = view;
  const failedAt = matches.findIndex((m) => m.error !== undefined);
  let failed: State['failed'];
  if (failedAt >= 0) {
    const boundary = found.slice(0, failedAt + 1).findLast(({ route }) => route.ErrorBoundary)?.route;
    if (!boundary) throw matches[failedAt]!.error;
    failed = { boundary, error: matches[failedAt]!.error };
  }
  return <StateContext.Provider value={{ matches, failed }}>{element}</StateContext.Provider>;
}
