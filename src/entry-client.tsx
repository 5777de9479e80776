import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { AppRoutes, loadMatches } from './layout/routing';
import { routes } from './routes';

const app = (
  <StrictMode>
    <BrowserRouter>
      <AppRoutes routes={routes} />
    </BrowserRouter>
  </StrictMode>
);
const root = document.getElementById('root') as HTMLElement;

// Lazy routes matched by the prerendered URL must be loaded before hydrating, or the first render would differ.
// No top-level await here: this module shares its chunk with the code the route chunks import (vite.config.ts),
// and a route chunk cannot run until that chunk has finished evaluating.
void loadMatches(routes, window.location).then(() => {
  if (root.firstElementChild) hydrateRoot(root, app);
  else createRoot(root).render(app);
});
