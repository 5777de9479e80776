// What bench:interaction (interaction.ts) runs in each page, and how it sets up the three moments: the page's
// scripts held back (first paint), let go and caught as the islands hydrate (hydrating), or left alone (hydrated).
import type { BrowserContext, Page, Route } from 'playwright-core';
import { HYDRATING_MARK } from '../../src/ui/hydration-progress.ts';

const hydratingMark = JSON.stringify(HYDRATING_MARK);

export type Moment = 'first paint' | 'hydrating' | 'hydrated';
export const MOMENTS: Moment[] = ['first paint', 'hydrating', 'hydrated'];

/** What the page recorded of one interaction. */
export interface Recorded {
  /** The longest Event Timing entry of the interaction's events (ms); 0 when none reached 16 ms */
  duration: number;
  /**
   * Of that interaction (the one with the longest entry), the time its events' handlers ran: the sum of the entries'
   * processingEnd − processingStart (ms). The rest of `duration` is the wait for the main thread before them and the
   * rendering of the next frame after them.
   */
  handlers: number;
  /** performance.now() of the first pointerdown or keydown */
  firstInput: number | null;
  /**
   * When hydration started (the page's `hydrating` mark; a build without it: when the first island marked itself
   * hydrated, `hydrated:<island>`), and when the whole page had hydrated (`hydrated`)
   */
  hydratingFrom: number | null;
  hydratedAt: number | null;
}

// The code run in the page is text: tsx would wrap named functions in its __name() helper, which the page lacks.
// Before the page's scripts: the Event Timing entries of interactions (what INP is made of), the first trusted
// input's time, and a call to the bench (__benchHydrating) the moment hydration starts (the `hydrating` mark,
// src/entry-client.tsx), so that the interaction arrives while React hydrates in slices. The islands mark themselves
// hydrated (src/ui/hydration-progress.ts) all in the task that commits the hydration, too late for that: a build
// without the `hydrating` mark is touched at the first of them, and its input comes after the page has hydrated.
export const recorder = `
  window.__benchEvents = [];
  window.__benchInputs = [];
  new PerformanceObserver((list) => {
    for (const e of list.getEntries())
      if (e.interactionId)
        window.__benchEvents.push({ id: e.interactionId, duration: e.duration, handlers: e.processingEnd - e.processingStart });
  }).observe({ type: 'event', durationThreshold: 16, buffered: true });
  for (const type of ['pointerdown', 'keydown'])
    addEventListener(type, (e) => e.isTrusted && window.__benchInputs.push(e.timeStamp), { capture: true, passive: true });
  const mark = performance.mark.bind(performance);
  let told = false;
  performance.mark = (name, ...rest) => {
    const entry = mark(name, ...rest);
    if (!told && (name === ${hydratingMark} || String(name).startsWith('hydrated:')) && window.__benchHydrating) {
      told = true;
      window.__benchHydrating();
    }
    return entry;
  };`;

/** Answers what the page recorded, once the entries of the last input have been delivered (they follow a paint). */
export const readRecorded = `new Promise((resolve) => requestAnimationFrame(() => setTimeout(() => {
  const marks = performance.getEntriesByType('mark');
  const started = marks.filter((m) => m.name === ${hydratingMark} || m.name.startsWith('hydrated:')).map((m) => m.startTime);
  const whole = marks.find((m) => m.name === 'hydrated');
  const longest = window.__benchEvents.reduce((a, e) => (!a || e.duration > a.duration ? e : a), null);
  const ofLongest = longest ? window.__benchEvents.filter((e) => e.id === longest.id) : [];
  resolve({
    duration: longest ? longest.duration : 0,
    handlers: ofLongest.reduce((sum, e) => sum + e.handlers, 0),
    firstInput: window.__benchInputs.length ? Math.min(...window.__benchInputs) : null,
    hydratingFrom: started.length ? Math.min(...started) : null,
    hydratedAt: whole ? whole.startTime : null,
  });
}, 200)))`;

/** Whether the first input fell in the moment it was meant for. */
export function hitMoment(moment: Moment, r: Recorded): boolean {
  if (r.firstInput === null) return false;
  if (moment === 'first paint') return r.hydratingFrom === null || r.firstInput < r.hydratingFrom;
  if (moment === 'hydrating')
    return r.hydratingFrom !== null && r.firstInput >= r.hydratingFrom && (r.hydratedAt ?? Infinity) > r.firstInput;
  return r.hydratedAt !== null && r.firstInput >= r.hydratedAt;
}

/**
 * The page's JavaScript (the build's /static/js/ files) held back while `held`: requests wait until release().
 * Installed in every moment, so that each goes through the same interception.
 */
export async function holdScripts(context: BrowserContext, held: boolean) {
  const waiting: Route[] = [];
  await context.route('**/static/js/**', (route) => (held ? waiting.push(route) : route.continue()));
  return {
    release() {
      held = false;
      for (const route of waiting.splice(0)) void route.continue().catch(() => {});
    },
  };
}

/** `started` resolves when hydration starts (see `recorder`). Set before navigating. */
export async function islandsHydrating(context: BrowserContext): Promise<{ started: Promise<void> }> {
  let told!: () => void;
  // Wrapped: an async function answering a promise would answer only once that one had resolved.
  const started = new Promise<void>((resolve) => (told = resolve));
  await context.exposeBinding('__benchHydrating', () => told());
  return { started };
}

/**
 * Waits for the first contentful paint and the whole document parsed (the first paint can come before the parts
 * further down exist). An evaluated promise, not page.waitForFunction: that one compiles its predicate in the page,
 * which the site's Content-Security-Policy (no 'unsafe-eval') refuses.
 */
export const waitForFirstPaint = (page: Page) =>
  page.evaluate(`new Promise((resolve, reject) => {
    const painted = new Promise((done) =>
      new PerformanceObserver((list) => list.getEntriesByName('first-contentful-paint').length && done())
        .observe({ type: 'paint', buffered: true }));
    const parsed = new Promise((done) =>
      document.readyState === 'loading' ? addEventListener('DOMContentLoaded', done) : done());
    Promise.all([painted, parsed]).then(() => resolve());
    setTimeout(() => reject(new Error('no first contentful paint within 20 s')), 20000);
  })`);

/** Waits for <html data-hydrated> (src/layout/Layout.tsx), then `settle` ms for what the islands start after. */
export async function waitForHydrated(page: Page, settle: number) {
  await page.locator('html[data-hydrated]').waitFor({ state: 'attached', timeout: 30_000 });
  await page.waitForTimeout(settle);
}
