// npm run bench:cms: how long a save in the content editor takes to be checked and written, and to show on the
// preview site, measured on a scratch copy of content/ in real Chromium. Median of RUNS saves.
import { median, startEditor } from './cms-bench.ts';
import { inSmoke } from './smoke.ts';

const RUNS = inSmoke(7, 1);
const dir = '.tmp/bench-cms/content';
const port = Number(process.env.CMS_PORT ?? 4910);
const usd = (cents: number) => `$${(cents / 100).toFixed(2)}`;

const { editor, preview, browser, stop } = await startEditor(dir, port);
try {
  const page = await browser.newPage();
  const file = 'products/shared.yaml';
  const doc = (await (await fetch(`${editor}/api/document?file=${file}`)).json()) as {
    data: { plans: { price: number }[] };
    version: string;
  };
  // Each save says the version it was made from: the one the save before answered.
  let base = { version: doc.version, data: doc.data };
  // A write needs the editor's own origin and the token its page was served with (cms/local-api/guard.ts).
  await page.goto(editor);
  const token = await page.locator('meta[name="cms-token"]').getAttribute('content');
  const own = { 'content-type': 'application/json', origin: editor, 'x-cms-token': token ?? '' };
  await page.goto(`${preview}/hosting/shared`);
  await page.getByText(usd(doc.data.plans[0]!.price)).first().waitFor({ timeout: 120_000 });
  const saves: number[] = [];
  const visible: number[] = [];
  for (let run = 1; run <= RUNS; run++) {
    const data = structuredClone(doc.data);
    data.plans[0]!.price += run * 100;
    const started = performance.now();
    const response = await fetch(`${editor}/api/document?file=${file}`, {
      method: 'PUT',
      headers: own,
      body: JSON.stringify({ data, base }),
    });
    if (!response.ok) throw new Error(`save failed: ${response.status} ${await response.text()}`);
    base = { version: ((await response.json()) as { version: string }).version, data };
    saves.push(performance.now() - started);
    await page.getByText(usd(data.plans[0]!.price)).first().waitFor({ timeout: 30_000 });
    visible.push(performance.now() - started);
  }
  console.log(`content editor, one price saved ${RUNS} times (median):`);
  console.log(`  checked and written:            ${Math.round(median(saves))} ms`);
  console.log(`  visible on the preview page:    ${Math.round(median(visible))} ms after the save started`);
} finally {
  await stop();
}
