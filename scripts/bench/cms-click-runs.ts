// The clicks of bench:cms-click (cms-click.ts), the same in both editors: what is clicked on the Shared Hosting
// preview (the Starter price, its description, the hero's h1), the script that records the clicks and the focus,
// and the loop that clicks each target in turn and times it to its field focused in the editor.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { FrameLocator, Locator, Page } from 'playwright-core';
import { readYaml } from '../../cms/local-api/yaml-edit.ts';
import { formatCents } from '../../src/vocabulary/money.ts';
import { smoke as SMOKE } from './smoke.ts';
import { DRAFT_FRAME, figures } from './team-service.ts';

export const RUNS = SMOKE ? 1 : Number(process.env.RUNS ?? 9);
const WARM_UPS = SMOKE ? 0 : 3;
export const FILE = 'products/shared.yaml';

const shared = readYaml(readFileSync(path.join('content', FILE), 'utf8')) as {
  plans: { name: string; price: number; description: string }[];
};
const first = shared.plans[0];
if (!first) throw new Error(`${FILE} has no plan`);
export const starter = first;

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
export const RECORD = `
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

export interface Editor {
  page: Page;
  preview: FrameLocator;
  /** Before each click: the lists emptied (and, in the team editor, the frame's document armed) */
  reset: () => Promise<void>;
  /** The click's times, as recorded in the preview's document */
  clicked: () => Promise<{ pointerdown: number; click: number }>;
}

export interface Result {
  fromClick: number[];
  fromPointerdown: number[];
  warmUp: number[];
}

/** Clicks the targets in turn; each time from the click to its field focused in the editor. */
export async function clickRuns(editor: Editor, cents: number, label: string): Promise<Result> {
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

export function report(label: string, result: Result) {
  console.log(`${label}: the click on the preview to its field focused, ${RUNS} click(s):`);
  console.log(`  ${figures(result.fromClick)} (target: median ≤ 100 ms)`);
  console.log(`  from the pointerdown: ${figures(result.fromPointerdown)}`);
  if (result.warmUp.length)
    console.log(`  warm-up (first click on each): ${result.warmUp.map(Math.round).join(', ')} ms`);
}
