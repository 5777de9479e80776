// npm run bench:search: domain search against fake providers on loopback that answer after a fixed 50 ms, through the
// site's own HTTP app: the spec's sequential order against ours, the stream's first line against its last, every
// provider hanging or failing at once against the deadline, and a bulk search of 20 names. Medians of several runs;
// timings are printed, never asserted (machines are shared and noisy).
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { serve } from '@hono/node-server';
import { MAX_BULK_NAMES } from '../../src/features/domain-search/contract.ts';
import { normalizeDomain } from '../../src/features/domain-search/normalize.ts';
import type * as App from '../../src/server/app.ts';
import { availabilityChecker } from '../../src/server/domains/availability.ts';
import { providersFromEnv } from '../../src/server/domains/config.ts';
import { suggestionCandidates } from '../../src/server/domains/search.ts';
import { searchPrices, startFakeProviders, type Behaviour } from '../../tests/helpers/fake-providers.ts';
import { inSmoke } from './smoke.ts';

const ROUND_TRIP_MS = 50;
/** In the stream runs, three registries (.io, .uk, .ca) answer this much later than the others, as real ones do */
const LAGGARD_MS = 250;
const RUNS = inSmoke(5, 1);
/** Shorter than the default (3000 ms) so the outage runs end quickly; the rules are the same at any deadline. */
const DEADLINE_MS = 1000;
/** Each provider's time-out in the outage runs: a hanging one still leaves time to ask the next */
const PROVIDER_TIMEOUT_MS = 400;
const prices = searchPrices;
const extensions = Object.keys(prices);
const quiet = { warn: () => {} };

const [load1, load5] = loadavg();
console.log(`load average: ${load1?.toFixed(2)} (1 min), ${load5?.toFixed(2)} (5 min)`);

const fake = await startFakeProviders({ delayMs: ROUND_TRIP_MS, slowMs: LAGGARD_MS });
// The server's app as the build made it (dist/server/app.js): its source imports the build's content modules, which
// only the build resolves (run from source, it failed with ERR_UNSUPPORTED_ESM_URL_SCHEME on `virtual:`).
const appModule = path.resolve('dist/server/app.js');
if (!existsSync(appModule)) throw new Error('no build in dist/: npm run build first');
const { createApp } = (await import(pathToFileURL(appModule).href)) as typeof App;
const clientDir = mkdtempSync(path.join(tmpdir(), 'bench-search-'));
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] as number;
const ms = (x: number) => +x.toFixed(1);

/** The site's app on a free loopback port, its providers pointed at the fakes. */
async function site(env: Record<string, string>, timeoutMs?: number) {
  const config = providersFromEnv(env);
  const checker = availabilityChecker({ ...config, timeoutMs: timeoutMs ?? config.timeoutMs, prices, log: quiet });
  const domains = {
    checker,
    extensions,
    deadlineMs: DEADLINE_MS,
    log: quiet,
    rateLimit: { limit: 1e6, windowMs: 60_000 },
  };
  const app = createApp({ clientDir, domains });
  const server = await new Promise<Server>((resolve) => {
    const s = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' }, () => resolve(s as Server));
  });
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/api/domains`;
  return {
    checker,
    get: (endpoint: string, q: string) => fetch(`${url}${endpoint}?q=${encodeURIComponent(q)}`),
    close: async () => {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await config.http?.agent.close();
    },
  };
}
type Site = Awaited<ReturnType<typeof site>>;

/** Milliseconds from the request to each kind of NDJSON line: the first of its type and the last. */
async function streamTimes(s: Site, endpoint: string, q: string) {
  const start = performance.now();
  const response = await s.get(endpoint, q);
  const first: Record<string, number> = {};
  const last: Record<string, number> = {};
  let buffered = '';
  const reader = response.body!.pipeThrough(new TextDecoderStream()).getReader();
  for (let read = await reader.read(); !read.done; read = await reader.read()) {
    buffered += read.value;
    const lines = buffered.split('\n');
    buffered = lines.pop() ?? '';
    const at = performance.now() - start;
    for (const line of lines) {
      const { type } = JSON.parse(line) as { type: string };
      first[type] ??= at;
      last[type] = at;
    }
  }
  return { status: response.status, total: performance.now() - start, first, last };
}

const time = async (fn: () => Promise<unknown>) => {
  const start = performance.now();
  await fn();
  return performance.now() - start;
};

// The spec's way: the searched domain, then every suggestion one at a time.
async function sequential(term: string) {
  const config = providersFromEnv(whoapiOnly);
  const checker = availabilityChecker({ ...config, prices, log: quiet, cacheTtlMs: 1 });
  const domain = normalizeDomain(term, extensions)!;
  await checker.check(domain.domain);
  for (const candidate of suggestionCandidates(domain, extensions))
    await checker.check(candidate).catch(() => undefined);
  await config.http?.agent.close();
}

const whoapiOnly = { ...fake.env, DOMAIN_PROVIDERS: 'whoapi' };
const everyProvider = { ...fake.env, DOMAIN_PROVIDERS: 'whoapi, resellerclub, rdap' };
const fast = await site(whoapiOnly);
const outage = await site(everyProvider, PROVIDER_TIMEOUT_MS);
/** What the fakes do for a domain, by its name: streamed… (three late registries), hang…, fail…, answerhang…. */
function byName(d: string): Behaviour {
  if (/^streamed\d+\.(io|uk|ca)$/.test(d)) return 'slow';
  if (/^answerhang\d+\.com$/.test(d)) return 'available';
  if (d.includes('hang')) return 'hang';
  return d.includes('fail') ? 'http-500' : 'available';
}
for (const provider of ['whoapi', 'resellerclub', 'rdap'] as const) fake.set(provider, byName);

const runs = { sequential: [] as number[], cold: [] as number[], cached: [] as number[] };
const stream = { first: [] as number[], lastSuggestion: [] as number[], done: [] as number[] };
const outages: Record<string, number[]> = {};
const bulk = { firstResult: [] as number[], done: [] as number[] };
const statuses = new Map<string, Set<number>>();
const record = (name: string, status: number, took: number) => {
  (outages[name] ??= []).push(took);
  statuses.set(name, (statuses.get(name) ?? new Set()).add(status));
};

for (let run = 0; run < RUNS; run++) {
  runs.sequential.push(await time(() => sequential(`sequential${run}.com`)));
  runs.cold.push(await time(() => fast.get('/search', `cold${run}.com`).then((r) => r.json())));
  runs.cached.push(await time(() => fast.get('/search', `cold${run}.com`).then((r) => r.json())));

  const streamed = await streamTimes(fast, '/search/stream', `streamed${run}.com`);
  stream.first.push(streamed.first.searched ?? NaN);
  stream.lastSuggestion.push(streamed.last.suggestion ?? NaN);
  stream.done.push(streamed.first.done ?? NaN);

  for (const [name, term] of [
    ['every provider hangs (JSON)', `hang${run}.com`],
    ['every provider fails (JSON)', `fail${run}.com`],
    ['suggestions hang, searched answers (JSON)', `answerhang${run}.com`],
  ] as const) {
    let status = 0;
    const took = await time(async () => {
      const response = await outage.get('/search', term);
      status = response.status;
      await response.json();
    });
    record(name, status, took);
  }
  for (const [name, term] of [
    ['every provider hangs (stream)', `hangs${run}.com`],
    ['every provider fails (stream)', `fails${run}.com`],
  ] as const) {
    const { status, total } = await streamTimes(outage, '/search/stream', term);
    record(name, status, total);
  }

  const names = Array.from({ length: MAX_BULK_NAMES }, (_, i) => `bulk${run}n${i}.com`).join('\n');
  const bulked = await streamTimes(fast, '/bulk', names);
  bulk.firstResult.push(bulked.first.result ?? NaN);
  bulk.done.push(bulked.first.done ?? NaN);
}
// CPU per search: cold searches one after another, each reaching the providers for all 15 domains. The fakes and the
// client run in this process too, so this is an upper bound of the server's own share (bench:soak measures it alone).
const CPU_SEARCHES = inSmoke(40, 2);
const cpuBefore = process.cpuUsage();
for (let i = 0; i < CPU_SEARCHES; i++) await fast.get('/search', `cpu${i}.com`).then((r) => r.json());
const cpuUsed = process.cpuUsage(cpuBefore);
const cpuPerSearch = (cpuUsed.user + cpuUsed.system) / 1000 / CPU_SEARCHES;

await Promise.all([fast.close(), outage.close()]);
await fake.close();
rmSync(clientDir, { recursive: true });

const seq = median(runs.sequential);
const cold = median(runs.cold);
const cached = median(runs.cached);
console.log(`\nfake providers answer after ${ROUND_TRIP_MS} ms; medians of ${RUNS} runs; requests over loopback HTTP`);
console.log('\none search (the searched domain and 14 suggestions, WhoAPI only)');
console.table({
  'spec order (sequential)': { 'wall ms': ms(seq), 'round trips': +(seq / ROUND_TRIP_MS).toFixed(1) },
  'ours, cold (pooled, concurrent)': { 'wall ms': ms(cold), 'round trips': +(cold / ROUND_TRIP_MS).toFixed(1) },
  'ours, repeated (cached)': { 'wall ms': +cached.toFixed(2), 'round trips': +(cached / ROUND_TRIP_MS).toFixed(2) },
});
console.log(
  `cold: ${(cold / seq).toFixed(2)} of the sequential time (${(seq / cold).toFixed(1)}x faster); target ≤ 2 round trips (${2 * ROUND_TRIP_MS} ms + 25 ms overhead): ${cold <= 2 * ROUND_TRIP_MS + 25 ? 'met' : 'MISSED'}`,
);

console.log(
  `\nstream (/search/stream): when each line arrives; .io, .uk and .ca answer ${LAGGARD_MS} ms after the others`,
);
console.table({
  'searched domain (first line)': { ms: ms(median(stream.first)) },
  'last suggestion': { ms: ms(median(stream.lastSuggestion)) },
  done: { ms: ms(median(stream.done)) },
});

const limit = DEADLINE_MS + 100;
console.log(
  `\noutages: deadline ${DEADLINE_MS} ms (DOMAIN_SEARCH_DEADLINE_MS set short for the bench; default 3000), provider time-out ${PROVIDER_TIMEOUT_MS} ms, WhoAPI → ResellerClub → RDAP; each must answer within ${limit} ms`,
);
console.table(
  Object.fromEntries(
    Object.entries(outages).map(([name, xs]) => [
      name,
      {
        status: [...(statuses.get(name) ?? [])].join('/'),
        'median ms': ms(median(xs)),
        'max ms': ms(Math.max(...xs)),
        target: Math.max(...xs) <= limit ? 'met' : 'MISSED',
      },
    ]),
  ),
);

console.log(
  `\nCPU per cold search (15 domains, WhoAPI only): ${cpuPerSearch.toFixed(2)} ms over ${CPU_SEARCHES} searches, this process (server, fakes and client together); target for the server alone ≤ 5 ms (bench:soak)`,
);

console.log(`\nbulk search of ${MAX_BULK_NAMES} names (/bulk, at most 8 checks at once)`);
console.table({
  'first result': { ms: ms(median(bulk.firstResult)) },
  'all results (done)': { ms: ms(median(bulk.done)) },
});

console.log(
  `\nload average at end: ${loadavg()
    .map((l) => l.toFixed(2))
    .join(' ')} (1, 5, 15 min)`,
);
