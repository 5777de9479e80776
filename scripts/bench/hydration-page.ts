// What bench:hydration (hydration.ts) runs in each page, as text, and what it reads back: the moment the page was
// hydrated, by its performance marks or its <html data-hydrated>, the trace's events, and the runs' medians.
import { median } from './sides.ts';

export interface Run {
  /** Longest main-thread task from navigation start to hydrated, ms. */
  longestTask: number;
  /** The same, leaving out the task that commits the navigation (the one holding CommitLoad), ms. */
  afterCommit: number;
  /** Navigation start to hydrated, ms. */
  hydration: number;
  by: 'mark' | 'attribute' | 'load';
}
export type Seen = { by: Run['by']; at: number | null; marks: string[] };
export interface TraceEvent {
  name: string;
  ph: string;
  pid: number;
  tid: number;
  ts: number;
  dur?: number;
  args?: { name?: string; data?: { message?: string } };
}

// The code run in the page is text: tsx would wrap named functions in its __name() helper, which the page lacks.
// Before the page's scripts: the moment <html data-hydrated> is set, as exactly as a poll could see it.
export const watchAttribute = `
  new MutationObserver((_, observer) => {
    if (!document.documentElement?.hasAttribute('data-hydrated')) return;
    window.__benchAttributeAt ??= performance.now();
    observer.disconnect();
  }).observe(document, { attributes: true, attributeFilter: ['data-hydrated'], subtree: true });`;

// Waits for hydration as the header says, answering a Seen; `at` is in ms after navigation start (performance.now()).
export const waitForHydration = (o: { waitForMark: boolean; markTimeout: number; settle: number }) => `(async () => {
  const marks = () =>
    performance.getEntriesByType('mark').filter((m) => m.name === 'hydrated' || m.name.startsWith('hydrated:'));
  const attributeAt = () =>
    window.__benchAttributeAt ??
    (document.documentElement.hasAttribute('data-hydrated') ? (window.__benchAttributeAt = performance.now()) : undefined);
  const tick = () => new Promise((resolve) => setTimeout(resolve, 50));
  while (!performance.getEntriesByName('hydrated', 'mark').length) {
    if ((${!o.waitForMark} && attributeAt() !== undefined) || performance.now() > ${o.markTimeout})
      return { by: 'attribute', at: attributeAt() ?? null, marks: marks().map((m) => m.name) };
    await tick();
  }
  for (let count = marks().length, quietSince = performance.now(); performance.now() - quietSince < ${o.settle}; ) {
    await tick();
    if (marks().length !== count) [count, quietSince] = [marks().length, performance.now()];
  }
  return { by: 'mark', at: Math.max(...marks().map((m) => m.startTime)), marks: marks().map((m) => m.name) };
})()`;

// The control page has nothing to hydrate: its window ends `settle` ms after its load event.
export const waitForLoad = (settle: number) => `new Promise((resolve) => {
  const done = () => setTimeout(() => resolve({ by: 'load', at: performance.now(), marks: [] }), ${settle});
  if (document.readyState === 'complete') done();
  else addEventListener('load', done);
})`;

/** The medians of a page's runs, and how it was seen hydrated. */
export function summarize(list: Run[]) {
  const by = [...new Set(list.map((r) => (r.by === 'mark' ? 'mark' : 'attribute (fallback)')))].join(' / ');
  if (!list.length)
    return {
      longestTask: Number.NaN,
      afterCommit: Number.NaN,
      hydration: Number.NaN,
      by: 'no run succeeded',
      runs: list,
    };
  return {
    longestTask: Math.round(median(list.map((r) => r.longestTask))),
    afterCommit: Math.round(median(list.map((r) => r.afterCommit))),
    hydration: Math.round(median(list.map((r) => r.hydration))),
    by,
    runs: list,
  };
}

/** A difference with its sign: +12, -3, n/a. */
export const signed = (n: number) => (Number.isNaN(n) ? 'n/a' : n > 0 ? `+${n}` : String(n));
