// npm run bench:lighthouse [filter] [--runs=N]: Lighthouse 12 (mobile preset) on every page of the production build,
// in Debian's Chromium. Each page is measured N times (default 3) in rounds, so no run opens the address the one
// before it opened, each in a fresh tab; the table shows the medians. A run that Lighthouse itself could not
// measure (its NO_NAVSTART runtime error, which scores 0) is retried instead of counted.
// The built server runs in its own process, so Lighthouse's work never delays its answers.
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { createServer, type AddressInfo } from 'node:net';
import { loadavg } from 'node:os';
import path from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';

const args = process.argv.slice(2);
const RUNS = Number(args.find((a) => a.startsWith('--runs='))?.slice(7) ?? 3);
const filter = args.find((a) => !a.startsWith('--'));
const routes = readFileSync(path.resolve('dist/client/sitemap.xml'), 'utf8')
  .match(/<loc>[^<]+<\/loc>/g)!
  .map((loc) => new URL(loc.slice(5, -6)).pathname)
  .filter((route) => !filter || route.includes(filter));

const load = () =>
  loadavg()
    .map((l) => l.toFixed(2))
    .join(' ');
console.log(`load average at start: ${load()} (1, 5, 15 min; figures are comparable below 1); ${RUNS} runs per page`);

const port = await new Promise<number>((resolve) => {
  const probe = createServer().listen(0, '127.0.0.1', () => {
    const { port: free } = probe.address() as AddressInfo;
    probe.close(() => resolve(free));
  });
});
const server = spawn(process.execPath, ['dist/server/server.js'], {
  env: { ...process.env, PORT: String(port), HOST: '127.0.0.1' },
  stdio: ['ignore', 'pipe', 'inherit'],
});
await new Promise<void>((resolve, reject) => {
  server.stdout!.on('data', (chunk: Buffer) => chunk.toString().includes('running at') && resolve());
  server.once('exit', (code) => reject(new Error(`the built server exited with ${code}`)));
});
const url = `http://127.0.0.1:${port}`;

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

const categories = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
const metrics = {
  'TBT ms': 'total-blocking-time',
  'LCP ms': 'largest-contentful-paint',
  'FCP ms': 'first-contentful-paint',
  CLS: 'cumulative-layout-shift',
} as const;
type Figures = Record<string, number>;
const runs = new Map<string, Figures[]>(routes.map((r) => [r, []]));
const failing = new Map<string, Set<string>>();

async function measure(route: string): Promise<Figures> {
  for (let attempt = 1; ; attempt++) {
    const result = await lighthouse(url + route, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: [...categories],
    });
    const lhr = result!.lhr;
    if (lhr.runtimeError && attempt < 4) {
      console.log(`  ${route}: Lighthouse could not measure (${lhr.runtimeError.code}), measuring again`);
      continue;
    }
    for (const c of categories)
      for (const ref of lhr.categories[c]?.auditRefs ?? []) {
        const audit = lhr.audits[ref.id];
        if (ref.weight > 0 && audit && audit.score !== null && audit.score < 1)
          failing.set(`${c}: ${ref.id}`, (failing.get(`${c}: ${ref.id}`) ?? new Set()).add(route));
      }
    return {
      ...Object.fromEntries(categories.map((c) => [c, Math.round((lhr.categories[c]?.score ?? 0) * 100)])),
      ...Object.fromEntries(
        Object.entries(metrics).map(([name, id]) => [name, lhr.audits[id]?.numericValue ?? Number.NaN]),
      ),
    };
  }
}

try {
  for (let round = 0; round < RUNS; round++)
    for (const route of round % 2 ? [...routes].reverse() : routes) runs.get(route)!.push(await measure(route));
} finally {
  chrome.kill();
  server.kill();
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
const rows = Object.fromEntries(
  [...runs].map(([route, figures]) => {
    const row: Record<string, number | string> = {};
    for (const key of Object.keys(figures[0]!)) {
      const m = median(figures.map((f) => f[key]!));
      row[key] = key === 'CLS' ? +m.toFixed(3) : Math.round(m);
    }
    row['performance runs'] = figures.map((f) => f.performance).join(' ');
    return [route, row];
  }),
);
console.table(rows);
const values = (key: string) => Object.values(rows).map((r) => r[key] as number);
console.log(
  `lowest median: ${categories.map((c) => `${c} ${Math.min(...values(c))}`).join(', ')} (targets: 100, performance ≥ 95)`,
);
console.log(
  `highest median: TBT ${Math.max(...values('TBT ms'))} ms (≤ 200), LCP ${Math.max(...values('LCP ms'))} ms (≤ 1800), CLS ${Math.max(...values('CLS'))} (≤ 0.02)`,
);
console.log(`load average at end: ${load()}`);
for (const [audit, where] of failing)
  console.log(
    `  not perfect in some run: ${audit} on ${where.size} page(s), e.g. ${[...where].slice(0, 3).join(', ')}`,
  );
