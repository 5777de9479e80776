// npm run bench:search: one full domain search (the searched domain + 14 suggestion checks) against fake
// providers that answer after a fixed 50 ms, done in the spec's sequential order and done our way.
import { availabilityChecker } from '../../src/server/domains/availability';
import { domainApi } from '../../src/server/domains/api';
import { providersFromEnv } from '../../src/server/domains/config';
import { suggestionCandidates } from '../../src/server/domains/search';
import { normalizeDomain } from '../../src/features/domain-search/normalize';
import { searchPrices, startFakeProviders } from '../../tests/helpers/fake-providers';

const ROUND_TRIP_MS = 50;
const RUNS = 5;
const prices = searchPrices;
const extensions = Object.keys(prices);
const quiet = { warn: () => {} };

const fake = await startFakeProviders({ delayMs: ROUND_TRIP_MS });
const env = { ...fake.env, DOMAIN_PROVIDERS: 'whoapi' };
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] as number;
const time = async (fn: () => Promise<unknown>) => {
  const start = performance.now();
  await fn();
  return performance.now() - start;
};

// The sequential way: the searched domain, then every suggestion one at a time.
async function sequential(term: string) {
  const checker = availabilityChecker({ ...providersFromEnv(env), prices, log: quiet, cacheTtlMs: 1 });
  const domain = normalizeDomain(term, extensions)!;
  await checker.check(domain.domain);
  for (const candidate of suggestionCandidates(domain, extensions))
    await checker.check(candidate).catch(() => undefined);
}

const sequentialMs: number[] = [];
const oursMs: number[] = [];
const cachedMs: number[] = [];
for (let run = 0; run < RUNS; run++) {
  const term = `benchmark${run}.com`;
  sequentialMs.push(await time(() => sequential(term)));
  const checker = availabilityChecker({ ...providersFromEnv(env), prices, log: quiet });
  const app = domainApi({ checker, extensions, log: quiet, rateLimit: { limit: 1e6, windowMs: 60_000 } });
  oursMs.push(await time(() => Promise.resolve(app.request(`/search?q=${term}`)).then((r) => r.json())));
  cachedMs.push(await time(() => Promise.resolve(app.request(`/search?q=${term}`)).then((r) => r.json())));
}
await fake.close();

const seq = median(sequentialMs);
const ours = median(oursMs);
const cached = median(cachedMs);
console.log(`domain search, fake providers answering after ${ROUND_TRIP_MS} ms, median of ${RUNS} runs`);
console.table({
  'spec order (sequential)': { 'wall ms': +seq.toFixed(1), 'round trips': +(seq / ROUND_TRIP_MS).toFixed(1) },
  'ours (pooled, concurrent)': { 'wall ms': +ours.toFixed(1), 'round trips': +(ours / ROUND_TRIP_MS).toFixed(1) },
  'ours, repeated (cached)': { 'wall ms': +cached.toFixed(2), 'round trips': +(cached / ROUND_TRIP_MS).toFixed(2) },
});
console.log(
  `speed-up: ${(seq / ours).toFixed(1)}x; target: ours within 2 round trips (${2 * ROUND_TRIP_MS} ms + overhead) ${ours <= 2 * ROUND_TRIP_MS + 25 ? 'met' : 'MISSED'}; cached under 5 ms ${cached < 5 ? 'met' : 'MISSED'}`,
);
