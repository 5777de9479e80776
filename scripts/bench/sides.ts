// What the page benchmarks (lighthouse.ts, hydration.ts) share: their flags, the pages they load, the builds they
// measure ("sides"), each served by its own `node <dist>/server/server.js` on a free loopback port so the
// measuring never delays its answers, and the wait for a quiet machine.
//   --base <ref>     compare: A = the production build of <ref> (made in a worktree, see worktree.ts), B = dist/
//   --aa             serve one build twice, A and A′, to show the benchmark's own noise (with --base: <ref>'s)
//   --build          build the current checkout into dist/ first (otherwise dist/ must exist)
//   --keep-base      keep the base worktree and its build for the next run instead of removing it
//   --runs=N         runs per page (and side)
//   --pages=/,/blog  exactly these pages; otherwise positional arguments filter the sitemap's pages
//   --max-wait=S     wait at most S seconds (default 600) for the 1-minute load average to fall under 1
//   --smoke          one run of / (or of --pages), no waiting for a quiet machine (scripts/bench/smoke.ts)
import { spawn } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { atExit } from './exit.ts';
import { smoke } from './smoke.ts';
import { freePort } from './soak-processes.ts';
import { build, prepareBase } from './worktree.ts';

export interface BenchArgs {
  base?: string;
  aa: boolean;
  build: boolean;
  keepBase: boolean;
  /** --all (hydration.ts): every page of the sitemap. */
  all: boolean;
  runs?: number;
  pages?: string[];
  filters: string[];
  maxWait: number;
}

/** Parses the flags above (and --all where `allowAll`); an unknown flag stops the benchmark. */
export function parseArgs(argv: string[], { allowAll = false } = {}): BenchArgs {
  const parsed: BenchArgs = { aa: false, build: false, keepBase: false, all: false, filters: [], maxWait: 600 };
  const count = (flag: string, value: string) => {
    if (!/^\d+$/.test(value)) throw new Error(`${flag} takes a whole number, not "${value}"`);
    return Number(value);
  };
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i]!;
    const [flag, value] = arg.includes('=') ? [arg.slice(0, arg.indexOf('=')), arg.slice(arg.indexOf('=') + 1)] : [arg];
    if (!arg.startsWith('--')) parsed.filters.push(arg);
    else if (arg === '--smoke') continue;
    else if (flag === '--base') {
      parsed.base = value ?? argv[++i];
      if (!parsed.base || parsed.base.startsWith('--')) throw new Error('--base takes a git ref: --base <ref>');
    } else if (arg === '--aa') parsed.aa = true;
    else if (arg === '--build') parsed.build = true;
    else if (arg === '--keep-base') parsed.keepBase = true;
    else if (arg === '--all' && allowAll) parsed.all = true;
    else if (flag === '--runs' && value !== undefined) parsed.runs = Math.max(1, count(flag, value));
    else if (flag === '--max-wait' && value !== undefined) parsed.maxWait = count(flag, value);
    else if (flag === '--pages' && value !== undefined)
      parsed.pages = value
        .split(',')
        .map((p) => p.trim())
        .filter(Boolean)
        .map((p) => (p.startsWith('/') ? p : `/${p}`));
    else throw new Error(`unknown argument ${arg} (see the comment at the top of scripts/bench/sides.ts)`);
  }
  if (smoke) Object.assign(parsed, { runs: 1, pages: parsed.pages ?? ['/'], all: false, filters: [], maxWait: 0 });
  return parsed;
}

export const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;

export const loadAverage = () =>
  loadavg()
    .map((l) => l.toFixed(2))
    .join(' ');

/** The paths of the pages in a build's sitemap, in its order. */
export const sitemapRoutes = (dist: string) =>
  readFileSync(path.join(dist, 'client/sitemap.xml'), 'utf8')
    .match(/<loc>[^<]+<\/loc>/g)!
    .map((loc) => new URL(loc.slice(5, -6)).pathname);

/** The sitemap's first blog post: a page under /blog/ whose HTML says it is an article. */
export function firstBlogPost(dist: string): string | undefined {
  return sitemapRoutes(dist).find((route) => {
    const file = path.join(dist, 'client', route, 'index.html');
    if (!route.startsWith('/blog/') || !existsSync(file)) return false;
    const html = readFileSync(file, 'utf8');
    return /"@type":\s*"BlogPosting"/.test(html) || /og:type"\s+content="article"/.test(html);
  });
}

/** --pages as given, else the sitemap's pages (of every side) that contain any of the positional filters. */
export function selectRoutes(args: BenchArgs, sides: Side[]): string[] {
  if (args.pages) return args.pages;
  const [first, ...others] = [...new Set(sides.map((s) => s.dist))].map(sitemapRoutes);
  const missing = first!.filter((route) => others.some((routes) => !routes.includes(route)));
  if (missing.length)
    console.log(
      `left out, not in every side's sitemap: ${missing.slice(0, 5).join(', ')}${missing.length > 5 ? '…' : ''}`,
    );
  return first!.filter(
    (route) => !missing.includes(route) && (!args.filters.length || args.filters.some((f) => route.includes(f))),
  );
}

/**
 * Waits until the 1-minute load average is under 1, printing it every 10 s, for at most `maxWait` seconds.
 * Answers whether the machine is still busy (the figures then say so).
 */
export async function waitForQuiet(maxWait: number): Promise<boolean> {
  const started = performance.now();
  for (;;) {
    const waited = (performance.now() - started) / 1000;
    if (loadavg()[0]! < 1) {
      console.log(`load average ${loadAverage()}: under 1, measuring`);
      return false;
    }
    if (waited >= maxWait) {
      console.log(
        `load average ${loadAverage()}: still 1 or more after ${waited.toFixed(0)} s (--max-wait=${maxWait}); measuring anyway, on a BUSY machine`,
      );
      return true;
    }
    console.log(
      `load average ${loadAverage()}: waiting for the 1-minute figure to fall under 1 (${waited.toFixed(0)} of at most ${maxWait} s)`,
    );
    await sleep(Math.min(10, maxWait - waited) * 1000);
  }
}

/** Starts `node <dist>/server/server.js` on a free loopback port; it is stopped at exit. */
export async function startServer(dist: string): Promise<string> {
  const port = await freePort();
  const server = spawn(process.execPath, [path.join(dist, 'server/server.js')], {
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', SHUTDOWN_GRACE_MS: '1000' },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  atExit(() => server.kill());
  await new Promise<void>((resolve, reject) => {
    // Its log is read to the end, so that a full pipe never holds the server up.
    server.stdout!.on('data', (chunk: Buffer) => chunk.toString().includes('running at') && resolve());
    server.once('exit', (code) => reject(new Error(`the built server of ${dist} exited with ${code}`)));
  });
  return `http://127.0.0.1:${port}`;
}

export interface Side {
  /** A, B or A′. */
  label: string;
  /** What it is, for the heading: "2c622cd", "the current dist/". */
  what: string;
  dist: string;
  url: string;
}

function requireBuild(dist: string): void {
  if (!existsSync(path.join(dist, 'server/server.js')) || !existsSync(path.join(dist, 'client/sitemap.xml')))
    throw new Error(`no finished build in ${dist}: run npm run build, or pass --build`);
}

/**
 * The sides to measure, each served by its own process: dist/ alone; with --base, A = <ref>'s build and B = dist/;
 * with --aa, one build (dist/, or <ref>'s with --base) twice, A and A′.
 */
export async function openSides(args: BenchArgs): Promise<Side[]> {
  const current = path.resolve('dist');
  const needsCurrent = !(args.aa && args.base);
  if (args.build && needsCurrent) await build(process.cwd());
  else if (args.build) console.log('--build: not needed, --aa --base measures only the base build');
  if (needsCurrent) requireBuild(current);
  const base = args.base === undefined ? undefined : await prepareBase(args.base, { keep: args.keepBase });
  if (base) requireBuild(base.dist);

  const builds: Omit<Side, 'url'>[] = args.aa
    ? ['A', 'A′'].map((label) =>
        base ? { label, what: base.name, dist: base.dist } : { label, what: 'the current dist/', dist: current },
      )
    : base
      ? [
          { label: 'A', what: `${base.name}, the base`, dist: base.dist },
          { label: 'B', what: 'the current dist/', dist: current },
        ]
      : [{ label: '', what: 'the current dist/', dist: current }];
  const sides: Side[] = [];
  for (const side of builds) sides.push({ ...side, url: await startServer(side.dist) });
  if (sides.length > 1) console.log(sides.map((s) => `${s.label} = ${s.what} at ${s.url}`).join('; '));
  return sides;
}

/** Prints every run of each page, the sides one after the other: `A: 1 2 3   B: 4 5 6`. */
export function printRuns(
  title: string,
  routes: string[],
  sides: Side[],
  runsOf: (side: Side, route: string) => string[],
) {
  console.log(title);
  const width = Math.max(...routes.map((r) => r.length));
  for (const route of routes)
    console.log(
      `  ${route.padEnd(width)}  ${sides.map((s) => `${s.label}: ${runsOf(s, route).join(' ')}`).join('   ')}`,
    );
}
