// The team editor's draft preview with unsaved edits (issue 38): from the keystroke that completes a price or a text
// to the preview beside the form showing it, in real Chromium against the team service (npm run cms:serve) as the
// e2e starts it (tests/helpers/cms-team-service.ts: a scratch git daemon remote, a users file, the editor app built
// into its scratch folder), signed in as an editor, in a new draft. The document is the largest that is a page of
// its own, by its fields (counted here, and printed). Each price or text is typed at a marketer's pace (a key every
// KEY_GAP_MS, as cms-live-preview.ts types) and the last key is timed: from its keydown to the frame's document
// holding the text (a MutationObserver on it from the editor's page: same origin, the frame runs no script), then
// the next frame. Prints median, min and max over RUNS (default 9), with the load average; target ≤ 300 ms.
// BENCH_SMOKE=1: one run, no warm-up. The team service's start and the editor's sign-in: team-service.ts.
import { formatCents } from '../../src/vocabulary/money.ts';
import { launchChromium } from './chromium.ts';
import { load } from './cms-bench.ts';
import { leaves, pageDocuments } from './page-documents.ts';
import { smoke } from './smoke.ts';
import { DRAFT_FRAME, fieldId, figures, openField, openInNewDraft, startTeamService } from './team-service.ts';

/** Smoke mode (scripts/bench/smoke.ts): BENCH_SMOKE=1 or --smoke */
const SMOKE = smoke;

declare global {
  interface Window {
    benchKeys: number[];
    benchWatch: (text: string) => boolean;
    benchShown: Promise<{ at: number; navigated: boolean } | { timeout: true }>;
  }
}

/**
 * In the editor's page (not in its frames): the time of every keydown, and benchWatch(text), which (unless the
 * preview already shows the text) sets benchShown to the time of the first frame after the preview's document holds
 * it. A string, not a function: tsx would wrap inner functions in a helper the page does not have.
 */
const WATCH = `
if (window === window.top) {
  window.benchKeys = [];
  addEventListener('keydown', (e) => window.benchKeys.push(performance.timeOrigin + e.timeStamp), true);
  window.benchWatch = (text) => {
    const frameDoc = () => document.querySelector(${JSON.stringify(DRAFT_FRAME)})?.contentDocument ?? null;
    const shows = (doc) => ((doc.querySelector('main') ?? doc.body)?.textContent ?? '').includes(text);
    const start = frameDoc();
    if (start && shows(start)) return false;
    let doc = null;
    let observer = null;
    let navigated = false;
    let finished = false;
    window.benchShown = new Promise((resolve) => {
      const finish = (result) => {
        finished = true;
        observer?.disconnect();
        resolve(result);
      };
      const check = () => {
        if (finished) return;
        const now = frameDoc();
        // The frame's first live page is loaded, not swapped in: a new document to watch.
        if (now && now !== doc) {
          navigated ||= doc !== null;
          observer?.disconnect();
          doc = now;
          observer = new MutationObserver(check);
          observer.observe(doc, { subtree: true, childList: true, characterData: true });
        }
        if (doc && shows(doc)) {
          finished = true;
          observer?.disconnect();
          requestAnimationFrame(() => resolve({ at: performance.timeOrigin + performance.now(), navigated }));
        }
      };
      const poll = () => {
        check();
        if (!finished) requestAnimationFrame(poll);
      };
      poll();
      setTimeout(() => finished || finish({ timeout: true }), 120000);
    });
    return true;
  };
}
`;

interface Run {
  kind: 'price' | 'text';
  shown: number;
  sent: number;
  answered: number;
  navigated: boolean;
}

async function main() {
  const RUNS = SMOKE ? 1 : Number(process.env.RUNS ?? 9);
  // One of each kind: the first live page loads the frame (later ones are swapped in) and compiles the renderer's
  // live page; the first text also the form's text field.
  const WARM_UPS = SMOKE ? 0 : 2;
  const KEY_GAP_MS = 150;
  const e2ePort = Number(process.env.BENCH_E2E_PORT ?? 4975);

  console.log(`load average at start: ${load()}`);
  const documents = await pageDocuments();
  const chosen = documents[0];
  if (!chosen) throw new Error('no document is a page of its own');
  const all = leaves(chosen.data);
  const price = all.find(([at, v]) => at.at(-1) === 'price' && typeof v === 'number' && v > 0)?.[0];
  const sectionTitle = ['sections', 0, 'title'];
  const text = all.some(([at, v]) => at.join() === sectionTitle.join() && typeof v === 'string')
    ? sectionTitle
    : all.find(([at, v]) => at[0] === 'sections' && at.at(-1) === 'title' && typeof v === 'string')?.[0];
  if (!price && !text) throw new Error(`${chosen.file} has no price and no section title to type`);
  console.log(
    `the largest documents that are pages (fields): ${documents
      .slice(0, 4)
      .map((d) => `${d.file} ${d.fields}`)
      .join(', ')}`,
  );
  console.log(
    `  typing in ${chosen.file} (${chosen.fields} fields, ${chosen.page}): ${[price, text]
      .filter(Boolean)
      .map((at) => fieldId(at!))
      .join(' and ')}`,
  );

  const service = await startTeamService(e2ePort);
  const browser = await launchChromium();
  const runs: Run[] = [];
  try {
    const { page } = await openInNewDraft(browser, service.origin, chosen.file, WATCH);
    // The draft's preview as saved: its renderer starts as the draft opens.
    await page.frameLocator(DRAFT_FRAME).locator('main').waitFor({ timeout: 300_000 });
    const priceField = price && (await openField(page, price));
    const textField = text && (await openField(page, text));
    let shownText = text ? String(all.find(([at]) => at.join() === text.join())?.[1]) : '';

    for (let run = 0; run < WARM_UPS + RUNS; run++) {
      const kind = !priceField || (textField && run % 2 === 1) ? 'text' : 'price';
      const field = kind === 'price' ? priceField : textField;
      if (!field) throw new Error('no field to type in');
      let keys: string;
      let expected: string;
      await field.click();
      if (kind === 'price') {
        // The money field takes dollars: "12.34"; the page shows "$12.34". The last digit is never 0: the page
        // would show "$19.00" from "19.0", before the last key.
        const cents = 1234 + 111 * run + ((1234 + 111 * run) % 10 === 0 ? 1 : 0);
        keys = (cents / 100).toFixed(2);
        expected = formatCents(cents);
        await field.press('Control+A');
      } else {
        keys = ` r${run}`;
        shownText += keys;
        expected = shownText;
        await field.press('End');
      }
      await field.pressSequentially(keys.slice(0, -1), { delay: KEY_GAP_MS });
      await page.waitForTimeout(KEY_GAP_MS);
      await page.evaluate(() => performance.clearResourceTimings());
      if (!(await page.evaluate((t) => window.benchWatch(t), expected)))
        throw new Error(`the preview shows ${JSON.stringify(expected)} before its last key`);
      await field.press(keys.slice(-1));
      const shown = await page.evaluate(() => window.benchShown);
      if ('timeout' in shown) throw new Error(`the preview did not show ${JSON.stringify(expected)} within 120 s`);
      const timing = await page.evaluate(() => {
        const key = window.benchKeys.at(-1) ?? NaN;
        // The first call of the live preview after the last key carries its data (only the newest waits).
        const post = performance
          .getEntriesByType('resource')
          .find(
            (e): e is PerformanceResourceTiming =>
              e.name.endsWith('/live') && performance.timeOrigin + e.startTime >= key - 1,
          );
        return {
          key,
          sent: post ? performance.timeOrigin + post.startTime - key : NaN,
          answered: post ? performance.timeOrigin + post.responseEnd - key : NaN,
        };
      });
      const measured = { kind, shown: shown.at - timing.key, ...timing, navigated: shown.navigated } as const;
      if (run >= WARM_UPS) runs.push(measured);
      const label = run < WARM_UPS ? 'warm-up' : `run ${run - WARM_UPS + 1}`;
      console.log(
        `  ${label}: ${kind} ${JSON.stringify(expected.slice(-12))} shown ${Math.round(measured.shown)} ms` +
          `${shown.navigated ? ' (frame loaded, not swapped)' : ''}`,
      );
      await page.waitForTimeout(400);
    }
  } finally {
    await browser.close().catch(() => undefined);
    await service.stop();
  }
  const of = (kind: Run['kind']) => runs.filter((r) => r.kind === kind).map((r) => r.shown);
  console.log(
    `team draft preview: the last key to the preview showing it, ${chosen.file}, a key every ${KEY_GAP_MS} ms, ${RUNS} run(s):`,
  );
  console.log(`  all: ${figures(runs.map((r) => r.shown))} (target: median ≤ 300 ms)`);
  for (const kind of ['price', 'text'] as const) if (of(kind).length) console.log(`  ${kind}s: ${figures(of(kind))}`);
  const sent = runs.map((r) => r.sent).filter(Number.isFinite);
  const answered = runs.map((r) => r.answered).filter(Number.isFinite);
  if (sent.length) console.log(`  the last key to its POST /live sent (after the one on its way): ${figures(sent)}`);
  if (answered.length) console.log(`  the last key to the service's answer: ${figures(answered)}`);
  const loaded = runs.filter((r) => r.navigated).length;
  if (loaded) console.log(`  ${loaded} of ${runs.length} run(s) loaded the frame instead of swapping the page in`);
  console.log(`load average at end: ${load()}`);
}

await main();
