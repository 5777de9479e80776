import { StrictMode, startTransition } from 'react';
import { BrowserRouter } from 'react-router-dom';
import { ChunkLoadError } from './ui/chunk-load';
import { AppRoutes, loadMatches } from './layout/routing';
import { routes } from './routes';
import { SentFormRoot, sentFormOnPage } from './ui/sent-form';

// A page the server answered a form with: the first render shows what it shows (the form's values and notice).
const sent = sentFormOnPage(document);
const app = (
  <StrictMode>
    <SentFormRoot sent={sent}>
      <BrowserRouter>
        <AppRoutes routes={routes} />
      </BrowserRouter>
    </SentFormRoot>
  </StrictMode>
);
const root = document.getElementById('root') as HTMLElement;
// A page whose code failed to load is explained to the visitor in its place (layout/RouteError.tsx), so the console
// gets a warning; any other error a boundary catches is an error.
const options = {
  onCaughtError: (error: unknown) => (error instanceof ChunkLoadError ? console.warn : console.error)(error),
};

// The pages the prerendered URL shows load before hydrating, or the first render would differ. If one fails to
// load, the page renders afresh and the route's error boundary shows the failure (layout/RouteError.tsx).
// react-dom's client is a chunk of its own, loaded beside them: the browser compiles and runs it in a task of its
// own instead of one long task for all the page's code (npm run bench:hydration).
// No top-level await here: this module shares its chunk with the code the route chunks import (vite.config.ts),
// and a route chunk cannot run until that chunk has finished evaluating.
void Promise.all([
  import('react-dom/client'),
  loadMatches(routes, window.location).then(
    () => true,
    () => false,
  ),
]).then(([{ createRoot, hydrateRoot }, loaded]) => {
  // As a transition, React hydrates the shell in slices of a few milliseconds and lets the browser in between
  // (a default-priority hydration runs to the end in one task: 85-100 ms on / at 4× CPU slowdown).
  startTransition(() => {
    if (loaded && root.firstElementChild) hydrateRoot(root, app, options);
    else createRoot(root, options).render(app);
  });
});
