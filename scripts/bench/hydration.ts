// npm run bench:hydration [filter…] [--runs=N] [--all] [--pages=/,/blog]: how long the production build's pages take
// to hydrate, and the longest main-thread task until then, in Debian's Chromium with its CPU slowed 4× (CDP
// Emulation.setCPUThrottlingRate). Each run loads the page in a fresh browser context (so an empty cache) under a
// Chromium trace, driven over a bare DevTools pipe rather than Playwright, whose Runtime domain has V8 reparse every
// script that creates an Error as it starts (bare-chromium.ts), and takes, from navigation start to "hydrated":
//   - the longest RunTask on the page's renderer main thread (CrRendererMain) overlapping that window, whole; and
//     the longest leaving out the task that commits the navigation, which costs about as much on an empty page: a
//     control page (scripts/bench/control-page.ts) is measured several times a round and its figure printed as the floor;
//     each page's longest task after the commit must stay within the control's + 50 ms (issue 39). That longest task
//     is split in two figures: the longest task that runs the page's JavaScript, and the longest that runs none (the
//     browser parsing, styling, laying out and painting the HTML and its images, which the control page has little of);
//   - the time of "hydrated": the latest performance mark named `hydrated` or `hydrated:<piece>`, once `hydrated`
//     exists (waited for up to 15 s after navigation start) and 1 s has passed with no new one. A page that never
//     marks `hydrated` (builds before the marks) falls back to the moment <html data-hydrated> was seen; the table
//     says so, and later runs of that page no longer wait the 15 s for a mark.
// Medians of N runs (default 5), in rounds like bench:lighthouse. Pages: /, /hosting/shared, /domains, /blog and the
// sitemap's first blog post; --all for every sitemap page; positional filters pick sitemap pages containing them.
// Comparing (flags in scripts/bench/sides.ts): --base <ref> (A = <ref>'s build, B = dist/), --aa (one build twice),
// with the sides alternating A/B, B/A every other round, after waiting for a load average under 1 (--max-wait=S).
import { existsSync } from 'node:fs';
import path from 'node:path';
import { launchBareChromium } from './bare-chromium.ts';
import { startControlPage } from './control-page.ts';
import { undoAll } from './exit.ts';
import {
  firstBlogPost,
  loadAverage,
  median,
  openSides,
  parseArgs,
  printRuns,
  selectRoutes,
  waitForQuiet,
  type Side,
} from './sides.ts';
import {
  longestTasks,
  signed,
  summarize,
  waitForHydration,
  waitForLoad,
  watchAttribute,
  type Run,
  type Seen,
  type TraceEvent,
} from './hydration-page.ts';

const CPU_SLOWDOWN = 4;
// The control page, before every CONTROL_EVERY pages of a round and at its end (3 times with the five default pages):
// one run a round varied 33-140 ms on the shared machine, too unsteady a floor for a target set against it.
const CONTROL_EVERY = 2;
const OVER_CONTROL_MS = 50; // issue 39: a page's longest task after the commit is at most the control's + this
const MARK_TIMEOUT_MS = 15_000;
const SETTLE_MS = 1_000;
const ANCHOR = 'bench:hydration-anchor';

const args = parseArgs(process.argv.slice(2), { allowAll: true });
const compare = args.base !== undefined || args.aa;
const RUNS = args.runs ?? 5;
const sides = await openSides(args);

function defaultRoutes(): string[] {
  const post = firstBlogPost(sides.at(-1)!.dist);
  if (!post) console.log('no blog post found in the sitemap: measuring without one');
  const routes = ['/', '/hosting/shared', '/domains', '/blog', ...(post ? [post] : [])];
  const everywhere = (route: string) =>
    sides.every((s) => existsSync(path.join(s.dist, 'client', route, 'index.html')));
  for (const route of routes.filter((r) => !everywhere(r))) console.log(`left out, not in every build: ${route}`);
  return routes.filter(everywhere);
}
const routes = args.pages || args.all || args.filters.length ? selectRoutes(args, sides) : defaultRoutes();

console.log(
  `load average at start: ${loadAverage()} (1, 5, 15 min; figures are comparable below 1); ${RUNS} runs per page${compare ? ' and side' : ''}, CPU ${CPU_SLOWDOWN}× slower`,
);
const busy = await waitForQuiet(args.maxWait);

// Not Playwright: it keeps the Runtime domain on, which costs react-dom's evaluation a reparse (bare-chromium.ts).
const browser = await launchBareChromium();
const controlUrl = await startControlPage();

// Pages (by side) that did not mark `hydrated` within MARK_TIMEOUT_MS: their next runs take the attribute at once.
const unmarked = new Set<string>();

async function measure(side: Side | 'control', route: string): Promise<Run | string> {
  const key = side === 'control' ? 'control' : side.label ? `${side.label} ${route}` : route;
  const page = await browser.newPage();
  try {
    await page.send('Page.enable');
    await page.send('Page.addScriptToEvaluateOnNewDocument', { source: watchAttribute });
    await page.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
    await browser.startTracing(['devtools.timeline', 'disabled-by-default-devtools.timeline']);
    let seen: Seen, anchorAt: number, trace: TraceEvent[];
    try {
      await page.goto(side === 'control' ? controlUrl : side.url + route);
      seen = await page.evaluate<Seen>(
        side === 'control'
          ? waitForLoad(SETTLE_MS)
          : waitForHydration({ waitForMark: !unmarked.has(key), markTimeout: MARK_TIMEOUT_MS, settle: SETTLE_MS }),
      );
      // A TimeStamp on the page's main thread at a known performance.now() (longestTasks reads the trace by it).
      anchorAt = await page.evaluate<number>(`console.timeStamp('${ANCHOR}'), performance.now()`);
    } finally {
      trace = await browser.stopTracing();
    }
    if (seen.by === 'attribute' && !unmarked.has(key)) {
      unmarked.add(key);
      const pieces = seen.marks.length ? `; it marked only ${[...new Set(seen.marks)].join(', ')}` : '';
      console.log(
        `  ${key}: no "hydrated" mark within ${MARK_TIMEOUT_MS / 1000} s, using <html data-hydrated>${pieces}`,
      );
    }
    if (seen.at === null) return `${key}: neither a "hydrated" mark nor <html data-hydrated> within 15 s`;

    const tasks = longestTasks(trace, { message: ANCHOR, at: anchorAt }, seen.at);
    if (typeof tasks === 'string') return `${key}: ${tasks}`;
    return { ...tasks, hydration: seen.at, by: seen.by };
  } catch (error) {
    return `${key}: ${(error as Error).message.split('\n')[0]}`;
  } finally {
    await page.close();
  }
}

const runs = new Map<Side, Map<string, Run[]>>(sides.map((s) => [s, new Map(routes.map((r) => [r, []]))]));
const controlRuns: Run[] = [];
const failures: string[] = [];
async function measureControl() {
  const control = await measure('control', '/');
  if (typeof control === 'string') failures.push(control);
  else controlRuns.push(control);
}
try {
  for (let round = 0; round < RUNS; round++) {
    const order = round % 2 ? [...sides].reverse() : sides;
    const ordered = round % 2 ? [...routes].reverse() : routes;
    for (const [i, route] of ordered.entries()) {
      if (i % CONTROL_EVERY === 0) await measureControl();
      for (const side of order) {
        const run = await measure(side, route);
        if (typeof run === 'string') failures.push(run);
        else runs.get(side)!.get(route)!.push(run);
      }
    }
    await measureControl();
    console.log(
      `round ${round + 1} of ${RUNS} done${compare ? ` (${order.map((s) => s.label).join(' then ')})` : ''}; load ${loadAverage()}`,
    );
  }
} finally {
  await browser.close();
  undoAll();
}

const summary = (side: Side, route: string) => summarize(runs.get(side)!.get(route)!);
const busyNote = busy ? ' — TAKEN ON A BUSY MACHINE (load average ≥ 1 when measuring began)' : '';
const highest = (side: Side) => {
  const worst = routes
    .map((route) => ({ route, ms: summary(side, route).longestTask }))
    .filter((w) => !Number.isNaN(w.ms))
    .sort((x, y) => y.ms - x.ms)[0];
  return worst ? `${worst.ms} ms on ${worst.route}` : 'n/a';
};
const target = '(targets ≤ 100 ms (goal 50 ms))';

console.log(
  `\n${sides.map((s) => `${s.label || 'measured'}: ${s.what}`).join(', ')}; medians of ${RUNS} runs${busyNote}`,
);
if (!compare) {
  const side = sides[0]!;
  console.table(
    Object.fromEntries(
      routes.map((route) => {
        const s = summary(side, route);
        return [
          route,
          {
            'longest task ms': s.longestTask,
            'after the commit ms': s.afterCommit,
            'of those, running script ms': s.withScript,
            'running none ms': s.withoutScript,
            'hydration ms': s.hydration,
            'longest task runs': s.runs.map((r) => Math.round(r.longestTask)).join(' '),
            'hydration runs': s.runs.map((r) => Math.round(r.hydration)).join(' '),
            'hydrated by': s.by,
          },
        ];
      }),
    ),
  );
  console.log(`highest median longest task: ${highest(side)} ${target}${busyNote}`);
} else {
  const [a, b] = sides as [Side, Side];
  const diff = `${b.label}−${a.label}`;
  console.table(
    Object.fromEntries(
      routes.map((route) => {
        const [sa, sb] = [summary(a, route), summary(b, route)];
        return [
          route,
          {
            [`longest task ${a.label}`]: sa.longestTask,
            [`longest task ${b.label}`]: sb.longestTask,
            [`longest task ${diff}`]: signed(sb.longestTask - sa.longestTask),
            [`after the commit ${a.label}`]: sa.afterCommit,
            [`after the commit ${b.label}`]: sb.afterCommit,
            [`running script ${a.label}`]: sa.withScript,
            [`running script ${b.label}`]: sb.withScript,
            [`running none ${a.label}`]: sa.withoutScript,
            [`running none ${b.label}`]: sb.withoutScript,
            [`hydration ${a.label}`]: sa.hydration,
            [`hydration ${b.label}`]: sb.hydration,
            [`hydration ${diff}`]: signed(sb.hydration - sa.hydration),
            'hydrated by': sa.by === sb.by ? sa.by : `${a.label}: ${sa.by}, ${b.label}: ${sb.by}`,
          },
        ];
      }),
    ),
  );
  printRuns('every run (ms), in the order measured, longest task / hydration:', routes, sides, (s, route) =>
    summary(s, route).runs.map((r) => `${Math.round(r.longestTask)}/${Math.round(r.hydration)}`),
  );
  console.log(
    `highest median longest task: ${sides.map((s) => `${s.label} ${highest(s)}`).join(', ')} ${target}${busyNote}`,
  );
}
const controlTasks = controlRuns.map((r) => Math.round(r.longestTask));
console.log(
  `control, a one-paragraph page from a bare server (what committing any navigation costs here): longest task median ${controlTasks.length ? median(controlTasks) : 'n/a'} ms (runs ${controlTasks.join(' ')})`,
);
if (controlTasks.length) {
  const limit = median(controlTasks) + OVER_CONTROL_MS;
  // The issue's figure, then the tasks that run the page's script alone: what hydration adds to the browser's own work.
  const verdicts = [
    ['longest task after the commit', 'afterCommit'],
    ['longest task running its script', 'withScript'],
  ] as const;
  for (const side of sides)
    for (const [of, figure] of verdicts) {
      const ms = (route: string) => summary(side, route)[figure];
      const over = routes.filter((route) => ms(route) > limit);
      console.log(
        `${side.label ? `${side.label}: ` : ''}every page's ${of} within the control + ${OVER_CONTROL_MS} ms (${limit} ms): ${
          over.length ? `MISSED on ${over.map((r) => `${r} (${ms(r)} ms)`).join(', ')}` : 'met'
        }${busyNote}`,
      );
    }
}
console.log(`load average at end: ${loadAverage()}`);
for (const failure of failures) console.log(`  failed run: ${failure}`);
