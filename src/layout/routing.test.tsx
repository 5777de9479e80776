// @vitest-environment jsdom
import { act, render, screen } from '@testing-library/react';
import { lazy, type ComponentType } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { Link, MemoryRouter, Outlet, type RouteObject } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { KeptHtml } from '../ui/KeptHtml.tsx';
import { AppRoutes, loadMatches, pageRoute, RouteErrorBoundary, useRouteError, type LazyPage } from './routing.tsx';

const meta = (path: string) => ({ title: path, description: path, path, structuredData: [] });
/** A page that loads at once, or when the test says so. */
const page = (path: string, Component: ComponentType, loaded: Promise<unknown> = Promise.resolve()): LazyPage => ({
  load: async () => {
    await loaded;
    return { Component, meta: meta(path) };
  },
});
function deferred() {
  let resolve!: () => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<void>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

function Failure() {
  return <p role="alert">{String((useRouteError() as Error).message)}</p>;
}
const Shell = () => (
  <>
    <nav>
      <Link to="/">Home</Link> <Link to="/next">Next</Link> <Link to="/other">Other</Link>
    </nav>
    <Outlet />
  </>
);
const table = (pages: Record<string, LazyPage>): RouteObject[] => [
  {
    path: '/',
    element: <Shell />,
    children: [
      {
        element: <RouteErrorBoundary fallback={<Failure />} />,
        children: Object.entries(pages).map(([path, p]) => pageRoute(path, p)),
      },
    ],
  },
];
const Home = () => <h1>Home page</h1>;
const Other = () => <h1>Other page</h1>;

/** Clicks a link in an awaited act(): a page that suspends there resumes once its code has loaded. */
const follow = (name: string) => act(async () => screen.getByRole('link', { name }).click());

async function start(routes: RouteObject[]) {
  await loadMatches(routes, '/');
  render(
    <MemoryRouter initialEntries={['/']}>
      <AppRoutes routes={routes} />
    </MemoryRouter>,
  );
  expect(screen.getByRole('heading', { name: 'Home page' })).toBeVisible();
}

describe('routing', () => {
  it('keeps the old page on screen while the next one loads, then shows it', async () => {
    const next = deferred();
    await start(table({ '/': page('/', Home), '/next': page('/next', () => <h1>Next page</h1>, next.promise) }));
    await follow('Next');
    expect(screen.getByRole('heading', { name: 'Home page' })).toBeVisible();
    expect(screen.queryByRole('heading', { name: 'Next page' })).toBeNull();
    await act(async () => next.resolve());
    expect(await screen.findByRole('heading', { name: 'Next page' })).toBeVisible();
    expect(screen.queryByRole('heading', { name: 'Home page' })).toBeNull();
    expect(document.title).toBe('/next');
  });

  it('shows the error boundary in place of a page that fails to load, and clears it on the next page', async () => {
    const next = deferred();
    const routes = table({
      '/': page('/', Home),
      '/next': page('/next', () => <h1>Next page</h1>, next.promise),
      '/other': page('/other', Other),
    });
    await start(routes);
    // React reports an error a boundary caught on the console (the browser's entry turns a chunk's into a warning).
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => {});
    await follow('Next');
    await act(async () => next.reject(new Error('Loading chunk next failed')));
    consoleError.mockRestore();
    expect(await screen.findByRole('alert')).toHaveTextContent('Loading chunk next failed');
    expect(screen.getByRole('navigation')).toBeVisible();
    await follow('Other');
    expect(await screen.findByRole('heading', { name: 'Other page' })).toBeVisible();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('keeps a content-only part as server HTML on arrival, and loads its code when the page renders again', async () => {
    const Section = () => <p>Content only, from the server</p>;
    const loadSection = vi.fn(async () => ({ default: Section }));
    const LazySection = lazy(loadSection);
    const homeWith = (Part: ComponentType) => () => (
      <KeptHtml id="0">
        <Part />
      </KeptHtml>
    );
    // The prerender renders the section's component; the browser's page has it lazy, not loaded.
    const server = table({ '/': page('/', homeWith(Section)), '/other': page('/other', Other) });
    await loadMatches(server, '/');
    const container = document.body.appendChild(document.createElement('div'));
    container.innerHTML = renderToString(
      <MemoryRouter initialEntries={['/']}>
        <AppRoutes routes={server} />
      </MemoryRouter>,
    );
    const browser = table({ '/': page('/', homeWith(LazySection)), '/other': page('/other', Other) });
    await loadMatches(browser, '/');
    const onRecoverableError = vi.fn();
    const root = await act(async () =>
      hydrateRoot(
        container,
        <MemoryRouter initialEntries={['/']}>
          <AppRoutes routes={browser} />
        </MemoryRouter>,
        { onRecoverableError },
      ),
    );
    expect(screen.getByText('Content only, from the server')).toBeVisible();
    expect(loadSection).not.toHaveBeenCalled();
    expect(onRecoverableError).not.toHaveBeenCalled();

    await follow('Other');
    expect(await screen.findByRole('heading', { name: 'Other page' })).toBeVisible();
    await follow('Home');
    expect(await screen.findByText('Content only, from the server')).toBeVisible();
    expect(loadSection).toHaveBeenCalledTimes(1);
    act(() => root.unmount());
    container.remove();
  });
});
