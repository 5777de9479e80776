// npm run bench:lighthouse: Lighthouse 12 (mobile preset) on every page of the production build, in Debian's Chromium.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { serveBuild } from './serve';

const routes = readFileSync(path.resolve('dist/client/sitemap.xml'), 'utf8')
  .match(/<loc>[^<]+<\/loc>/g)!
  .map((loc) => new URL(loc.slice(5, -6)).pathname)
  .filter((route) => !process.argv[2] || route.includes(process.argv[2]));

const { url, close } = await serveBuild();
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

const rows: Record<string, Record<string, number>> = {};
const categories = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
const failing = new Map<string, Set<string>>();
try {
  for (const route of routes) {
    const result = await lighthouse(url + route, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: [...categories],
    });
    const lhr = result!.lhr;
    rows[route] = Object.fromEntries(categories.map((c) => [c, Math.round((lhr.categories[c]?.score ?? 0) * 100)]));
    for (const c of categories)
      for (const ref of lhr.categories[c]?.auditRefs ?? []) {
        const audit = lhr.audits[ref.id];
        if (ref.weight > 0 && audit && audit.score !== null && audit.score < 1)
          failing.set(`${c}: ${ref.id}`, (failing.get(`${c}: ${ref.id}`) ?? new Set()).add(route));
      }
  }
} finally {
  chrome.kill();
  await close();
}
console.table(rows);
const min = (c: (typeof categories)[number]) => Math.min(...Object.values(rows).map((r) => r[c] ?? 0));
console.log(`lowest: ${categories.map((c) => `${c} ${min(c)}`).join(', ')} (targets: 100, performance ≥ 95)`);
for (const [audit, where] of failing)
  console.log(`  not perfect: ${audit} on ${where.size} page(s), e.g. ${[...where].slice(0, 3).join(', ')}`);
