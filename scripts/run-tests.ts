// npm test: every check the project has, as npm scripts, each started once the steps it needs have passed and there
// is a core free for it, so that independent steps run side by side (the type check beside the site's build, the lint
// beside the editor's build). Each step's output is kept in .tmp/test-steps/<step>.log as it comes and printed whole
// when it ends, with its time, its CPU time (scripts/step-cpu.ts) and the load average: the run's profile. The first
// failure stops the run.
//   npm test -- --only=lint,typecheck     these steps alone (without the steps they need)
import { spawn, type ChildProcess } from 'node:child_process';
import { createWriteStream, mkdirSync, readFileSync } from 'node:fs';
import { availableParallelism, loadavg } from 'node:os';
import path from 'node:path';
import { cpuGroup } from './step-cpu.ts';

interface Step {
  /** The npm script */
  script: string;
  /** Scripts that must have passed first: what they build, this one reads */
  after?: string[];
  /** Cores it keeps busy on its own: vitest, Playwright and the builds use two, the lone linters one */
  cores: number;
}

// In order of preference when several could start: the cheap checks first (a type error fails in a minute) beside
// the site's build, which the unit tests wait for (tests/unit/server-process.test.ts runs the server in dist/ rather
// than building its own), then the longest.
const STEPS: Step[] = [
  { script: 'typecheck', cores: 1 },
  // Mostly one core: Vite's client and server builds, then the prerender's two workers for a few seconds.
  { script: 'build', cores: 1 },
  { script: 'lint', cores: 1 },
  { script: 'cms:build', cores: 1 },
  { script: 'lint:unused', cores: 1 },
  { script: 'check:content', cores: 1 },
  { script: 'test:unit', after: ['build'], cores: 2 },
  { script: 'test:content-edits', cores: 2 },
  { script: 'test:omit-dev', after: ['build', 'cms:build'], cores: 1 },
  { script: 'test:bench-smoke', after: ['build'], cores: 1 },
  { script: 'test:e2e', after: ['build'], cores: 2 },
];

const root = path.resolve(import.meta.dirname, '..');
const CORES = availableParallelism();
const logDir = path.join(root, '.tmp/test-steps');
const only = process.argv
  .find((arg) => arg.startsWith('--only='))
  ?.slice('--only='.length)
  .split(',');
const scripts = (
  JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8')) as { scripts: Record<string, string> }
).scripts;
const steps = only ? STEPS.filter((s) => only.includes(s.script)) : STEPS;
const missing = [
  ...(only ?? []).filter((s) => !STEPS.some((step) => step.script === s)),
  ...steps.map((s) => s.script),
].filter((s) => !(s in scripts));
if (missing.length) throw new Error(`no such step or npm script: ${missing.join(', ')}`);
// A test script added to package.json and not here would never run: every test:* is a step (but the baselines' update).
const forgotten = Object.keys(scripts).filter(
  (s) => s.startsWith('test:') && s !== 'test:visual:update' && !STEPS.some((step) => step.script === s),
);
if (forgotten.length) throw new Error(`npm test does not run ${forgotten.join(', ')}: add it to scripts/run-tests.ts`);

const load = () =>
  loadavg()
    .map((l) => l.toFixed(2))
    .join(' ');
const clock = (ms: number) => {
  const s = Math.round(ms / 1000);
  return s < 60 ? `${s} s` : `${Math.floor(s / 60)} min ${String(s % 60).padStart(2, '0')} s`;
};

mkdirSync(logDir, { recursive: true });
const started = performance.now();
const passed = new Set<string>();
const running = new Map<string, { child: ChildProcess; since: number; cores: number }>();
const waiting = [...steps];
const timings: string[] = [];
let cpuTotal = 0;

const ready = (step: Step) => (step.after ?? []).every((s) => passed.has(s) || !steps.some((t) => t.script === s));
const busyCores = () => [...running.values()].reduce((sum, r) => sum + r.cores, 0);

function stopAll() {
  for (const { child } of running.values())
    try {
      process.kill(-child.pid!, 'SIGTERM');
    } catch {
      // Already gone.
    }
}
for (const signal of ['SIGINT', 'SIGTERM'] as const)
  process.once(signal, () => {
    stopAll();
    process.exit(130);
  });

function start(step: Step): Promise<void> {
  const since = performance.now();
  const log = path.join(logDir, `${step.script.replace(/:/g, '-')}.log`);
  const file = createWriteStream(log);
  let output = '';
  console.log(`▶ ${step.script} (load ${load()})`);
  // A process group of its own, so that a failure elsewhere stops it with its servers and browsers.
  // Its CPU time, with every process it starts (scripts/step-cpu.ts): what the step costs, apart from waiting.
  const group = cpuGroup(step.script);
  const child = spawn('sh', ['-c', `${group?.enter ?? ''}exec npm run --silent ${step.script}`], {
    cwd: root,
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  running.set(step.script, { child, since, cores: step.cores });
  for (const stream of [child.stdout, child.stderr])
    stream.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      file.write(chunk);
    });
  return new Promise((resolve, reject) => {
    child.once('close', (code, signal) => {
      running.delete(step.script);
      file.end();
      const took = performance.now() - since;
      const ok = code === 0;
      const cpuMs = group?.ms();
      group?.remove();
      if (cpuMs !== undefined) cpuTotal += cpuMs;
      const cpu = cpuMs === undefined ? '' : `, CPU ${clock(cpuMs)}`;
      timings.push(`${step.script} ${clock(took)}${cpu}`);
      console.log(
        `\n──── ${step.script}: ${ok ? 'passed' : `FAILED (${signal ?? code})`} in ${clock(took)}${cpu}, load ${load()}`,
      );
      process.stdout.write(output.endsWith('\n') || !output ? output : `${output}\n`);
      console.log(`──── end of ${step.script} (${path.relative(root, log)})\n`);
      if (ok) {
        passed.add(step.script);
        resolve();
      } else reject(new Error(`${step.script} failed`));
    });
  });
}

const heartbeat = setInterval(() => {
  const now = performance.now();
  console.log(
    `… ${clock(now - started)}: running ${[...running].map(([name, r]) => `${name} (${clock(now - r.since)})`).join(', ')}; load ${load()}`,
  );
}, 60_000);

console.log(`npm test: ${steps.map((s) => s.script).join(', ')}; ${CORES} cores; load ${load()}`);
try {
  const inFlight = new Set<Promise<void>>();
  while (waiting.length || inFlight.size) {
    const next = waiting.find((step) => ready(step) && (running.size === 0 || busyCores() + step.cores <= CORES));
    if (next) {
      waiting.splice(waiting.indexOf(next), 1);
      const job = start(next);
      const done = () => void inFlight.delete(job);
      job.then(done, done);
      inFlight.add(job);
      continue;
    }
    if (!inFlight.size) throw new Error(`cannot start ${waiting.map((s) => s.script).join(', ')}`);
    await Promise.race(inFlight);
  }
  console.log(
    `npm test passed in ${clock(performance.now() - started)}${cpuTotal ? `, CPU ${clock(cpuTotal)}` : ''} (${timings.join(', ')}); load ${load()}`,
  );
} catch (error) {
  stopAll();
  console.error(
    `npm test FAILED after ${clock(performance.now() - started)}: ${(error as Error).message} (${timings.join(', ')})`,
  );
  process.exitCode = 1;
} finally {
  clearInterval(heartbeat);
}
