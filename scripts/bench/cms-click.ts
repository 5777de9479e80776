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
import { spawn } from 'node:child_process';
import { cpSync, rmSync } from 'node:fs';
import path from 'node:path';
import type { Browser, Frame } from 'playwright-core';
import { formatCents } from '../../src/vocabulary/money.ts';
import { launchChromium } from './chromium.ts';
import { load } from './cms-bench.ts';
import { clickRuns, FILE, RECORD, report, starter, type Result } from './cms-click-runs.ts';
import { DRAFT_FRAME, openField, openInNewDraft, processGroup, startTeamService, until } from './team-service.ts';
import { atExit } from './exit.ts';
import { tsxCommand } from '../node-command.ts';

const localPort = Number(process.env.BENCH_CMS_PORT ?? 4992);
const teamE2ePort = Number(process.env.BENCH_E2E_PORT ?? 4977);

/** `npm run cms` on a scratch copy of content/ (its folder removed at the end), as cms-bench.ts starts it. */
async function startLocalEditor() {
  const scratch = path.resolve('.tmp/bench-click-local');
  rmSync(scratch, { recursive: true, force: true });
  atExit(() => rmSync(scratch, { recursive: true, force: true }));
  cpSync('content', path.join(scratch, 'content'), { recursive: true });
  const server = spawn(...tsxCommand('scripts/cms.ts'), {
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
