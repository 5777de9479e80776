import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { createBrowserRouter, matchRoutes, RouterProvider } from 'react-router-dom';
import { routes } from './routes';

// Lazy routes matched by the prerendered URL must be loaded before hydrating, or the first render would differ.
const matches = matchRoutes(routes, window.location) ?? [];
await Promise.all(
  matches.map(async ({ route }) => {
    if (typeof route.lazy !== 'function') return;
    Object.assign(route, { ...(await route.lazy()), lazy: undefined });
  }),
);

const router = createBrowserRouter(routes, {
  hydrationData: (window as { __staticRouterHydrationData?: never }).__staticRouterHydrationData,
});
const app = (
  <StrictMode>
    <RouterProvider router={router} />
  </StrictMode>
);
const root = document.getElementById('root') as HTMLElement;
if (root.firstElementChild) hydrateRoot(root, app);
else createRoot(root).render(app);
