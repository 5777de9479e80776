// When a prerendered page has hydrated as a whole: its shell (the layout) and every island in it (ui/Island.tsx),
// which React hydrates after the shell, one at a time. Content kept as server HTML (ui/KeptHtml.tsx) never
// hydrates, so an island inside it is not waited for; nor is an island that hydrates on the visitor's first touch
// (ui/first-touch.ts) until it is touched.

/** The performance mark made as the page the visitor arrived on starts to hydrate (src/entry-client.tsx) */
export const HYDRATING_MARK = 'hydrating';

const hydrated = new WeakSet<Element>();
const untouched = new WeakSet<Element>();
let waiting: (() => void) | undefined;

const islandsOnPage = () =>
  [...document.querySelectorAll('[data-island]')].filter(
    (island) => !island.closest('[data-static]') && !untouched.has(island),
  );

function check() {
  if (!waiting || !islandsOnPage().every((island) => hydrated.has(island))) return;
  const done = waiting;
  waiting = undefined;
  done();
}

/** An island has hydrated (or rendered): marked for the hydration bench (scripts/bench/hydration.ts). */
export function islandHydrated(island: Element, name: string) {
  if (hydrated.has(island)) return;
  hydrated.add(island);
  performance.mark(`hydrated:${name}`);
  check();
}

/** Before the prerendered page the visitor arrived on has hydrated (never on the server, nor after a navigation). */
export const arriving = () =>
  typeof document !== 'undefined' &&
  document.getElementById('root')?.firstElementChild !== null &&
  !('hydrated' in document.documentElement.dataset);

/** An island waits for the visitor's first touch to hydrate: the page does not wait for it meanwhile. */
export function islandWaits(island: Element) {
  if (!hydrated.has(island)) untouched.add(island);
  check();
}

/** A waiting island was touched: its code loads, and the page, if it has not hydrated yet, waits for it. */
export function islandTouched(island: Element) {
  untouched.delete(island);
}

/** Runs `done` once, when every island on the page has hydrated; the shell calls it once it has. */
export function whenPageHydrated(done: () => void) {
  waiting = done;
  check();
}
