import { StrictMode, startTransition } from 'react';
import { BrowserRouter } from 'react-router';
import { ChunkLoadError } from './ui/chunk-load.ts';
import { AppRoutes, loadMatches } from './layout/routing.tsx';
import { routes } from './routes.tsx';
import { SENT_NOTICE_ID } from './ui/sent-form.tsx';
import { HYDRATING_MARK } from './ui/hydration-progress.ts';

const app = (
  <BrowserRouter>
    <AppRoutes routes={routes} />
  </BrowserRouter>
);
// A page the server answered a form with (it holds the form's data block): the first render shows what the page
// shows, the form's values and notice. Its code loads on such a page only.
const sentPage = document.getElementById(SENT_NOTICE_ID) ? import('./ui/sent-form-page.tsx') : null;
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
  // Should it fail to load, the page hydrates without it (React renders the mismatched form afresh).
  sentPage
    ?.then(({ SentFormRoot, sentFormOnPage }) => <SentFormRoot sent={sentFormOnPage(document)}>{app}</SentFormRoot>)
    .catch(() => null),
  loadMatches(routes, window.location).then(
    () => true,
    () => false,
  ),
]).then(([{ createRoot, hydrateRoot }, sentApp, loaded]) => {
  const page = <StrictMode>{sentApp ?? app}</StrictMode>;
  // As a transition, React hydrates the shell in slices of a few milliseconds and lets the browser in between
  // (a default-priority hydration runs to the end in one task: 85-100 ms on / at 4× CPU slowdown).
  startTransition(() => {
    if (loaded && root.firstElementChild) {
      // It runs in slices until the islands mark themselves hydrated (ui/hydration-progress.ts), all in the task
      // that commits it: bench:interaction touches the page at this mark to catch it while it hydrates.
      performance.mark(HYDRATING_MARK);
      hydrateRoot(root, page, options);
    } else createRoot(root, options).render(page);
  });
});
