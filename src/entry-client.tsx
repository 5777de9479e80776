import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { AppRoutes, loadMatches } from './layout/routing';
import { routes } from './routes';

// Lazy routes matched by the prerendered URL must be loaded before hydrating, or the first render would differ.
await loadMatches(routes, window.location);

const app = (
  <StrictMode>
    <BrowserRouter>
      <AppRoutes routes={routes} />
    </BrowserRouter>
  </StrictMode>
);
const root = document.getElementById('root') as HTMLElement;
if (root.firstElementChild) hydrateRoot(root, app);
else createRoot(root).render(app);
