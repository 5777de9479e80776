// What bench:hydration (hydration.ts) runs in each page, as text, and what it reads back: the moment the page was
// hydrated, by its performance marks or its <html data-hydrated>, the trace's events, and the runs' medians.
import { median } from './sides.ts';

export interface Run {
  /** Longest main-thread task from navigation start to hydrated, ms. */
  longestTask: number;
  /** The same, leaving out the task that commits the navigation (the one holding CommitLoad), ms. */
  afterCommit: number;
  /**
   * Of the tasks after the commit, the longest that runs the page's JavaScript (an evaluation or a call of it:
   * EvaluateScript, v8.evaluateModule, FunctionCall), and the longest that runs none: the browser's own parsing,
   * styling, layout and painting of the HTML, and its images. The longer of the two is afterCommit. ms
   */
  withScript: number;
  withoutScript: number;
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

/**
 * The longest RunTask on the page's main thread from navigation start to `until` (ms after it), whole, and the
 * longest leaving out the task that commits the navigation (the one holding CommitLoad). The thread is the one that
 * logged the anchor, a TimeStamp event whose performance.now() is `anchor.at`: it ties the page's clock to the
 * trace's (both count from the same monotonic clock, in ms and µs). Answers what went wrong as text.
 */
export function longestTasks(
  events: TraceEvent[],
  anchor: { message: string; at: number },
  until: number,
): Pick<Run, 'longestTask' | 'afterCommit' | 'withScript' | 'withoutScript'> | string {
  const stamp = events.find((e) => e.name === 'TimeStamp' && e.args?.data?.message === anchor.message);
  if (!stamp) return 'the trace holds no anchor TimeStamp event';
  const onThread = (e: TraceEvent) => e.pid === stamp.pid && e.tid === stamp.tid;
  const thread = events.find((e) => e.ph === 'M' && e.name === 'thread_name' && onThread(e));
  if (thread?.args?.name !== 'CrRendererMain')
    return `the page's main thread is named ${thread?.args?.name}, not CrRendererMain`;
  const traceTime = (ms: number) => stamp.ts + (ms - anchor.at) * 1000;
  const [from, to] = [traceTime(0), traceTime(until)];
  const tasks = events.filter(
    (e) => e.name === 'RunTask' && e.ph === 'X' && onThread(e) && e.ts < to && e.ts + (e.dur ?? 0) > from,
  );
  const commits = events.filter((e) => e.name === 'CommitLoad' && onThread(e));
  const commitsNavigation = (task: TraceEvent) =>
    commits.some((e) => e.ts >= task.ts && e.ts <= task.ts + (task.dur ?? 0));
  const scripts = events.filter((e) => SCRIPT_EVENTS.has(e.name) && e.ph === 'X' && onThread(e));
  const runsScript = (task: TraceEvent) =>
    scripts.some((e) => e.ts >= task.ts && e.ts + (e.dur ?? 0) <= task.ts + (task.dur ?? 0));
  const longest = (list: TraceEvent[]) => Math.max(0, ...list.map((t) => (t.dur ?? 0) / 1000));
  const after = tasks.filter((t) => !commitsNavigation(t));
  return {
    longestTask: longest(tasks),
    afterCommit: longest(after),
    withScript: longest(after.filter(runsScript)),
    withoutScript: longest(after.filter((t) => !runsScript(t))),
  };
}

/** The trace events (devtools.timeline) of a page's JavaScript running: a script's or module's evaluation, a call. */
const SCRIPT_EVENTS = new Set(['EvaluateScript', 'v8.evaluateModule', 'FunctionCall']);

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
      withScript: Number.NaN,
      withoutScript: Number.NaN,
      hydration: Number.NaN,
      by: 'no run succeeded',
      runs: list,
    };
  return {
    longestTask: Math.round(median(list.map((r) => r.longestTask))),
    afterCommit: Math.round(median(list.map((r) => r.afterCommit))),
    withScript: Math.round(median(list.map((r) => r.withScript))),
    withoutScript: Math.round(median(list.map((r) => r.withoutScript))),
    hydration: Math.round(median(list.map((r) => r.hydration))),
    by,
    runs: list,
  };
}

/** A difference with its sign: +12, -3, n/a. */
export const signed = (n: number) => (Number.isNaN(n) ? 'n/a' : n > 0 ? `+${n}` : String(n));
