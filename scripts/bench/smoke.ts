// Smoke mode (--smoke, or BENCH_SMOKE=1 as scripts/bench-smoke.ts sets it for `npm test`): a benchmark runs once,
// on one page, with the least work that still takes every step it takes in earnest, and without waiting for a quiet
// machine. Its figures mean nothing; what counts is that it runs to the end and prints them, so it cannot rot.
export const smoke = process.argv.includes('--smoke') || process.env.BENCH_SMOKE === '1';

/** `full` in earnest, `small` in smoke mode. */
export const inSmoke = <T>(full: T, small: T): T => (smoke ? small : full);

if (smoke) console.log('smoke mode: one short run, figures not comparable (scripts/bench/smoke.ts)');
