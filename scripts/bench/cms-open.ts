// npx tsx scripts/bench/cms-open.ts: how long the content editor takes to open a document, from the click on it in
// the list to its form taking a keystroke, on a scratch copy of content/ in real Chromium. Median of RUNS opens;
// CPU_THROTTLE=4 slows the page's CPU four times, like a busy machine.
import { median, startEditor } from './cms-bench.ts';
import { inSmoke } from './smoke.ts';

const RUNS = inSmoke(Number(process.env.RUNS ?? 7), 1);
const FILE = process.env.FILE ?? 'products/shared.yaml';
const THROTTLE = Number(process.env.CPU_THROTTLE ?? 1);
const dir = '.tmp/bench-cms-open/content';
const port = Number(process.env.CMS_PORT ?? 4920);

const { editor, browser, stop } = await startEditor(dir, port);
try {
  const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
  const cdp = await page.context().newCDPSession(page);
  const field = page.locator('#document-form input, #document-form textarea').first();
  const opens: number[] = [];
  // The first open compiles the editor's modules: a warm-up, not counted.
  for (let run = 0; run <= RUNS; run++) {
    await page.goto(`${editor}/#site.yaml`);
    await field.waitFor({ timeout: 120_000 });
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: THROTTLE });
    const started = performance.now();
    // The editor names a document by its title, in the list and in the form's header (never by its file).
    const link = page.locator(`nav a[href="#${FILE}"]`);
    const title = (await link.textContent())?.trim() ?? FILE;
    await link.click();
    await page.locator('.document-header h2', { hasText: title }).waitFor({ timeout: 120_000 });
    await field.focus();
    // Interactive: the focus landed and the next frame ran.
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0))));
    if (run > 0) opens.push(performance.now() - started);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
  }
  console.log(`content editor, ${FILE} opened ${RUNS} times (CPU ×${THROTTLE}):`);
  console.log(`  median ${Math.round(median(opens))} ms (each: ${opens.map(Math.round).join(', ')})`);
} finally {
  await stop();
}
