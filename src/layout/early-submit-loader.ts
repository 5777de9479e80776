// The one inline script of every prerendered page: it loads the app's script once the page has loaded and painted,
// and holds a form submitted before the app has hydrated (early-submits.ts submits it again once it has): nothing
// typed reaches a URL or the server, nothing is lost, and the script starts loading at once. While a submit is held
// the page's <body> is aria-busy: not the form, which React has yet to hydrate and would find an attribute its render
// does not have (a hydration mismatch); React renders inside #root, never the body itself.
// scripts/prerender.ts compiles this file on its own into the page (no imports, so it stays a few hundred bytes) and
// allows it in each page's Content-Security-Policy by the hash of that text.

/** How the page's script is loaded: a dynamic import in browsers; tests pass their own. */
export type LoadScript = (src: string) => Promise<unknown>;

// The comment keeps Vite from warning that it cannot follow an import of a variable: this one is the page's own
// entry, loaded at run time on purpose.
const importScript: LoadScript = (src) => import(/* @vite-ignore */ src);

/**
 * Starts the page's script `entry` after the window's load event and the frame after it, or at once when a form is
 * submitted before then. If the script cannot load, the page goes on as plain HTML: the forms held so far submit
 * natively, and later submits are no longer held.
 */
export function earlySubmitLoader(entry: string, load: LoadScript = importScript): void {
  const held: HTMLFormElement[] = (window.__heldSubmits = []);
  const root = document.documentElement;
  let started = false;
  let failed = false;

  function start() {
    if (started) return;
    started = true;
    load(entry).catch((error: unknown) => {
      // A script that cannot load leaves the page working as HTML: say so in the console, not as an uncaught error.
      console.warn('The page script did not load; the page works without it.', error);
      failed = true;
      document.body.removeAttribute('aria-busy');
      for (const form of held.splice(0)) {
        // Submitted again with the listener below now letting it through: the browser's own submission, with the
        // form's validation; if several were held, the last one's navigation is the one that happens.
        if (form.isConnected) form.requestSubmit();
      }
    });
  }

  document.addEventListener(
    'submit',
    (event) => {
      if ('hydrated' in root.dataset || failed) return;
      event.preventDefault();
      const form = event.target as HTMLFormElement;
      if (!held.includes(form)) held.push(form);
      document.body.setAttribute('aria-busy', 'true');
      start();
    },
    true,
  );
  addEventListener('load', () => requestAnimationFrame(() => setTimeout(start)));
}
