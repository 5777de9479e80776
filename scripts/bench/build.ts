// npm run bench:build: the time of a full production build (client, server, prerender of every page), then the same
// with 500 synthetic blog posts and 50 synthetic products added to a temporary copy of content/: time per extra page.
// Each is built with an empty share-card cache (every card drawn, as after a change to the cards' design), then
// RUNS times with the cards the first build left (a rebuild, where only changed cards are drawn): medians, with the
// load average. "Extra pages" are the pages the second build prerendered beyond the first: the synthetic posts and
// products, and the blog's category and index pages they add. --smoke: 2 posts and 1 product built once (its cards
// drawn), no rebuilds, and the full build is dist/ as npm run build left it.
import { spawnSync } from 'node:child_process';
import { cpSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import path from 'node:path';
import { parseDocument } from 'yaml';
import { inSmoke, smoke } from './smoke.ts';
import { tsxCommand } from '../node-command.ts';

const RUNS = inSmoke(Number(process.env.RUNS ?? 3), 0);
const load = () =>
  loadavg()
    .map((l) => l.toFixed(2))
    .join(' ');
const loadAtStart = load();

const POSTS = inSmoke(500, 2);
const PRODUCTS = inSmoke(50, 1);
const scratch = '.tmp/bench-build';

interface Build {
  seconds: number;
  /** Pages the build prerendered */
  pages: number;
  /** The build's own lines about its steps: its total, the prerender and the share cards */
  lines: string[];
}

function timeBuild(env: Record<string, string>): Build {
  const started = performance.now();
  const result = spawnSync(...tsxCommand('scripts/build.ts'), { env: { ...process.env, ...env }, encoding: 'utf8' });
  if (result.status !== 0) throw new Error(`build failed:\n${result.stdout}\n${result.stderr}`);
  const lines = result.stdout.split('\n').filter((l) => /^(prerendered|share cards|build done)/.test(l));
  const pages = Number(/^prerendered (\d+) pages/m.exec(result.stdout)?.[1] ?? NaN);
  return { seconds: (performance.now() - started) / 1000, pages, lines };
}

rmSync(scratch, { recursive: true, force: true });
const content = path.join(scratch, 'content');
mkdirSync(scratch, { recursive: true });
cpSync('content', content, { recursive: true });
const post = readFileSync('content/blog/website-security-checklist.mdx', 'utf8');
for (let i = 0; i < POSTS; i++)
  writeFileSync(
    path.join(content, 'blog', `synthetic-post-${i}.mdx`),
    post
      .replace(/^title: .*$/m, () => `title: Synthetic post number ${i}`)
      .replace(/^featured: true$/m, 'featured: false'),
  );
const product = readFileSync('content/products/vps.yaml', 'utf8');
for (let i = 0; i < PRODUCTS; i++) {
  const doc = parseDocument(product);
  doc.setIn(['name'], `Synthetic Hosting ${i}`);
  doc.setIn(['title'], `Synthetic Hosting ${i} | NimbusHost`);
  writeFileSync(path.join(content, 'products', `synthetic-${i}.yaml`), doc.toString());
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] as number;
function run(name: string, env: Record<string, string>) {
  const build = () =>
    timeBuild({ ...env, OUT_DIR: path.join(scratch, `dist-${name}`), SHARE_CARD_CACHE: path.join(scratch, name) });
  const cold = build();
  const warm = Array.from({ length: RUNS }, build);
  return { cold, warm: warm.length ? ({ ...warm[0], seconds: median(warm.map((b) => b.seconds)) } as Build) : cold };
}
/** Smoke mode's base: the build in dist/ as npm run build left it (not timed), its pages counted from its files. */
function builtBase(): { cold: Build; warm: Build } {
  const pages = readdirSync('dist/client', { recursive: true, encoding: 'utf8' }).filter(
    (file) => path.basename(file) === 'index.html',
  ).length;
  const build = { seconds: NaN, pages, lines: ['dist/ as npm run build left it, not timed'] };
  return { cold: build, warm: build };
}
console.log(`load average at start: ${loadAtStart} (1, 5, 15 min; 2 cores)`);
const base = smoke ? builtBase() : run('base', {});
const scaled = run('scaled', { CONTENT_DIR: content });
rmSync(scratch, { recursive: true, force: true });

const extra = scaled.warm.pages - base.warm.pages;
const perPage = (cache: 'cold' | 'warm') => ((scaled[cache].seconds - base[cache].seconds) / extra) * 1000;
/** Seconds for the table; smoke mode's base was not timed. */
const cell = (seconds: number) => (Number.isNaN(seconds) ? 'not timed' : +seconds.toFixed(2));
console.table({
  [`full build (${base.warm.pages} pages)`]: {
    'cards drawn (s)': cell(base.cold.seconds),
    [`cards cached, median of ${RUNS} (s)`]: cell(base.warm.seconds),
  },
  [`with ${POSTS} posts + ${PRODUCTS} products (${scaled.warm.pages} pages)`]: {
    'cards drawn (s)': cell(scaled.cold.seconds),
    [`cards cached, median of ${RUNS} (s)`]: cell(scaled.warm.seconds),
  },
});
for (const [name, build] of Object.entries({ base, scaled }))
  for (const [cache, { lines }] of Object.entries(build)) console.log(`${name}, ${cache} cards: ${lines.join('; ')}`);
const verdict = (ms: number) =>
  Number.isNaN(ms)
    ? 'not measured (the base build is not timed in smoke mode)'
    : `${ms.toFixed(1)} ms (target ≤ 20 ms: ${ms <= 20 ? 'met' : 'MISSED'})`;
console.log(`${extra} extra pages`);
console.log(`per extra page, every card drawn: ${verdict(perPage('cold'))}`);
console.log(`per extra page, cards from the cache: ${verdict(perPage('warm'))}`);
const met = (seconds: number) =>
  Number.isNaN(seconds) ? 'not timed' : `${seconds.toFixed(1)} s, ${seconds <= 10 ? 'met' : 'MISSED'}`;
console.log(
  `full build target ≤ 10 s: every card drawn ${met(base.cold.seconds)}; cards cached ${met(base.warm.seconds)}`,
);
console.log(`load average at start: ${loadAtStart}; at end: ${load()}`);
