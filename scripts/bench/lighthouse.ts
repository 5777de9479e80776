// npm run bench:lighthouse [filter] [--runs=N]: Lighthouse 12 (mobile preset) on every page of the production build,
// in Debian's Chromium. Each page is measured N times (default 3) in rounds, so no run opens the address the one
// before it opened, each in a fresh tab; the table shows the medians. A run that Lighthouse itself could not
// measure (its NO_NAVSTART runtime error, which scores 0) is retried instead of counted.
// The built server runs in its own process, so Lighthouse's work never delays its answers.
//
// Comparing two builds (flags in scripts/bench/sides.ts), default 7 runs per page and side:
//   npm run bench:lighthouse -- --base <git-ref> [--build]   A = <ref>'s build (made in a worktree), B = dist/
//   npm run bench:lighthouse -- --aa [--base <ref>]          one build served twice, A and A′: the bench's own noise
// After waiting for the 1-minute load average to fall under 1 (--max-wait=S, default 600 s), each round measures
// every page on A then B, or B then A every other round, each run a fresh Lighthouse run in a fresh tab. It prints
// the medians of both sides and B − A, every run's TBT, and the largest TBT gap between the sides.
// Pages: positional filters, or --pages=/,/hosting/shared.
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { atExit, undoAll } from './exit.ts';
import {
  loadAverage,
  median,
  openSides,
  parseArgs,
  printRuns,
  selectRoutes,
  waitForQuiet,
  type Side,
} from './sides.ts';

const args = parseArgs(process.argv.slice(2));
const compare = args.base !== undefined || args.aa;
const RUNS = args.runs ?? (compare ? 7 : 3);
const sides = await openSides(args);
const routes = selectRoutes(args, sides);

console.log(
  `load average at start: ${loadAverage()} (1, 5, 15 min; figures are comparable below 1); ${RUNS} runs per page${compare ? ' and side' : ''}`,
);
// Only when comparing: the plain run measures at once, as it always has.
const busy = compare && (await waitForQuiet(args.maxWait));

const chrome = await chromeLauncher.launch({
  chromePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  chromeFlags: [
    '--headless=new',
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
  ],
});
atExit(() => chrome.kill());

const categories = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
const metrics = {
  'TBT ms': 'total-blocking-time',
  'LCP ms': 'largest-contentful-paint',
  'FCP ms': 'first-contentful-paint',
  CLS: 'cumulative-layout-shift',
} as const;
type Figures = Record<string, number>;
// The runs of each side, by page.
const runs = new Map<Side, Map<string, Figures[]>>(sides.map((s) => [s, new Map(routes.map((r) => [r, []]))]));
const failing = new Map<string, Set<string>>();

async function measure(side: Side, route: string): Promise<Figures> {
  for (let attempt = 1; ; attempt++) {
    const result = await lighthouse(side.url + route, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: [...categories],
    });
    const lhr = result!.lhr;
    if (lhr.runtimeError && attempt < 4) {
      console.log(
        `  ${side.label ? `${side.label} ` : ''}${route}: Lighthouse could not measure (${lhr.runtimeError.code}), measuring again`,
      );
      continue;
    }
    for (const c of categories)
      for (const ref of lhr.categories[c]?.auditRefs ?? []) {
        const audit = lhr.audits[ref.id];
        const key = `${side.label ? `${side.label}: ` : ''}${c}: ${ref.id}`;
        if (ref.weight > 0 && audit && audit.score !== null && audit.score < 1)
          failing.set(key, (failing.get(key) ?? new Set()).add(route));
      }
    return {
      ...Object.fromEntries(categories.map((c) => [c, Math.round((lhr.categories[c]?.score ?? 0) * 100)])),
      ...Object.fromEntries(
        Object.entries(metrics).map(([name, id]) => [name, lhr.audits[id]?.numericValue ?? Number.NaN]),
      ),
    };
  }
}

try {
  for (let round = 0; round < RUNS; round++) {
    // Pages in reverse every other round; when comparing, the sides too (A then B, then B then A).
    const order = round % 2 ? [...sides].reverse() : sides;
    for (const route of round % 2 ? [...routes].reverse() : routes)
      for (const side of order)
        runs
          .get(side)!
          .get(route)!
          .push(await measure(side, route));
    if (compare)
      console.log(
        `round ${round + 1} of ${RUNS} done (${order.map((s) => s.label).join(' then ')}); load ${loadAverage()}`,
      );
  }
} finally {
  undoAll();
}

const medians = (figures: Figures[]) => {
  const row: Record<string, number> = {};
  for (const key of Object.keys(figures[0]!)) {
    const m = median(figures.map((f) => f[key]!));
    row[key] = key === 'CLS' ? +m.toFixed(3) : Math.round(m);
  }
  return row;
};
const failures = () => {
  for (const [audit, where] of failing)
    console.log(
      `  not perfect in some run: ${audit} on ${where.size} page(s), e.g. ${[...where].slice(0, 3).join(', ')}`,
    );
};

if (!compare) {
  const rows: Record<string, Record<string, number | string>> = Object.fromEntries(
    [...runs.get(sides[0]!)!].map(([route, figures]) => [
      route,
      { ...medians(figures), 'performance runs': figures.map((f) => f.performance).join(' ') },
    ]),
  );
  console.table(rows);
  const values = (key: string) => Object.values(rows).map((r) => r[key] as number);
  console.log(
    `lowest median: ${categories.map((c) => `${c} ${Math.min(...values(c))}`).join(', ')} (targets: 100, performance ≥ 95)`,
  );
  console.log(
    `highest median: TBT ${Math.max(...values('TBT ms'))} ms (≤ 200), LCP ${Math.max(...values('LCP ms'))} ms (≤ 1800), CLS ${Math.max(...values('CLS'))} (≤ 0.02)`,
  );
  console.log(`load average at end: ${loadAverage()}`);
  failures();
} else {
  const [a, b] = sides as [Side, Side];
  const diff = `${b.label}−${a.label}`;
  const signed = (n: number) => (n > 0 ? `+${n}` : String(n));
  const percent = (from: number, to: number) =>
    from === 0 ? (to === 0 ? 0 : Number.NaN) : Math.round(((to - from) / from) * 1000) / 10;
  const shown = (pct: number) => (Number.isNaN(pct) ? 'n/a (A is 0)' : `${signed(pct)} %`);
  const main: Record<string, Record<string, number | string>> = {};
  const scores: Record<string, Record<string, number>> = {};
  const gaps: { route: string; pct: number; ms: [number, number] }[] = [];
  for (const route of routes) {
    const [ma, mb] = [a, b].map((s) => medians(runs.get(s)!.get(route)!)) as [Figures, Figures];
    main[route] = {
      [`perf ${a.label}`]: ma.performance!,
      [`perf ${b.label}`]: mb.performance!,
      [`perf ${diff}`]: signed(mb.performance! - ma.performance!),
      [`TBT ${a.label}`]: ma['TBT ms']!,
      [`TBT ${b.label}`]: mb['TBT ms']!,
      [`TBT ${diff}`]: signed(mb['TBT ms']! - ma['TBT ms']!),
      [`TBT ${diff} %`]: shown(percent(ma['TBT ms']!, mb['TBT ms']!)),
      [`LCP ${a.label}`]: ma['LCP ms']!,
      [`LCP ${b.label}`]: mb['LCP ms']!,
      [`LCP ${diff}`]: signed(mb['LCP ms']! - ma['LCP ms']!),
    };
    scores[route] = Object.fromEntries(
      (['accessibility', 'best-practices', 'seo'] as const).flatMap((c) => [
        [`${c} ${a.label}`, ma[c]!],
        [`${c} ${b.label}`, mb[c]!],
      ]),
    );
    gaps.push({ route, pct: percent(ma['TBT ms']!, mb['TBT ms']!), ms: [ma['TBT ms']!, mb['TBT ms']!] });
  }
  const busyNote = busy ? ' — TAKEN ON A BUSY MACHINE (load average ≥ 1 when measuring began)' : '';
  console.log(`\n${sides.map((s) => `${s.label} = ${s.what}`).join(', ')}; medians of ${RUNS} runs${busyNote}`);
  console.log('performance score, TBT ms and LCP ms:');
  console.table(main);
  console.log('accessibility, best-practices and seo scores:');
  console.table(scores);
  printRuns('TBT of every run (ms), in the order measured:', routes, sides, (s, route) =>
    runs
      .get(s)!
      .get(route)!
      .map((f) => String(Math.round(f['TBT ms']!))),
  );
  const measured = gaps.filter((g) => !Number.isNaN(g.pct));
  const largest = measured.sort((x, y) => Math.abs(y.pct) - Math.abs(x.pct))[0];
  console.log(
    largest
      ? `largest gap: TBT ${shown(largest.pct)} on ${largest.route} (${a.label} ${largest.ms[0]} ms, ${b.label} ${largest.ms[1]} ms)${busyNote}`
      : `largest gap: none to show (TBT of ${a.label} is 0 on every page)`,
  );
  console.log(`load average at end: ${loadAverage()}`);
  failures();
}
