// npm run test:bench-smoke (part of npm test, after the builds): every benchmark of package.json once, in smoke mode
// (BENCH_SMOKE=1, scripts/bench/smoke.ts: one short run, one page, no waiting for a quiet machine), each with a
// time-out. The benchmarks are found, not listed: every `bench:*` script, and a script that is a chain of commands
// (`tsx a.ts && tsx b.ts`, as bench:cms is) runs command by command, so that each is timed and named on its own and
// two can run at once. It fails when a benchmark crashes, times out or prints nothing; its figures are not checked
// (they mean nothing in a short run on a busy machine). A benchmark that nothing runs rots: this runs them all.
//   npm run test:bench-smoke [-- bench:size bench:search]   only these scripts
// BENCH_SMOKE_JOBS sets how many commands run at once (default 2), BENCH_SMOKE_TIMEOUT_S each one's time-out
// (default 300).
import { spawn } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import path from 'node:path';
import { buildEditorApp } from './bench/editor-app.ts';
import { cpuGroup } from './step-cpu.ts';

const root = path.resolve(import.meta.dirname, '..');
const JOBS = Number(process.env.BENCH_SMOKE_JOBS ?? 2);
// The slowest command alone, bench:build's (two builds), took 170 s at load 7 with another benchmark beside it: 300 s
// leaves room for a busy machine and still ends a hung benchmark.
const TIMEOUT_MS = Number(process.env.BENCH_SMOKE_TIMEOUT_S ?? 300) * 1000;
/** Lines of a passing benchmark's output shown: its figures */
const TAIL = 12;

const scripts = (
  JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8')) as { scripts: Record<string, string> }
).scripts;
const every = Object.keys(scripts).filter((name) => name.startsWith('bench:'));
const asked = process.argv.slice(2);
const unknown = asked.filter((name) => !every.includes(name));
if (unknown.length) throw new Error(`no such benchmark: ${unknown.join(', ')} (there are ${every.join(', ')})`);
const benches = asked.length ? asked : every;

interface Command {
  /** The script, and the command's place in its chain when it is one of several */
  name: string;
  command: string;
}
/** Each script's commands: `a && b` is two, run one by one in the script but independent here. */
const commands: Command[] = benches.flatMap((script) => {
  const parts = scripts[script]!.split('&&').map((part) => part.trim());
  return parts.map((command) => ({
    name: parts.length > 1 ? `${script} › ${command.replace(/^(npx )?tsx /, '')}` : script,
    command,
  }));
});

// The page benchmarks measure the production build; the soak serves it too.
if (!existsSync(path.join(root, 'dist/.build-complete'))) throw new Error('no build in dist/: npm run build first');
// The editor app, built once for the benches that start the team service (scripts/bench/team-service.ts), which
// otherwise build their own: 4 to 5 s of CPU each.
const editorApp = benches.includes('bench:cms') ? path.join(root, '.tmp/bench-smoke-editor-app') : undefined;
if (editorApp) buildEditorApp(editorApp);

const load = () =>
  loadavg()
    .map((l) => l.toFixed(2))
    .join(' ');
const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;

interface Outcome {
  name: string;
  ok: boolean;
  why: string;
  ms: number;
  output: string;
  /** Its CPU time with every process it started, when the machine lets it be read (step-cpu.ts) */
  cpuMs: number | undefined;
}

function runBench({ name, command }: Command): Promise<Outcome> {
  const started = performance.now();
  return new Promise((resolve) => {
    // As npm runs a script: in a shell, with the project's tools on the PATH. A process group of its own, so that a
    // time-out stops the benchmark with its servers and browsers.
    const cpu = cpuGroup(name);
    const child = spawn('sh', ['-c', `${cpu?.enter ?? ''}${command}`], {
      cwd: root,
      env: {
        ...process.env,
        PATH: `${path.join(root, 'node_modules/.bin')}${path.delimiter}${process.env.PATH ?? ''}`,
        BENCH_SMOKE: '1',
        ...(editorApp ? { BENCH_EDITOR_APP: editorApp } : {}),
      },
      stdio: ['ignore', 'pipe', 'pipe'],
      detached: true,
    });
    let output = '';
    let printed = false;
    child.stdout.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      printed ||= chunk.toString().trim().length > 0;
    });
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    let timedOut = false;
    const stop = (signal: NodeJS.Signals) => {
      try {
        process.kill(-child.pid!, signal);
      } catch {
        // Already gone.
      }
    };
    const timer = setTimeout(() => {
      timedOut = true;
      stop('SIGTERM');
      setTimeout(() => stop('SIGKILL'), 10_000).unref();
    }, TIMEOUT_MS);
    child.once('close', (code, signal) => {
      clearTimeout(timer);
      const ms = performance.now() - started;
      const why = timedOut
        ? `timed out after ${seconds(TIMEOUT_MS)}`
        : code !== 0
          ? `exited with ${signal ?? code}`
          : printed
            ? ''
            : 'printed nothing';
      const cpuMs = cpu?.ms();
      cpu?.remove();
      resolve({ name, ok: why === '', why, ms, output, cpuMs });
    });
  });
}

const cpuOf = (o: Outcome) => (o.cpuMs === undefined ? '' : `, CPU ${seconds(o.cpuMs)}`);
const started = performance.now();
console.log(
  `bench smoke: ${benches.join(', ')} (${commands.length} commands); ${JOBS} at a time; load average ${load()}`,
);
const outcomes: Outcome[] = [];
const queue = [...commands];
await Promise.all(
  Array.from({ length: Math.min(JOBS, queue.length) }, async () => {
    for (let next = queue.shift(); next; next = queue.shift()) {
      const { name } = next;
      const outcome = await runBench(next);
      outcomes.push(outcome);
      const lines = outcome.output.trimEnd().split('\n');
      const shown = outcome.ok ? lines.slice(-TAIL) : lines;
      console.log(
        `\n${outcome.ok ? 'ok' : 'FAILED'}: ${name} in ${seconds(outcome.ms)}${cpuOf(outcome)}${outcome.ok ? '' : ` (${outcome.why})`}; load average ${load()}`,
      );
      console.log(shown.map((line) => `  | ${line}`).join('\n'));
    }
  }),
);
const failed = outcomes.filter((o) => !o.ok);
console.log(
  `\nbench smoke: ${outcomes.length - failed.length} of ${outcomes.length} ran in ${seconds(performance.now() - started)} ` +
    `(${outcomes.map((o) => `${o.name} ${seconds(o.ms)}${cpuOf(o)}`).join(', ')}); load average ${load()}`,
);
if (failed.length) {
  console.error(`bench smoke FAILED: ${failed.map((o) => `${o.name} (${o.why})`).join(', ')}`);
  process.exit(1);
}
