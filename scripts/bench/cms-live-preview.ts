// The content editor's live preview: from the keystroke that completes a plan price to the preview showing it,
// unsaved, on a scratch copy of content/ in real Chromium. Types each price at a marketer's pace (a key every
// KEY_GAP_MS) and times the last key: the time the page shows it, the next frame after the text is in its DOM.
// The editor itself, on Shared Hosting: the money field, the form's own update and the frame's, as a marketer sees.
import type { Frame } from 'playwright-core';
import { median, startEditor } from './cms-bench.ts';
import { inSmoke } from './smoke.ts';

const RUNS = inSmoke(Number(process.env.RUNS ?? 9), 1);
const KEY_GAP_MS = 150;
const dir = '.tmp/bench-live-preview/content';
const port = Number(process.env.CMS_PORT ?? 4930);
const file = 'products/shared.yaml';

declare global {
  interface Window {
    keys: number[];
    updates: number[];
    shown: { server: number; total: number }[];
    waitFor: (text: string) => Promise<number>;
    done: Promise<number>;
  }
}

const { editor, browser, stop } = await startEditor(dir, port);
const address = `${editor}/#${file}`;
try {
  const page = await browser.newPage({ viewport: { width: 1600, height: 1000 } });
  // Every frame: the editor notes its keystrokes and the preview's answers, the preview can say when a text shows.
  // A string, not a function: tsx would wrap the function's inner functions in a helper the page does not have.
  await page.addInitScript(`
    window.keys = [];
    window.shown = [];
    window.updates = [];
    addEventListener('keydown', (e) => window.keys.push(performance.timeOrigin + e.timeStamp), true);
    addEventListener('message', (e) => e.data?.kind === 'shown' && window.shown.push(e.data));
    addEventListener('message', (e) => e.data?.kind === 'update' && window.updates.push(performance.timeOrigin + performance.now()));
    window.waitFor = (text) =>
      new Promise((resolve) => {
        const check = () => {
          if (!document.getElementById('main')?.textContent?.includes(text)) return;
          observer.disconnect();
          requestAnimationFrame(() => resolve(performance.timeOrigin + performance.now()));
        };
        const observer = new MutationObserver(check);
        observer.observe(document, { subtree: true, childList: true, characterData: true });
        check();
      });
  `);
  await page.goto(address);
  const price = page.locator('#root_plans_0_price');
  // The editor shows each plan folded: its outline opens it.
  const starter = page.getByRole('button', { name: 'Plan: Starter' }).first();
  await Promise.race([price.waitFor({ timeout: 120_000 }), starter.waitFor({ timeout: 120_000 })]);
  if (!(await price.isVisible())) await starter.click();
  await price.waitFor();
  const preview = async (): Promise<Frame> => {
    for (;;) {
      const frame = page.frames().find((f) => f.url().includes('/__live-preview/frame'));
      if (frame) return frame;
      await page.waitForTimeout(100);
    }
  };
  const frame = await preview();
  await frame.waitForFunction(() => document.getElementById('main')?.textContent?.includes('$'), null, {
    timeout: 120_000,
  });

  const latencies: number[] = [];
  const handovers: number[] = [];
  for (let run = 0; run <= RUNS; run++) {
    const cents = String(549 + 10 * run);
    const text = `$${cents.slice(0, -2)}.${cents.slice(-2)}`;
    // The money field takes dollars: "5.49".
    const typed = text.slice(1);
    await price.click();
    await price.press('Control+A');
    await price.pressSequentially(typed.slice(0, -1), { delay: KEY_GAP_MS });
    await page.waitForTimeout(KEY_GAP_MS);
    await frame.evaluate((t) => void (window.done = window.waitFor(t)), text);
    await price.press(typed.slice(-1));
    const shownAt = await frame.evaluate(() => window.done);
    const keyAt = await page.evaluate(() => window.keys.at(-1) ?? NaN);
    const receivedAt = await frame.evaluate(() => window.updates.at(-1) ?? NaN);
    // The first run also loads the section components: a warm-up, not what a marketer sees while typing.
    if (run > 0) latencies.push(shownAt - keyAt);
    if (run > 0) handovers.push(receivedAt - keyAt);
    await page.waitForTimeout(400);
  }
  const answers = (await page.evaluate(() => window.shown)).slice(-RUNS * 3);
  console.log(`live preview, a plan price typed ${RUNS} times (${address.replace(editor, '')}):`);
  console.log(`  keystroke to preview updated, median: ${Math.round(median(latencies))} ms`);
  console.log(`  each run: ${latencies.map(Math.round).join(', ')} ms`);
  const answered = (key: 'server' | 'total') => median(answers.map((a) => a[key]));
  console.log(
    `  keystroke to the frame receiving the data (the form's own update), median: ${Math.round(median(handovers))} ms`,
  );
  console.log(`  in the frame, per update (median): the dev site's answer ${answered('server')} ms,`);
  console.log(`    its answer + template and sections ready + rendered ${answered('total')} ms`);
} finally {
  await stop();
}
