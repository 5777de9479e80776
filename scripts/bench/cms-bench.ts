// What the content editor's benchmarks share: the machine's load, a scratch copy of content/ with `npm run cms`
// running on it, and Chromium.
import { spawn } from 'node:child_process';
import { cpSync, rmSync } from 'node:fs';
import { loadavg } from 'node:os';
import path from 'node:path';
import type { Browser } from 'playwright-core';
import { launchChromium } from './chromium.ts';
import { atExit } from './exit.ts';
import { tsxCommand } from '../node-command.ts';

export const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] as number;
export const load = () =>
  loadavg()
    .map((n) => n.toFixed(2))
    .join(' ');

export interface BenchEditor {
  /** The editor's origin; the preview site is on the port below it */
  editor: string;
  preview: string;
  browser: Browser;
  stop: () => Promise<void>;
}

/** Starts the editor on a scratch copy of content/ in `dir` (its parent is removed at the end) and a browser. */
export async function startEditor(dir: string, port: number): Promise<BenchEditor> {
  console.log(`load average at start: ${load()}`);
  rmSync(path.dirname(dir), { recursive: true, force: true });
  cpSync('content', dir, { recursive: true });
  const server = spawn(...tsxCommand('scripts/cms.ts'), {
    env: { ...process.env, CONTENT_DIR: dir, CMS_PORT: String(port) },
    stdio: ['ignore', 'pipe', 'inherit'],
    detached: true,
  });
  // Its own process group (it starts two dev servers): stopped whole, also when the bench is stopped or times out.
  const stopServer = () => {
    try {
      if (server.pid) process.kill(-server.pid, 'SIGTERM');
    } catch {
      // Already gone.
    }
  };
  atExit(stopServer);
  await new Promise<void>((resolve, reject) => {
    server.stdout.on('data', (d: Buffer) => d.includes('Content editor') && resolve());
    server.once('exit', (code) => reject(new Error(`npm run cms exited (${code}) before it was ready`)));
  });
  const browser = await launchChromium();
  return {
    editor: `http://127.0.0.1:${port}`,
    preview: `http://127.0.0.1:${port - 1}`,
    browser,
    stop: async () => {
      await browser.close();
      stopServer();
      rmSync(path.dirname(dir), { recursive: true, force: true });
      console.log(`load average at end: ${load()}`);
    },
  };
}
