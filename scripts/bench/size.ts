// npm run bench:size: what each page costs to load, measured on the production build in real Chromium. --smoke: / alone.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { launchChromium } from './chromium.ts';
import { undoAll } from './exit.ts';
import { startServer } from './sides.ts';
import { smoke } from './smoke.ts';

const client = path.resolve('dist/client');
const gz = (file: string) => gzipSync(readFileSync(file), { level: 9 }).length;
const kb = (bytes: number) => +(bytes / 1024).toFixed(1);
const routes = readFileSync(path.join(client, 'sitemap.xml'), 'utf8')
  .match(/<loc>[^<]+<\/loc>/g)!
  .map((loc) => new URL(loc.slice(5, -6)).pathname)
  .filter((route) => !smoke || route === '/');

// The built server, as visitors get it: the server's source imports the build's content modules, which only the
// build resolves (running it from source failed with ERR_UNSUPPORTED_ESM_URL_SCHEME on `virtual:`).
const url = await startServer('dist');
const browser = await launchChromium();

const rows: Record<string, Record<string, number | string>> = {};
let homeJs = 0;
const otherOrigins = new Set<string>();
const unsized: string[] = [];
for (const route of routes) {
  const page = await browser.newPage();
  const scripts = new Set<string>();
  page.on('request', (r) => {
    const u = new URL(r.url());
    if (u.origin !== url) otherOrigins.add(u.origin);
    else if (u.pathname.endsWith('.js')) scripts.add(u.pathname);
  });
  await page.goto(url + route, { waitUntil: 'networkidle' });
  unsized.push(
    ...(await page.$$eval('img:not([width]):not([height])', (imgs) => imgs.map((i) => (i as HTMLImageElement).src))),
  );
  await page.close();
  const js = [...scripts].reduce((sum, p) => sum + gz(path.join(client, p)), 0);
  const html = gz(path.join(client, route, 'index.html'));
  if (route === '/') homeJs = js;
  rows[route] = {
    'HTML+CSS gz KB': kb(html),
    'JS loaded gz KB': kb(js),
    'JS files': scripts.size,
    'HTML fits 14 KB': html <= 14 * 1024 ? 'yes' : 'NO',
  };
}
await browser.close();
undoAll();

const chunks = readdirSync(path.join(client, 'static/js')).filter((f) => f.endsWith('.js'));
const largest = chunks.map((f) => ({ f, size: gz(path.join(client, 'static/js', f)) })).sort((a, b) => b.size - a.size);
const total = (dir: string): number =>
  readdirSync(dir, { withFileTypes: true }).reduce(
    (sum, e) => sum + (e.isDirectory() ? total(path.join(dir, e.name)) : statSync(path.join(dir, e.name)).size),
    0,
  );

console.table(rows);
console.log(
  `JS that / loads: ${kb(homeJs)} KB gzipped (issue 7's target ≤ 115 KB: ${homeJs <= 115 * 1024 ? 'met' : 'MISSED'}; issue 39's ≤ 105 KB: ${homeJs <= 105 * 1024 ? 'met' : 'MISSED'})`,
);
console.log(
  `largest chunks (gz): ${largest
    .slice(0, 4)
    .map((c) => `${c.f} ${kb(c.size)} KB`)
    .join(', ')}`,
);
const pages = Object.values(rows);
console.log(
  `pages whose HTML+CSS exceeds 14 KB gzipped: ${pages.filter((r) => r['HTML fits 14 KB'] === 'NO').length} of ${pages.length}`,
);
console.log(
  `requests to other origins: ${otherOrigins.size ? [...otherOrigins].join(', ') : 'none'}; images without width/height: ${unsized.length}`,
);
console.log(
  `dist/ total: ${kb(total(path.resolve('dist')))} KB (client ${kb(total(client))} KB, incl. .br/.gz copies)`,
);
