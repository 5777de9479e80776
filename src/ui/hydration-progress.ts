// When a prerendered page has hydrated as a whole: its shell (the layout) and every island in it (ui/Island.tsx),
// which React hydrates after the shell, one at a time. Content kept as server HTML (ui/KeptHtml.tsx) never
// hydrates, so an island inside it is not waited for.

const hydrated = new WeakSet<Element>();
let waiting: (() => void) | undefined;

const islandsOnPage = () =>
  [...document.querySelectorAll('[data-island]')].filter((island) => !island.closest('[data-static]'));

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

/** Runs `done` once, when every island on the page has hydrated; the shell calls it once it has. */
export function whenPageHydrated(done: () => void) {
  waiting = done;
  check();
}
