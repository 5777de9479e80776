// The service's side of the preview renderer (render-server.ts): starts it as a child process on a content folder,
// waits until it answers, and asks it over its Unix socket to reload the content, render a page, or hand over a file
// a page named. The child gets no secret: an environment of its own, with nothing of the service's settings.
import { fork, type ChildProcess } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { request } from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { createInterface } from 'node:readline';
import type { TextLog } from '../../../src/server/logger.ts';
import type { InlineCode } from '../../../src/server/csp.ts';
import type { ContentIssue } from '../../../src/content/issue.ts';
import type { LiveRequest } from '../../shared/preview-protocol.ts';

const SCRIPT = path.join(import.meta.dirname, 'render-server.ts');
/** What the child may know of the service's environment: where programs and temporary files are, and the locale. */
const PASSED_ENV = ['PATH', 'HOME', 'TMPDIR', 'TMP', 'TEMP', 'LANG', 'LC_ALL', 'TZ', 'GIT_CONFIG_NOSYSTEM'];
/**
 * Starting takes 3 to 4 s on the 2-core machine (Vite and the site's config imported, the content loaded once); a
 * minute means it hangs. A render takes 0.1 to 0.3 s, the first after a start about 1 s (every module transformed).
 */
const START_TIMEOUT_MS = 60_000;
const ANSWER_TIMEOUT_MS = 60_000;

export interface RenderedPage {
  status: number;
  head: string;
  html: string;
  inline: InlineCode;
}

type RenderAnswer = { ok: true; page: RenderedPage } | { ok: false; invalid: boolean; error: string };
/** The page of a document's unsaved data, or why the checks refuse the data */
type LiveAnswer =
  { ok: true; path: string; page: RenderedPage } | { ok: false; issues: ContentIssue[] } | { ok: false; error: string };

export interface ChildAnswer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: Buffer;
}

export interface Renderer {
  /** The content folder changed (these files, from the project root): read it again; its problems, or null */
  reload(files: string[]): Promise<string | null>;
  render(sitePath: string): Promise<RenderAnswer>;
  /** The page a document's unsaved data makes, on the content as it is (nothing is written) */
  live(request: LiveRequest): Promise<LiveAnswer>;
  /** The dev server's answer for a file a page named (an image, the font, the icon sprite) */
  file(sitePath: string): Promise<ChildAnswer>;
  /** False once the child has exited */
  running(): boolean;
  stop(): Promise<void>;
}

/** A start that failed says why, and whether it was the content (the loader's report) */
export type StartResult = { ok: true; renderer: Renderer } | { ok: false; error: string; content: boolean };
type Started = { ready: true } | { failed: string; content?: boolean };

function ask(socketPath: string, method: string, target: string, body?: unknown): Promise<ChildAnswer> {
  return new Promise((resolve, reject) => {
    const sent = body === undefined ? undefined : JSON.stringify(body);
    const req = request(
      {
        socketPath,
        method,
        path: target,
        timeout: ANSWER_TIMEOUT_MS,
        headers: sent === undefined ? {} : { 'content-type': 'application/json' },
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () =>
          resolve({ status: res.statusCode ?? 500, headers: res.headers, body: Buffer.concat(chunks) }),
        );
        res.on('error', reject);
      },
    );
    req.on('timeout', () => req.destroy(new Error('The preview renderer did not answer in time')));
    req.on('error', reject);
    req.end(sent);
  });
}

/** Each line the child prints goes to the service's (scrubbed) log, cut short. */
function logLines(stream: NodeJS.ReadableStream | null, write: (line: string) => void) {
  if (!stream) return;
  createInterface({ input: stream }).on('line', (line) => line.trim() && write(`preview: ${line.slice(0, 2000)}`));
}

/** Starts the renderer on `contentDir` (relative to root, as CONTENT_DIR is read); the loader's words if it cannot. */
export async function startRenderer({
  root,
  contentDir,
  log,
}: {
  root: string;
  contentDir: string;
  log: TextLog;
}): Promise<StartResult> {
  // mkdtemp makes the folder readable by this user only: nobody else reaches the socket.
  const dir = await mkdtemp(path.join(os.tmpdir(), 'cms-preview-'));
  const socketPath = path.join(dir, 'render.sock');
  const env: NodeJS.ProcessEnv = {
    ...Object.fromEntries(PASSED_ENV.filter((name) => process.env[name]).map((name) => [name, process.env[name]])),
    CONTENT_DIR: contentDir,
    PREVIEW_SOCKET: socketPath,
    PREVIEW_CACHE_DIR: path.join(dir, 'vite'),
    // React's production build, as the site ships it: its development build (checks, warnings, jsxDEV elements)
    // took half of each live preview's render (A/B at load 5: 326 and 350 ms against 154 and 209 a request). The
    // dev server's own mode stays development (import.meta.env.DEV), and no site module reads NODE_ENV.
    NODE_ENV: 'production',
  };
  const child: ChildProcess = fork(SCRIPT, [], {
    cwd: root,
    env,
    execArgv: ['--import', 'tsx'],
    stdio: ['ignore', 'pipe', 'pipe', 'ipc'],
  });
  logLines(child.stdout, (line) => log.info(line));
  logLines(child.stderr, (line) => log.error(line));
  let exited = false;
  const gone = new Promise<void>((resolve) =>
    child.once('exit', () => {
      exited = true;
      resolve();
    }),
  );
  const cleanUp = () => rm(dir, { recursive: true, force: true });

  const started = await new Promise<Started>((resolve) => {
    const timer = setTimeout(() => resolve({ failed: 'The preview renderer did not start in time' }), START_TIMEOUT_MS);
    child.once('message', (message: Started) => {
      clearTimeout(timer);
      resolve(message);
    });
    void gone.then(() => {
      clearTimeout(timer);
      resolve({ failed: 'The preview renderer stopped as it started' });
    });
  });
  const stop = async () => {
    if (!exited) {
      child.kill('SIGTERM');
      const killer = setTimeout(() => child.kill('SIGKILL'), 5_000);
      await gone;
      clearTimeout(killer);
    }
    await cleanUp();
  };
  if ('failed' in started) {
    await stop();
    return { ok: false, error: started.failed, content: started.content === true };
  }
  // Gone on its own (a crash, the machine short of memory): its folder goes with it.
  void gone.then(cleanUp);

  return {
    ok: true,
    renderer: {
      async reload(files) {
        const answer = await ask(socketPath, 'POST', '/__preview/reload', { files });
        if (answer.status !== 200) throw new Error(`The preview renderer answered ${answer.status} to a reload`);
        return (JSON.parse(answer.body.toString('utf8')) as { invalid: string | null }).invalid;
      },
      async render(sitePath) {
        const answer = await ask(socketPath, 'GET', `/__preview/render?path=${encodeURIComponent(sitePath)}`);
        const body = JSON.parse(answer.body.toString('utf8')) as RenderedPage & { error?: string };
        if (answer.status === 200) return { ok: true, page: body };
        return { ok: false, invalid: answer.status === 422, error: body.error ?? `answered ${answer.status}` };
      },
      async live(request) {
        const answer = await ask(socketPath, 'POST', '/__preview/live', request);
        const body = JSON.parse(answer.body.toString('utf8')) as LiveAnswer | { error: string };
        return answer.status === 200 ? (body as LiveAnswer) : { ok: false, error: 'error' in body ? body.error : '' };
      },
      file: (sitePath) => ask(socketPath, 'GET', sitePath),
      running: () => !exited,
      stop,
    },
  };
}
