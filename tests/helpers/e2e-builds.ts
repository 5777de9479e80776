// The end-to-end run's own builds of the site (playwright.config.ts: the hydration, visual and hand-off projects' sites),
// made two at a time by one web server before the servers that serve them start. Playwright starts its web servers one
// after another, each once the one before answers, so each of these builds, mostly one core, once ran alone with the
// other core idle: about 2 min 20 s before the first test on the 2-core machine.
// E2E_BUILDS: a JSON list of builds ({ name, command, env }); E2E_BUILDS_PORT: where this answers once they are all
// made. A failed build ends it with that build's output, so Playwright reports the web server's failure.
import { spawn } from 'node:child_process';
import { createServer } from 'node:http';

export interface E2eBuild {
  /** The project it is for, in the output */
  name: string;
  /** A shell command (node --import tsx scripts/build.ts, maybe after writing its content) */
  command: string;
  env: Record<string, string>;
}

/** Two at a time: the machine's two cores (a build is mostly one: Vite's client and server builds). */
const AT_ONCE = 2;

const builds = JSON.parse(process.env.E2E_BUILDS ?? '[]') as E2eBuild[];
const port = Number(process.env.E2E_BUILDS_PORT);
if (!Number.isInteger(port) || port <= 0) throw new Error('E2E_BUILDS_PORT: the port to answer at once built');

const seconds = (since: number) => `${((performance.now() - since) / 1000).toFixed(1)} s`;

function build({ name, command, env }: E2eBuild): Promise<void> {
  const started = performance.now();
  return new Promise((resolve, reject) => {
    const child = spawn('sh', ['-c', command], { env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    for (const stream of [child.stdout, child.stderr]) stream.on('data', (chunk: Buffer) => (output += chunk));
    child.once('close', (code, signal) => {
      if (code === 0) {
        console.log(`e2e build ${name}: done in ${seconds(started)}`);
        resolve();
      } else reject(new Error(`e2e build ${name} failed (${signal ?? code}) after ${seconds(started)}:\n${output}`));
    });
  });
}

const started = performance.now();
const queue = [...builds];
try {
  await Promise.all(
    Array.from({ length: Math.min(AT_ONCE, queue.length) }, async () => {
      for (let next = queue.shift(); next; next = queue.shift()) await build(next);
    }),
  );
} catch (error) {
  console.error((error as Error).message);
  process.exit(1);
}
console.log(`e2e builds: ${builds.map((b) => b.name).join(', ')} in ${seconds(started)}`);
// Kept running, as a web server must be, until Playwright stops it.
createServer((_, response) => response.end('built\n')).listen(port, '127.0.0.1');
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.once(signal, () => process.exit(0));
