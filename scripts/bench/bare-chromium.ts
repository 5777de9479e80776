// Chromium driven over a bare DevTools pipe (--remote-debugging-pipe), for bench:hydration's traced page loads.
// Playwright (and Puppeteer) keep the Runtime domain on in every page they drive; with it on, V8 records a detailed
// stack, line and column of each frame, for every Error the page creates, so that DevTools could show it. react-dom
// creates five at the top level of its module (the sentinels it throws to suspend), so V8 reparses the whole
// 207 KB chunk to find their positions: 50-110 ms inside react-dom's evaluation at 4× CPU, a task no visitor's
// browser runs (measured on /domains, Runtime on against off, over this same pipe: V8.CollectSourcePositions 54 and
// 95 ms against 0). This driver turns on only what the bench needs: the page's emulation, its init script, tracing.
// Runtime.evaluate answers without the Runtime domain on.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Readable, Writable } from 'node:stream';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './chromium.ts';
import type { TraceEvent } from './hydration-page.ts';

type Params = Record<string, unknown>;
interface Message {
  id?: number;
  method?: string;
  params?: Params;
  result?: unknown;
  error?: { message: string };
  sessionId?: string;
}

export interface BarePage {
  send<T = unknown>(method: string, params?: Params): Promise<T>;
  /** Runs `expression` in the page (awaiting a promise it gives), and answers its value. */
  evaluate<T = unknown>(expression: string): Promise<T>;
  /** Navigates, and answers once the new document's script can run. */
  goto(url: string): Promise<void>;
  close(): Promise<void>;
}

export interface BareChromium {
  /** A page in a browser context of its own (an empty cache), 1280 × 720 as Playwright's default. */
  newPage(): Promise<BarePage>;
  startTracing(categories: string[]): Promise<void>;
  stopTracing(): Promise<TraceEvent[]>;
  close(): Promise<void>;
}

export async function launchBareChromium(): Promise<BareChromium> {
  const profile = mkdtempSync(path.join(os.tmpdir(), 'bench-chromium-'));
  const child = spawn(
    CHROMIUM_PATH,
    [
      '--headless',
      '--remote-debugging-pipe',
      `--user-data-dir=${profile}`,
      ...CHROMIUM_ARGS,
      '--no-default-browser-check',
      'about:blank',
    ],
    { stdio: ['ignore', 'ignore', 'ignore', 'pipe', 'pipe'] },
  );
  const [toBrowser, fromBrowser] = [child.stdio[3] as Writable, child.stdio[4] as Readable];
  let nextId = 0;
  const pending = new Map<number, { resolve: (value: unknown) => void; reject: (error: Error) => void }>();
  const listeners = new Map<string, ((params: Params) => void)[]>();
  let buffered = '';
  fromBrowser.on('data', (chunk: Buffer) => {
    const parts = (buffered + chunk.toString()).split('\0');
    buffered = parts.pop()!;
    for (const part of parts) {
      const message = JSON.parse(part) as Message;
      const waiting = message.id === undefined ? undefined : pending.get(message.id);
      if (waiting) {
        pending.delete(message.id!);
        if (message.error) waiting.reject(new Error(message.error.message));
        else waiting.resolve(message.result);
      } else if (message.method)
        for (const listener of listeners.get(message.method) ?? []) listener(message.params ?? {});
    }
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  void exited.then(() => {
    for (const { reject } of pending.values()) reject(new Error('Chromium exited'));
  });
  const send = <T>(method: string, params: Params = {}, sessionId?: string) =>
    new Promise<T>((resolve, reject) => {
      const id = ++nextId;
      pending.set(id, { resolve: resolve as (value: unknown) => void, reject });
      toBrowser.write(`${JSON.stringify({ id, method, params, ...(sessionId ? { sessionId } : {}) })}\0`);
    });
  const once = (method: string) =>
    new Promise<Params>((resolve) => {
      const list = listeners.get(method) ?? [];
      const listener = (params: Params) => {
        list.splice(list.indexOf(listener), 1);
        resolve(params);
      };
      listeners.set(method, [...list, listener]);
    });

  let traceEvents: TraceEvent[] = [];
  listeners.set('Tracing.dataCollected', [(params) => traceEvents.push(...(params.value as TraceEvent[]))]);

  return {
    async newPage() {
      const { browserContextId } = await send<{ browserContextId: string }>('Target.createBrowserContext');
      const { targetId } = await send<{ targetId: string }>('Target.createTarget', {
        url: 'about:blank',
        browserContextId,
      });
      const { sessionId } = await send<{ sessionId: string }>('Target.attachToTarget', { targetId, flatten: true });
      const inPage = <T>(method: string, params?: Params) => send<T>(method, params, sessionId);
      await inPage('Emulation.setDeviceMetricsOverride', {
        width: 1280,
        height: 720,
        deviceScaleFactor: 1,
        mobile: false,
      });
      const evaluate = async <T>(expression: string) => {
        const { result, exceptionDetails } = await inPage<{
          result: { value: T };
          exceptionDetails?: { text: string; exception?: { description?: string } };
        }>('Runtime.evaluate', { expression, awaitPromise: true, returnByValue: true });
        if (exceptionDetails)
          throw new Error(exceptionDetails.exception?.description?.split('\n')[0] ?? exceptionDetails.text);
        return result.value;
      };
      return {
        send: inPage,
        evaluate,
        async goto(url) {
          await inPage('Page.navigate', { url });
          // Page.navigate may answer before the new document exists: until it does, scripts run in about:blank.
          const href = () => evaluate<string>('location.href').catch(() => 'about:blank'); // a context going away
          for (let tries = 0; (await href()) === 'about:blank'; tries++) {
            if (tries > 300) throw new Error(`${url}: no document after 15 s`);
            await new Promise((resolve) => setTimeout(resolve, 50));
          }
        },
        close: () => send('Target.disposeBrowserContext', { browserContextId }).then(() => undefined),
      };
    },
    async startTracing(categories) {
      traceEvents = [];
      await send('Tracing.start', { categories: categories.join(','), transferMode: 'ReportEvents' });
    },
    async stopTracing() {
      const complete = once('Tracing.tracingComplete');
      await send('Tracing.end');
      await complete;
      return traceEvents;
    },
    async close() {
      void send('Browser.close').catch(() => undefined);
      await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 5_000))]);
      child.kill('SIGKILL');
      rmSync(profile, { recursive: true, force: true });
    },
  };
}
