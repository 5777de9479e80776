// npm run bench:interaction [filter…] [--runs=N]: how fast the production build answers a visitor's touch, in
// Debian's Chromium with its CPU slowed 4× (CDP Emulation.setCPUThrottlingRate). Every interactive part a visitor
// touches (interaction-parts.ts: the mega menu, the mobile menu on a phone, the theme toggle, typing a domain and
// submitting it, a FAQ item, the blog filter, the help-center search, the newsletter field) is touched at three
// moments of a fresh page load (interaction-page.ts):
//   - first paint: the page's scripts (/static/js/) are held back until the action is done, so the server's HTML
//     alone answers it; they are then let go;
//   - hydrating: the scripts are held until the page has painted, then let go, and the action is sent the moment
//     hydration starts (the page's `hydrating` mark, src/entry-client.tsx), while React hydrates in slices; a run
//     whose input came after the page's `hydrated` mark is counted as missing its moment (a build without the
//     `hydrating` mark is touched when its first island marks itself hydrated, which misses it);
//   - hydrated: after <html data-hydrated> (src/layout/Layout.tsx) and half a second more.
// Each action's figure is its Event Timing duration (PerformanceObserver 'event', durationThreshold 16): the longest
// entry among the events of its interactions, what INP is made of ("<16" when none reached 16 ms); beside it, the
// median time that interaction's event handlers ran ("handlers": the page's own code; the rest is the wait for the
// main thread and the drawing of the next frame). Once the page has hydrated, each action is checked not to be
// lost: the menu is open, the FAQ item too, the typed letters are all in the field, the search ran. Medians of 5
// runs (--runs=N or RUNS=N); targets at 4× CPU: ≤ 200 ms at first paint and while hydrating, ≤ 100 ms hydrated,
// printed as marks (figures are noisy); it exits non-zero only when an action of the measured build (dist/) is
// lost, or a run fails.
// Positional filters pick parts whose name holds them; --pages=/,/blog picks parts by page.
// Comparing (flags in scripts/bench/sides.ts): --base <ref> (A = <ref>'s build, B = dist/), --aa, with the sides
// alternating A/B, B/A every other round, after waiting for a load average under 1 (--max-wait=S).
// BENCH_SMOKE=1: the first part alone at its three moments, one run, no waiting for a quiet machine; a lost action
// is printed but does not fail it (one run proves nothing; it is there to prove the bench still runs).
import { setTimeout as wait } from 'node:timers/promises';
import type { Browser } from 'playwright-core';
import { launchChromium } from './chromium.ts';
import { undoAll } from './exit.ts';
import {
  hitMoment,
  holdScripts,
  islandsHydrating,
  MOMENTS,
  readRecorded,
  recorder,
  waitForFirstPaint,
  waitForHydrated,
  type Moment,
  type Recorded,
} from './interaction-page.ts';
import { PARTS, type Part } from './interaction-parts.ts';
import { loadAverage, median, openSides, parseArgs, waitForQuiet, type Side } from './sides.ts';
import { smoke } from './smoke.ts';

const CPU_SLOWDOWN = 4;
const SETTLE_MS = 500;
const TARGET_MS: Record<Moment, number> = { 'first paint': 200, hydrating: 200, hydrated: 100 };
const DESKTOP = { width: 1280, height: 800 };
const PHONE = { width: 390, height: 844 };

const SMOKE = smoke;
const args = parseArgs(process.argv.slice(2));
const compare = args.base !== undefined || args.aa;
const RUNS = SMOKE ? 1 : (args.runs ?? (Number(process.env.RUNS) || 5));
const parts = SMOKE
  ? PARTS.slice(0, 1)
  : PARTS.filter(
      (p) =>
        (!args.filters.length || args.filters.some((f) => p.name.includes(f))) &&
        (!args.pages || args.pages.includes(p.path)),
    );
if (!parts.length) throw new Error(`no part matches; the parts: ${PARTS.map((p) => p.name).join(', ')}`);

// The domain search answers from local demo data: no registry on the internet is asked, and none slows a run.
process.env.DOMAIN_PROVIDERS = 'demo';
const sides = await openSides(args);

console.log(
  `load average at start: ${loadAverage()} (1, 5, 15 min; figures are comparable below 1); ${RUNS} runs per part and moment${compare ? ' and side' : ''}, CPU ${CPU_SLOWDOWN}× slower${SMOKE ? '; BENCH_SMOKE=1: one part, one run' : ''}`,
);
const busy = SMOKE ? false : await waitForQuiet(args.maxWait);

interface Run {
  recorded: Recorded;
  lost: string | null;
  hit: boolean;
}

async function measure(browser: Browser, side: Side, part: Part, moment: Moment): Promise<Run> {
  const context = await browser.newContext({ viewport: part.phone ? PHONE : DESKTOP });
  try {
    const page = await context.newPage();
    await page.addInitScript({ content: recorder });
    const hydrating = await islandsHydrating(context);
    const scripts = await holdScripts(context, moment !== 'hydrated');
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
    await page.goto(side.url + part.path, { waitUntil: 'commit' });
    if (moment === 'hydrated') await waitForHydrated(page, SETTLE_MS);
    else await waitForFirstPaint(page);
    const touch = await part.prepare(page);
    if (moment === 'hydrating') {
      scripts.release();
      // An unreferenced timer: once an island has started, it no longer keeps the bench alive for its 30 s.
      await Promise.race([
        hydrating.started,
        wait(30_000, undefined, { ref: false }).then(() => {
          throw new Error('the page never started to hydrate');
        }),
      ]);
    }
    await touch.act();
    scripts.release();
    await waitForHydrated(page, 0);
    const recorded = (await page.evaluate(readRecorded)) as Recorded;
    return { recorded, lost: await touch.lost(), hit: hitMoment(moment, recorded) };
  } finally {
    await context.close();
  }
}

const key = (part: Part, moment: Moment) => `${part.name} @ ${moment}`;
const runs = new Map<Side, Map<string, Run[]>>(
  sides.map((s) => [s, new Map(parts.flatMap((p) => MOMENTS.map((m) => [key(p, m), []])))]),
);
const failures: string[] = [];
const browser = await launchChromium();
try {
  for (let round = 0; round < RUNS; round++) {
    const order = round % 2 ? [...sides].reverse() : sides;
    for (const part of round % 2 ? [...parts].reverse() : parts)
      for (const moment of MOMENTS)
        for (const side of order) {
          const label = `${side.label ? `${side.label} ` : ''}${key(part, moment)}`;
          try {
            const run = await measure(browser, side, part, moment);
            runs.get(side)!.get(key(part, moment))!.push(run);
            if (run.lost) console.log(`  ${label}: LOST, ${run.lost}`);
          } catch (error) {
            failures.push(`${label}: ${(error as Error).message.split('\n')[0]}`);
            console.log(`  ${label}: failed, ${failures.at(-1)}`);
          }
        }
    console.log(
      `round ${round + 1} of ${RUNS} done${compare ? ` (${order.map((s) => s.label).join(' then ')})` : ''}; load ${loadAverage()}`,
    );
  }
} finally {
  await browser.close();
  undoAll();
}

/** The median duration, "<16" when under the Event Timing threshold; with the count of runs that missed. */
function figure(list: Run[]): { ms: number; shown: string; handlers: string; missed: number; lost: Run[] } {
  const ms = list.length ? median(list.map((r) => r.recorded.duration)) : NaN;
  const shown = Number.isNaN(ms) ? 'n/a' : ms === 0 ? '<16' : String(Math.round(ms));
  const timed = list.filter((r) => r.recorded.duration > 0);
  const handlers = timed.length ? String(Math.round(median(timed.map((r) => r.recorded.handlers)))) : '';
  return { ms, shown, handlers, missed: list.filter((r) => !r.hit).length, lost: list.filter((r) => r.lost) };
}
const mark = (ms: number, moment: Moment) => (Number.isNaN(ms) ? '' : ms <= TARGET_MS[moment] ? 'pass' : 'FAIL');
const lostCell = (f: ReturnType<typeof figure>, count: number) =>
  f.lost.length ? `${f.lost.length}/${count}: ${f.lost[0]!.lost}` : '';

const measured = sides.at(-1)!;
const busyNote = busy ? ' — TAKEN ON A BUSY MACHINE (load average ≥ 1 when measuring began)' : '';
console.log(
  `\n${sides.map((s) => `${s.label || 'measured'}: ${s.what}`).join(', ')}; Event Timing duration, median of ${RUNS} runs, ms${busyNote}`,
);
const rows: Record<string, Record<string, string>> = {};
for (const part of parts)
  for (const moment of MOMENTS) {
    const row: Record<string, string> = {};
    for (const side of sides) {
      const list = runs.get(side)!.get(key(part, moment))!;
      const f = figure(list);
      const name = side.label ? ` ${side.label}` : '';
      row[`ms${name}`] = f.shown;
      row[`handlers${name}`] = f.handlers;
      row[`target${name}`] = `≤${TARGET_MS[moment]} ${mark(f.ms, moment)}`;
      row[`lost${name}`] = lostCell(f, list.length);
      if (f.missed) row[`off moment${name}`] = `${f.missed}/${list.length}`;
    }
    rows[key(part, moment)] = row;
  }
console.table(rows);
console.log(
  'every run (ms, 0 = under 16), in the order measured:\n' +
    [...runs.get(sides[0]!)!.keys()]
      .map(
        (k) =>
          `  ${k.padEnd(34)} ${sides
            .map(
              (s) =>
                `${s.label ? `${s.label}: ` : ''}${runs
                  .get(s)!
                  .get(k)!
                  .map((r) => Math.round(r.recorded.duration))
                  .join(' ')}`,
            )
            .join('   ')}`,
      )
      .join('\n'),
);
console.log(`load average at end: ${loadAverage()}`);
for (const failure of failures) console.log(`  failed run: ${failure}`);

const lostHere = [...runs.get(measured)!.values()].flat().filter((r) => r.lost).length;
if (lostHere) console.log(`${lostHere} action(s) of ${measured.what} LOST${SMOKE ? ' (smoke mode: not failing)' : ''}`);
if (failures.length || (lostHere && !SMOKE)) process.exitCode = 1;
