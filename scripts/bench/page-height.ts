// npm run bench:page-height [filter…] [--pages=/,/domains]: how tall the production build's pages are on a phone,
// 375 × 812 px, in Debian's Chromium. Each page is loaded, hydrated, then scrolled down a screen at a time to its foot,
// as a visitor would (sections below the first screen take an estimated height until they are laid out:
// src/sections/sizes.ts); the height is the document's then, and the height at load is printed beside it.
// Issue 40 item 3's target: /domains and every product page (/hosting/<slug>, one per content/products/*.yaml) at
// most 4,500 px. It is printed, not asserted by a test: a marketer adding a plan must never turn the suite red.
// Pages: /, /domains and every /hosting page of the sitemap; positional filters or --pages pick others. Comparing
// builds (--base <ref>, --aa, --build: scripts/bench/sides.ts) prints each side's heights. --smoke: /domains alone.
import { readdirSync } from 'node:fs';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { launchChromium } from './chromium.ts';
import { undoAll } from './exit.ts';
import { loadAverage, openSides, parseArgs, selectRoutes, sitemapRoutes, type Side } from './sides.ts';
import { smoke } from './smoke.ts';

const VIEWPORT = { width: 375, height: 812 };
const TARGET_PX = 4500;
/** A page that is still growing after this long has a section that never settles: the bench says so. */
const SCROLL_TIMEOUT_MS = 30_000;

const args = parseArgs(process.argv.slice(2));
const sides = await openSides(args);
const products = readdirSync(path.resolve('content/products'))
  .filter((f) => f.endsWith('.yaml'))
  .map((f) => `/hosting/${f.slice(0, -'.yaml'.length)}`);
const targeted = (route: string) => route === '/domains' || products.includes(route);

function defaultRoutes(): string[] {
  const sitemap = sitemapRoutes(sides.at(-1)!.dist);
  return ['/', '/domains', ...sitemap.filter((r) => r === '/hosting' || r.startsWith('/hosting/'))].filter((r) =>
    sitemap.includes(r),
  );
}
// Smoke mode measures one page with a target, so that every step runs.
const routes = smoke ? ['/domains'] : args.pages || args.filters.length ? selectRoutes(args, sides) : defaultRoutes();

/** Scrolls a screen at a time until the window's foot meets the document's; answers the height at load and then. */
async function heights(page: Page): Promise<{ atLoad: number; atFoot: number }> {
  const atLoad = await page.evaluate(() => document.documentElement.scrollHeight);
  const started = performance.now();
  for (;;) {
    const atFoot = await page.evaluate(async () => {
      window.scrollBy(0, window.innerHeight);
      // A frame for content-visibility to lay out what came into view.
      await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
      const height = document.documentElement.scrollHeight;
      return window.scrollY + window.innerHeight >= height - 1 ? height : 0;
    });
    if (atFoot) return { atLoad, atFoot };
    if (performance.now() - started > SCROLL_TIMEOUT_MS)
      throw new Error(`still not at the foot after ${SCROLL_TIMEOUT_MS / 1000} s of scrolling`);
  }
}

console.log(
  `load average at start: ${loadAverage()}; ${routes.length} pages at ${VIEWPORT.width} × ${VIEWPORT.height} px`,
);
const browser = await launchChromium();
const measured = new Map<Side, Map<string, { atLoad: number; atFoot: number } | string>>();
try {
  for (const side of sides) {
    const bySide = new Map<string, { atLoad: number; atFoot: number } | string>();
    measured.set(side, bySide);
    for (const route of routes) {
      const context = await browser.newContext({ viewport: VIEWPORT, deviceScaleFactor: 1 });
      try {
        const page = await context.newPage();
        await page.goto(side.url + route, { waitUntil: 'networkidle' });
        await page.locator('html[data-hydrated]').waitFor({ state: 'attached', timeout: 15_000 });
        bySide.set(route, await heights(page));
      } catch (error) {
        bySide.set(route, (error as Error).message.split('\n')[0]!);
      } finally {
        await context.close();
      }
    }
  }
} finally {
  await browser.close();
  undoAll();
}

const px = (n: number) => n.toLocaleString('en-US');
console.log(`\nheight at ${VIEWPORT.width} px after scrolling to the foot (issue 40 target: ≤ ${px(TARGET_PX)} px)`);
console.table(
  Object.fromEntries(
    routes.map((route) => {
      const row: Record<string, string> = {};
      for (const side of sides) {
        const m = measured.get(side)!.get(route)!;
        const label = side.label ? ` ${side.label}` : '';
        if (typeof m === 'string') row[`px${label}`] = `failed: ${m}`;
        else {
          row[`px${label}`] = px(m.atFoot);
          row[`at load${label}`] = px(m.atLoad);
          if (targeted(route)) row[`target${label}`] = m.atFoot <= TARGET_PX ? 'met' : 'MISSED';
        }
      }
      return [route, row];
    }),
  ),
);
for (const side of sides) {
  const over = routes.filter((r) => {
    const m = measured.get(side)!.get(r);
    return targeted(r) && typeof m === 'object' && m.atFoot > TARGET_PX;
  });
  const of = routes.filter(targeted).length;
  console.log(
    `${side.label || 'measured'} (${side.what}): ${of - over.length} of ${of} targeted pages within ${px(TARGET_PX)} px${over.length ? `; over: ${over.join(', ')}` : ''}`,
  );
}
console.log(`load average at end: ${loadAverage()}`);
if ([...measured.values()].some((m) => [...m.values()].some((v) => typeof v === 'string'))) process.exitCode = 1;
