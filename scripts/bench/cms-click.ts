// Click to edit (issue 38) in both editors: from a click on the live preview to the field that filled what was
// clicked being the editor's focused element, on Shared Hosting, in real Chromium. The clicks go in turn to the
// Starter price, its description and the hero's h1 (root_plans_0_price, root_plans_0_description,
// root_sections_0_title; the texts are read from content/products/shared.yaml). Timed from the click event's
// timestamp in the preview's document to the focusin of the field in the editor's page, both as absolute times
// (performance.timeOrigin + …):
//   - local (npm run cms on a scratch copy of content/): the frame is the dev site's, cross-origin; an init script
//     records the click inside it, the overlay there posts the pick to the editor;
//   - team (the service as the e2e starts it, signed in, a new draft, a price typed so the frame shows the live,
//     tagged page): the frame runs no script; the editor's page records the click on the frame's window.
// Prints median, min and max per editor over RUNS clicks (default 9, after a warm-up round of each target), with
// the load average; target ≤ 100 ms. BENCH_SMOKE=1: one click per editor, no warm-up.
import { spawn } from 'node:child_process';
import { cpSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import type { Browser, Frame, FrameLocator, Locator, Page } from 'playwright-core';
import { readYaml } from '../../cms/local-api/yaml-edit.ts';
import { formatCents } from '../../src/vocabulary/money.ts';
import { launchChromium } from './chromium.ts';
import { load } from './cms-bench.ts';
import { smoke as SMOKE } from './smoke.ts';
import {
  DRAFT_FRAME,
  figures,
  openField,
  openInNewDraft,
  processGroup,
  startTeamService,
  until,
} from './team-service.ts';
import { atExit } from './exit.ts';

const RUNS = SMOKE ? 1 : Number(process.env.RUNS ?? 9);
const WARM_UPS = SMOKE ? 0 : 3;
const FILE = 'products/shared.yaml';
const localPort = Number(process.env.BENCH_CMS_PORT ?? 4992);
const teamE2ePort = Number(process.env.BENCH_E2E_PORT ?? 4977);

const shared = readYaml(readFileSync(path.join('content', FILE), 'utf8')) as {
  plans: { name: string; price: number; description: string }[];
};
const first = shared.plans[0];
if (!first) throw new Error(`${FILE} has no plan`);
const starter = first;

interface Target {
  name: string;
  field: string;
  in: (preview: Locator) => Locator;
}
/** What is clicked, in turn: the Starter price (as the preview shows `cents`), its description, the hero's h1. */
const targets = (cents: number): Target[] => [
  { name: 'price', field: 'root_plans_0_price', in: (main) => main.getByText(formatCents(cents)).first() },
  { name: 'description', field: 'root_plans_0_description', in: (main) => main.getByText(starter.description).first() },
  { name: 'h1', field: 'root_sections_0_title', in: (main) => main.locator('h1').first() },
];

declare global {
  interface Window {
    bench: { pointerdown: number[]; click: number[]; focus: { id: string; at: number }[] };
    benchArm: () => boolean;
  }
}

/**
 * Every document: the times of its pointerdowns and clicks (the local preview frame's, in the frame) and, in the
 * editor's page, of each focusin with the focused element's id. In the team editor's page, benchArm() records the
 * clicks of its preview frame's current document (which runs no script of its own) into the page's lists.
 * A string, not a function: tsx would wrap inner functions in a helper the page does not have.
 */
const RECORD = `
window.bench = { pointerdown: [], click: [], focus: [] };
for (const type of ['pointerdown', 'click'])
  addEventListener(type, (e) => window.bench[type].push(performance.timeOrigin + e.timeStamp), true);
if (window === window.top) {
  addEventListener('focusin', (e) => window.bench.focus.push({ id: e.target.id ?? '', at: performance.timeOrigin + performance.now() }), true);
  const armed = new WeakSet();
  window.benchArm = () => {
    const frame = document.querySelector(${JSON.stringify(DRAFT_FRAME)});
    const doc = frame?.contentDocument;
    const win = frame?.contentWindow;
    if (!doc || !win) return false;
    if (armed.has(doc)) return true;
    armed.add(doc);
    for (const type of ['pointerdown', 'click'])
      win.addEventListener(type, (e) => window.bench[type].push(win.performance.timeOrigin + e.timeStamp), true);
    return true;
  };
}
`;

interface Editor {
  page: Page;
  preview: FrameLocator;
  /** Before each click: the lists emptied (and, in the team editor, the frame's document armed) */
  reset: () => Promise<void>;
  /** The click's times, as recorded in the preview's document */
  clicked: () => Promise<{ pointerdown: number; click: number }>;
}

interface Result {
  fromClick: number[];
  fromPointerdown: number[];
  warmUp: number[];
}

/** Clicks the targets in turn; each time from the click to its field focused in the editor. */
async function clickRuns(editor: Editor, cents: number, label: string): Promise<Result> {
  const result: Result = { fromClick: [], fromPointerdown: [], warmUp: [] };
  const main = editor.preview.locator('main');
  const list = targets(cents);
  for (let run = 0; run < WARM_UPS + RUNS; run++) {
    const target = list[run % list.length]!;
    const element = target.in(main);
    await element.scrollIntoViewIfNeeded();
    // The keyboard elsewhere, so that the field's focus is news.
    await editor.page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
    await editor.page.waitForTimeout(300);
    await editor.reset();
    await element.click();
    const focused = await editor.page
      .waitForFunction(() => window.bench.focus.find((f) => f.id.startsWith('root_')), null, { timeout: 30_000 })
      .then((handle) => handle.jsonValue())
      .catch(() => null);
    if (!focused) throw new Error(`${label}: a click on the ${target.name} focused no field within 30 s`);
    if (focused.id !== target.field)
      throw new Error(`${label}: a click on the ${target.name} focused ${focused.id}, not ${target.field}`);
    const at = await editor.clicked();
    if (!Number.isFinite(at.click)) throw new Error(`${label}: the preview recorded no click`);
    const ms = focused.at - at.click;
    if (run < WARM_UPS) result.warmUp.push(ms);
    else {
      result.fromClick.push(ms);
      result.fromPointerdown.push(focused.at - at.pointerdown);
    }
    console.log(
      `  ${label} ${run < WARM_UPS ? 'warm-up' : `run ${run - WARM_UPS + 1}`}: ${target.name} ${Math.round(ms)} ms`,
    );
  }
  return result;
}

function report(label: string, result: Result) {
  console.log(`${label}: the click on the preview to its field focused, ${RUNS} click(s):`);
  console.log(`  ${figures(result.fromClick)} (target: median ≤ 100 ms)`);
  console.log(`  from the pointerdown: ${figures(result.fromPointerdown)}`);
  if (result.warmUp.length)
    console.log(`  warm-up (first click on each): ${result.warmUp.map(Math.round).join(', ')} ms`);
}

/** `npm run cms` on a scratch copy of content/ (its folder removed at the end), as cms-bench.ts starts it. */
async function startLocalEditor() {
  const scratch = path.resolve('.tmp/bench-click-local');
  rmSync(scratch, { recursive: true, force: true });
  atExit(() => rmSync(scratch, { recursive: true, force: true }));
  cpSync('content', path.join(scratch, 'content'), { recursive: true });
  const server = spawn(process.execPath, ['--import', 'tsx', 'scripts/cms.ts'], {
    env: {
      ...process.env,
      CONTENT_DIR: path.relative(process.cwd(), path.join(scratch, 'content')),
      CMS_PORT: String(localPort),
    },
    stdio: ['ignore', 'pipe', 'inherit'],
    detached: true,
  });
  const group = processGroup(server, 'the local editor');
  let ready = false;
  server.stdout.on('data', (d: Buffer) => (ready ||= d.includes('Content editor')));
  const stop = async () => {
    await group.stop();
    rmSync(scratch, { recursive: true, force: true });
  };
  try {
    await until('the local editor', () => Promise.resolve(ready), group.exitCode, 180_000);
  } catch (error) {
    await stop();
    throw error;
  }
  return { origin: `http://127.0.0.1:${localPort}`, stop };
}

async function local(browser: Browser): Promise<Result> {
  const editor = await startLocalEditor();
  try {
    const context = await browser.newContext({ viewport: { width: 1600, height: 1000 } });
    context.setDefaultTimeout(120_000);
    await context.addInitScript(RECORD);
    const page = await context.newPage();
    await page.goto(`${editor.origin}/#${FILE}`);
    const frame = async (): Promise<Frame> => {
      for (;;) {
        const found = page.frames().find((f) => f.url().includes('/__live-preview/frame'));
        if (found) return found;
        await page.waitForTimeout(100);
      }
    };
    const inFrame = await frame();
    await inFrame.waitForFunction(() => document.getElementById('main')?.textContent?.includes('$'), null, {
      timeout: 180_000,
    });
    // The frame is another origin (the dev site's port): its clock against the page's.
    const before = await page.evaluate(() => performance.timeOrigin + performance.now());
    const framed = await inFrame.evaluate(() => performance.timeOrigin + performance.now());
    const after = await page.evaluate(() => performance.timeOrigin + performance.now());
    if (framed < before - 1 || framed > after + 1)
      console.log(
        `  odd: the frame's clock is off the page's (${Math.round(framed - before)} ms after, beyond the ${Math.round(after - before)} ms asked)`,
      );
    return await clickRuns(
      {
        page,
        preview: page.frameLocator('iframe[title="Live preview"]'),
        reset: async () => {
          await page.evaluate(() => (window.bench.focus = []));
          await inFrame.evaluate(() => {
            window.bench.pointerdown = [];
            window.bench.click = [];
          });
        },
        clicked: () =>
          inFrame.evaluate(() => ({
            pointerdown: window.bench.pointerdown.at(-1) ?? NaN,
            click: window.bench.click.at(-1) ?? NaN,
          })),
      },
      starter.price,
      'local',
    );
  } finally {
    await editor.stop();
  }
}

async function team(browser: Browser): Promise<Result> {
  const service = await startTeamService(teamE2ePort);
  try {
    const { page } = await openInNewDraft(browser, service.origin, FILE, RECORD);
    const preview = page.frameLocator(DRAFT_FRAME);
    await preview.locator('main').waitFor({ timeout: 300_000 });
    // A price typed, not saved: the frame shows the live page, whose texts carry their fields.
    const cents = starter.price + 1234;
    await (await openField(page, ['plans', 0, 'price'])).fill((cents / 100).toFixed(2));
    await preview.locator('main').getByText(formatCents(cents)).first().waitFor({ timeout: 300_000 });
    const skew = await page.evaluate(() => {
      const win = document.querySelector<HTMLIFrameElement>('iframe[title^="Draft preview of"]')?.contentWindow;
      return win
        ? win.performance.timeOrigin + win.performance.now() - (performance.timeOrigin + performance.now())
        : 0;
    });
    if (Math.abs(skew) > 1) console.log(`  odd: the frame's clock is ${Math.round(skew)} ms off the page's`);
    return await clickRuns(
      {
        page,
        preview,
        reset: async () => {
          const armed = await page.evaluate(() => {
            window.bench = { pointerdown: [], click: [], focus: [] };
            return window.benchArm();
          });
          if (!armed) throw new Error('team: no preview frame to record clicks in');
        },
        clicked: () =>
          page.evaluate(() => ({
            pointerdown: window.bench.pointerdown.at(-1) ?? NaN,
            click: window.bench.click.at(-1) ?? NaN,
          })),
      },
      cents,
      'team',
    );
  } finally {
    await service.stop();
  }
}

console.log(`load average at start: ${load()}`);
const browser = await launchChromium();
try {
  const localResult = await local(browser);
  console.log(`load average after the local editor: ${load()}`);
  const teamResult = await team(browser);
  report(`local editor (npm run cms), ${FILE}`, localResult);
  report(`team editor (the service, in a draft), ${FILE}`, teamResult);
} finally {
  await browser.close().catch(() => undefined);
}
console.log(`load average at end: ${load()}`);
