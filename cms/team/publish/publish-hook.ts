// What runs after each publish (CMS_PUBLISH_HOOK): a URL that gets a POST, or a command that gets the same JSON on
// its standard input, to rebuild and deploy the site. A command is given as a JSON list of its words
// (["npm","run","deploy"]) and run without a shell: no variables, globs, pipes or redirections. The publish's answer does not wait for it; each run is kept (the latest few) with its result, its
// duration and the last lines of its output, scrubbed of secrets, for the board and the audit log. Given a file, the
// runs are kept there too, so the board still shows them after the service restarts.
import { spawn } from 'node:child_process';
import { scrubber } from '../../../src/server/logger.ts';
import type { AuditEntry } from '../audit.ts';
import { KEEP_RUNS, readRuns, writeRuns } from './hook-runs.ts';
import type { HookRun, PlanOutcomeKind } from '../../shared/team-types.ts';
export type { HookRun } from '../../shared/team-types.ts';

export interface HookPayload {
  draft: string;
  /** main's commit that holds the draft */
  commit: string;
  by: { name: string; email: string };
  /** ISO 8601 */
  at: string;
  /** Run at its time by the scheduler (cms/team/schedule/), with nobody signed in: a publish or an end */
  scheduled?: true;
  action?: 'publish' | 'end';
  /** A scheduled run's outcome: published (or undone), else why not (`reason`, in the board's words); `commit`
   * is then main's, unchanged: nothing to deploy */
  outcome?: PlanOutcomeKind;
  reason?: string;
}

const OUTPUT_LINES = 20;
const OUTPUT_BYTES = 64 * 1024;
const KILL_GRACE_MS = 5_000;

/** A finished run as an audit line: who published, which draft and commit, the result; never its output. */
export const hookAuditEntry = (run: HookRun): AuditEntry => ({
  event: 'publish-hook',
  who: run.by,
  draft: run.draft,
  commit: run.commit,
  ok: run.state === 'ok',
  ...(run.exitCode !== undefined && { exitCode: run.exitCode }),
  ...(run.httpStatus !== undefined && { httpStatus: run.httpStatus }),
  ...(run.durationMs !== undefined && { durationMs: run.durationMs }),
  ...(run.error !== undefined && { reason: run.error }),
});

/**
 * The command of CMS_PUBLISH_HOOK, which names it as a JSON list of its words, ["npm", "run", "deploy"]: run as given,
 * without a shell, so nothing in it is expanded, split again or redirected.
 */
export function hookCommand(spec: string): string[] {
  let words: unknown;
  try {
    words = JSON.parse(spec);
  } catch {
    words = undefined;
  }
  if (!Array.isArray(words) || !words.every((w): w is string => typeof w === 'string') || !words[0])
    throw new Error(
      `CMS_PUBLISH_HOOK is a URL or a command as a JSON list of its words, such as ["npm","run","deploy"]`,
    );
  return words;
}

/** The last lines of a text, each bounded. */
const tailLines = (text: string, scrub: (s: string) => string) =>
  text
    .split(/\r?\n/)
    .filter((line) => line.trim() !== '')
    .slice(-OUTPUT_LINES)
    .map((line) => scrub(line.slice(0, 500)));

/** The service's own secrets never reach the hook: a deploy command gets the rest of the environment. */
const hookEnv = (env: NodeJS.ProcessEnv) =>
  Object.fromEntries(Object.entries(env).filter(([name]) => !/^CMS_.*(SECRET|TOKEN|PASSWORD|KEY)/i.test(name)));

export interface PublishHookOptions {
  timeoutMs: number;
  /** Secret values to cut out of the output (the environment's) */
  secrets: readonly string[];
  env?: NodeJS.ProcessEnv;
  /** Called once a run has its result (the audit log) */
  onDone?: (run: HookRun) => void;
  /** A JSON file that keeps the runs across restarts (read at start, rewritten at each run's start and end) */
  keepIn?: string | undefined;
}

export function publishHook(spec: string | undefined, options: PublishHookOptions) {
  const scrub = scrubber(options.secrets);
  const isUrl = spec !== undefined && /^https?:\/\//i.test(spec);
  const argv = spec && !isUrl ? hookCommand(spec) : [];
  const target = spec ? (isUrl ? scrub(new URL(spec).origin + new URL(spec).pathname) : argv[0]!) : '';
  const runs: HookRun[] = readRuns(options.keepIn);
  const running = new Set<Promise<void>>();
  const stopping = new AbortController();
  let ids = Math.max(0, ...runs.map((run) => run.id));
  const keep = () => {
    if (!options.keepIn) return;
    try {
      writeRuns(options.keepIn, runs);
    } catch {
      // The board then shows the runs of this start only; the audit log has every one.
    }
  };

  async function post(url: string, body: string, run: HookRun, signal: AbortSignal) {
    const response = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'user-agent': 'content-editor-service' },
      body,
      redirect: 'manual',
      signal,
    });
    run.httpStatus = response.status;
    let text = '';
    const reader = response.body?.getReader();
    for (let part = await reader?.read(); part && !part.done; part = await reader?.read()) {
      text += Buffer.from(part.value).toString();
      if (text.length > OUTPUT_BYTES) {
        await reader?.cancel();
        break;
      }
    }
    run.output = tailLines(text, scrub);
    return response.ok;
  }

  function command(body: string, run: HookRun, signal: AbortSignal) {
    return new Promise<boolean>((resolve, reject) => {
      // Its own process group, so that a time-out stops what it started too (npm run → sh → node).
      const child = spawn(argv[0]!, argv.slice(1), {
        stdio: ['pipe', 'pipe', 'pipe'],
        env: hookEnv(options.env ?? process.env),
        detached: true,
      });
      let output = '';
      const keep = (chunk: Buffer) => {
        output = (output + chunk.toString()).slice(-OUTPUT_BYTES);
      };
      child.stdout.on('data', keep);
      child.stderr.on('data', keep);
      child.stdin.on('error', () => undefined); // a hook may not read its input
      child.stdin.end(body);
      const killGroup = (sig: NodeJS.Signals) => {
        try {
          if (child.pid) process.kill(-child.pid, sig);
        } catch {
          // already gone
        }
      };
      let hard: NodeJS.Timeout | undefined;
      const abort = () => {
        killGroup('SIGTERM');
        hard = setTimeout(() => killGroup('SIGKILL'), KILL_GRACE_MS);
      };
      signal.addEventListener('abort', abort, { once: true });
      child.once('error', (error) => {
        signal.removeEventListener('abort', abort);
        reject(error);
      });
      child.once('close', (code) => {
        signal.removeEventListener('abort', abort);
        clearTimeout(hard);
        run.exitCode = code;
        run.output = tailLines(output, scrub);
        if (signal.aborted) reject(signal.reason as Error);
        else resolve(code === 0);
      });
    });
  }

  /** Starts the hook for a publish; undefined when there is none. */
  function start(payload: HookPayload): HookRun | undefined {
    if (!spec) return undefined;
    const run: HookRun = {
      id: ++ids,
      draft: payload.draft,
      commit: payload.commit,
      by: payload.by.email,
      kind: isUrl ? 'url' : 'command',
      target,
      state: 'running',
      startedAt: new Date().toISOString(),
      output: [],
      ...(payload.scheduled && { scheduled: true, action: payload.action, outcome: payload.outcome }),
    };
    runs.unshift(run);
    runs.splice(KEEP_RUNS);
    keep();
    const began = performance.now();
    const signal = AbortSignal.any([AbortSignal.timeout(options.timeoutMs), stopping.signal]);
    const body = JSON.stringify(payload);
    const done = (isUrl ? post(spec, body, run, signal) : command(body, run, signal))
      .then(
        (ok) => {
          run.state = ok ? 'ok' : 'failed';
        },
        (error: Error) => {
          run.state = 'failed';
          run.error = stopping.signal.aborted
            ? 'stopped with the service'
            : signal.aborted
              ? `timed out after ${options.timeoutMs / 1000} s`
              : scrub(error.message).slice(0, 300);
        },
      )
      .finally(() => {
        run.durationMs = Math.round(performance.now() - began);
        running.delete(done);
        keep();
        options.onDone?.(run);
      });
    running.add(done);
    return run;
  }

  const settled = async () => {
    await Promise.all([...running]);
  };

  return {
    configured: Boolean(spec),
    start,
    /** Recent runs, newest first */
    runs: (): HookRun[] => runs.map((r) => ({ ...r })),
    /** The latest run for a draft */
    latestFor: (draft: string) => {
      const run = runs.find((r) => r.draft === draft);
      return run && { ...run };
    },
    /** Resolves when no run is left running */
    settled,
    /** Stops running hooks (the service stops) */
    async stop() {
      stopping.abort(new Error('stopped'));
      await settled();
    },
  };
}
export type PublishHook = ReturnType<typeof publishHook>;
