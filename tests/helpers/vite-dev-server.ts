// `npm run dev` (the project's vite.config.ts in Vite's dev server), started by a test on a port of its own: see
// site-dev-server.ts.
import { spawn } from 'node:child_process';
import { mkdirSync, openSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { accepts } from './ports.ts';
import { tsxCommand } from '../../scripts/node-command.ts';

export interface DevServer {
  stop(): Promise<void>;
}

/** Resolves once it answers `/`; rejects with its output when it does not within `timeoutMs`. */
export async function startViteDev(port: number, logDir: string, timeoutMs = 60_000): Promise<DevServer> {
  if (await accepts(port)) throw new Error(`port ${port} is already taken by another process`);
  mkdirSync(logDir, { recursive: true });
  const log = path.join(logDir, `vite-dev-${port}.log`);
  // Node itself, without npm or npx in between, so that stopping it stops the server.
  const child = spawn(...tsxCommand('tests/helpers/site-dev-server.ts'), {
    env: { ...process.env, DEV_PORT: String(port), DEV_CACHE_DIR: path.join(logDir, `vite-dev-${port}-cache`) },
    stdio: ['ignore', openSync(log, 'w'), openSync(log, 'a')],
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
    await exited;
  };
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline && child.exitCode === null) {
    const status = await fetch(`http://127.0.0.1:${port}/`, { signal: AbortSignal.timeout(5_000) }).then(
      (r) => r.status,
      () => 0,
    );
    if (status === 200) return { stop };
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  await stop();
  throw new Error(`npm run dev did not answer on port ${port}; its output:\n${readFileSync(log, 'utf8')}`);
}
