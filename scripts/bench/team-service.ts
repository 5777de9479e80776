// The team service for the cms benches (cms-team-live.ts, cms-click.ts): started as the e2e starts it
// (tests/helpers/cms-team-service.ts), in a process group of its own that is ended with the bench; an editor signed
// in and a new draft opened on a document; a field of its form found and focused; the figures printed.
import { spawn, type ChildProcess } from 'node:child_process';
import { cpSync, rmSync } from 'node:fs';
import path from 'node:path';
import { setTimeout as wait } from 'node:timers/promises';
import type { Browser, Page } from 'playwright-core';
import { ANN } from '../../tests/helpers/cms-team.ts';
import { median } from './cms-bench.ts';
import { atExit } from './exit.ts';
import { tsxCommand } from '../node-command.ts';
import { buildEditorApp } from './editor-app.ts';

/** Blocks this thread (for the clean-up when the process ends, which cannot wait on a promise). */
const sleepSync = (ms: number) => Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, ms);

export const figures = (xs: number[]) =>
  `median ${Math.round(median(xs))} ms (min ${Math.round(Math.min(...xs))}, max ${Math.round(Math.max(...xs))}, n=${xs.length})`;

/**
 * A detached child and its process group: stop() sends the child SIGTERM (its own clean-up: the team service stops
 * its preview renderer and git daemon and removes their folders), waits for it, then SIGKILLs whatever is left of the
 * group. Also done when this process ends early (an error, Ctrl-C: exit.ts), with a 3 s wait.
 */
export function processGroup(child: ChildProcess, name: string) {
  const pid = child.pid;
  if (!pid) throw new Error(`${name} did not start`);
  let stopped = false;
  let exitCode: number | null = null;
  const exited = new Promise<void>((resolve) =>
    child.once('exit', (code, signal) => {
      exitCode = code ?? (signal ? 128 : 0);
      resolve();
    }),
  );
  const signal = (sig: NodeJS.Signals, group = true) => {
    try {
      process.kill(group ? -pid : pid, sig);
    } catch {
      // The group is gone.
    }
  };
  atExit(() => {
    if (stopped) return;
    stopped = true;
    signal('SIGTERM', false);
    sleepSync(3000);
    signal('SIGKILL');
  });
  return {
    /** The child's exit code once it has exited on its own, else null */
    exitCode: () => exitCode,
    async stop() {
      if (stopped) return;
      stopped = true;
      signal('SIGTERM', false);
      // An unreferenced timer: once the child has exited, it no longer keeps the bench alive for the rest of the wait.
      await Promise.race([exited, wait(15_000, undefined, { ref: false })]);
      signal('SIGKILL');
    },
  };
}

/** Waits for `ready` (tried every 250 ms), failing if the process group's child exits or `ms` pass. */
export async function until(what: string, ready: () => Promise<boolean>, exitCode: () => number | null, ms: number) {
  const started = Date.now();
  while (!(await ready().catch(() => false))) {
    if (exitCode() !== null) throw new Error(`${what} exited (code ${exitCode()}) before it was ready`);
    if (Date.now() - started > ms) throw new Error(`${what} was not ready within ${ms / 1000} s`);
    await wait(250);
  }
}

export interface TeamService {
  /** http://127.0.0.1:<E2E port + 10> */
  origin: string;
  stop: () => Promise<void>;
}

/**
 * The team service as the e2e starts it (playwright.config.ts, the cms-team web server) with `e2ePort` as its
 * E2E_PORT: the editor app built (or copied from BENCH_EDITOR_APP) into .tmp/e2e-<port>/cms-team/app, then
 * tests/helpers/cms-team-service.ts (the service on port + 10, git daemon on + 11). The scratch folder
 * .tmp/e2e-<port> is removed at the end.
 */
export async function startTeamService(e2ePort: number): Promise<TeamService> {
  const scratch = path.resolve(`.tmp/e2e-${e2ePort}`);
  const origin = `http://127.0.0.1:${e2ePort + 10}`;
  rmSync(scratch, { recursive: true, force: true });
  atExit(() => rmSync(scratch, { recursive: true, force: true }));
  const appDir = path.join(scratch, 'cms-team/app');
  // The smoke run (scripts/bench-smoke.ts) builds the editor app once for every bench that starts the service.
  const built = process.env.BENCH_EDITOR_APP;
  if (built) cpSync(built, appDir, { recursive: true });
  else buildEditorApp(appDir);
  const child = spawn(...tsxCommand('tests/helpers/cms-team-service.ts'), {
    env: { ...process.env, E2E_PORT: String(e2ePort) },
    stdio: ['ignore', 'ignore', 'inherit'],
    detached: true,
  });
  const group = processGroup(child, 'the team service');
  const stop = async () => {
    await group.stop();
    rmSync(scratch, { recursive: true, force: true });
  };
  try {
    await until('the team service', async () => (await fetch(`${origin}/sign-in`)).ok, group.exitCode, 180_000);
  } catch (error) {
    await stop();
    throw error;
  }
  return { origin, stop };
}

/**
 * A page of its own browser context, signed in as the e2e's editor (Ann) through the sign-in form, in a new draft,
 * with `file` open in it (the form's Save button shown). `init`: a script every document of the page runs first.
 */
export async function openInNewDraft(browser: Browser, origin: string, file: string, init: string) {
  const context = await browser.newContext({ viewport: { width: 1600, height: 1000 } });
  // Server work on a busy 2-core machine: the board, a new draft, the document (seconds each at load 20).
  context.setDefaultTimeout(120_000);
  await context.addInitScript(init);
  const page = await context.newPage();
  await page.goto(`${origin}/sign-in`);
  await page.getByLabel('Email').fill(ANN.email);
  await page.getByLabel('Password').fill(ANN.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.getByRole('heading', { name: 'Drafts' }).waitFor();
  await page.getByLabel('Title of the new draft').fill(`Bench ${new Date().toISOString()}`);
  await page.getByRole('button', { name: 'New draft' }).click();
  await page.waitForURL(/\?draft=/);
  const slug = new URL(page.url()).searchParams.get('draft') ?? '';
  await page.goto(`${origin}/?draft=${encodeURIComponent(slug)}#${file}`);
  await page.locator('.draft-slug').filter({ hasText: slug }).waitFor();
  await page.getByRole('button', { name: 'Save' }).waitFor();
  return { page, slug };
}

/** The draft preview beside the form: its iframe (cms/editor/preview/DraftPagePreview.tsx) */
export const DRAFT_FRAME = 'iframe[title^="Draft preview of"]';

export type Path = (string | number)[];
/** The form's id of a field: ['plans', 0, 'price'] is root_plans_0_price (cms/editor/form/open-groups.tsx). */
export const fieldId = (at: Path) => ['root', ...at].join('_');

/** Opens the form's groups on the way to a field (each group's heading is a button `${id}__title`); the field. */
export async function openField(page: Page, at: Path) {
  for (let i = 1; i < at.length; i++) {
    const heading = page.locator(`#${fieldId(at.slice(0, i))}__title`);
    if ((await heading.count()) > 0 && (await heading.getAttribute('aria-expanded')) === 'false') await heading.click();
  }
  const field = page.locator(`#${fieldId(at)}`);
  await field.waitFor();
  return field;
}
