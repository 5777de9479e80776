// The route table (src/routes.tsx) rendered in React Router's declarative mode (<BrowserRouter>/<StaticRouter>),
// which leaves the data router (createBrowserRouter, createStaticHandler: ~16 KB gzipped) out of the browser bundle.
// What the data router did for us, done here: a matched route's lazy() loads before the route renders (before the
// first render on the server and before hydration in the browser; on navigation the old page stays until the new
// one has loaded, because BrowserRouter updates the location in a transition), a lazy() failure or a render error
// shows the nearest ErrorBoundary inside the layout, and the matches carry their (loaded) handles.
import { Component, createContext, use, useContext, type ReactNode } from 'react';
import { matchRoutes, Outlet, useLocation, useRoutes, type Location, type RouteObject } from 'react-router-dom';

type Settled = { route: RouteObject; error?: undefined } | { route: RouteObject; error: unknown };
const loads = new WeakMap<RouteObject, Promise<Settled>>();

/** The route with its lazy() properties merged in, loaded once (a failure is kept, as the data router does). */
function settle(route: RouteObject): Promise<Settled> {
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
    // React's `use` reads a promise's status and value without suspending: what lets the first render (on the
    // server, and when hydrating) see routes loaded beforehand.
    void loading.then((value) => Object.assign(loading, { status: 'fulfilled', value }));
    promise = loading;
    loads.set(route, promise);
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

/** Renders the routes that match the current location, once their lazy() code has loaded. */
export function AppRoutes({ routes }: { routes: RouteObject[] }) {
  const location = useLocation();
  const found = matchRoutes(routes, location) ?? [];
  const matches = found.map(({ route }) => use(settle(route)));
  const failedAt = matches.findIndex((m) => m.error !== undefined);
  let failed: State['failed'];
  if (failedAt >= 0) {
    const boundary = found.slice(0, failedAt + 1).findLast(({ route }) => route.ErrorBoundary)?.route;
    if (!boundary) throw matches[failedAt]!.error;
    failed = { boundary, error: matches[failedAt]!.error };
  }
  const loaded = new Map(found.map(({ route }, i) => [route, matches[i]!.route]));
  const element = useRoutes(
    routes.map((route) => toDeclarative(route, loaded)),
    location,
  );
  return <StateContext.Provider value={{ matches, failed }}>{element}</StateContext.Provider>;
}
