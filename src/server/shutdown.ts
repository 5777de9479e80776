// Graceful stop on SIGTERM (what orchestrators and process managers send) and SIGINT (Ctrl-C): no new connections,
// requests in flight finish within a bound, then what outlives requests (Redis) is closed and the process exits 0.
// A second signal exits at once, for whoever does not want to wait.
import type { Server } from 'node:http';
import { constants } from 'node:os';

interface ShutdownLog {
  info(message: string): void;
  warn(message: string): void;
}

export interface ShutdownOptions {
  server: Server;
  /** Longest wait for requests in flight (SHUTDOWN_GRACE_MS); the connections still open then are cut */
  graceMs: number;
  /** Closes what the requests used (the Redis connection), once the last of them has ended */
  close?: () => Promise<void>;
  /** Longest wait for close() */
  closeTimeoutMs?: number;
  log: ShutdownLog;
  /**
   * Writes out what the log still holds. The log writes asynchronously; at exit pino writes its buffer at once, and
   * a line still being written could then land after the lines that followed it ("stopped" before a request's line).
   */
  flush?: () => Promise<void>;
  exit?: (code: number) => void;
}

/** How often connections that have become idle are closed while draining (a keep-alive one would wait 5 s). */
const SWEEP_MS = 100;

export function shutdownOnSignals({
  server,
  graceMs,
  close = async () => {},
  closeTimeoutMs = 2000,
  log,
  flush = async () => {},
  exit = (code) => process.exit(code),
}: ShutdownOptions): { stopping: () => boolean } {
  let stopping = false;

  const stop = async (signal: NodeJS.Signals) => {
    if (stopping) {
      log.warn(`${signal} again: exiting now`);
      return exit(128 + (constants.signals[signal] ?? 0));
    }
    stopping = true;
    log.info(`${signal}: no new connections; finishing requests in flight (at most ${graceMs} ms)`);
    const closed = new Promise<void>((resolve) => server.close(() => resolve()));
    server.closeIdleConnections();
    const sweep = setInterval(() => server.closeIdleConnections(), SWEEP_MS);
    const cut = setTimeout(() => {
      log.warn(`requests still running after ${graceMs} ms: closing their connections`);
      server.closeAllConnections();
    }, graceMs);
    await closed;
    clearInterval(sweep);
    clearTimeout(cut);
    await Promise.race([
      close().catch((error: unknown) => log.warn(`closing shared state failed: ${String(error)}`)),
      new Promise((resolve) => setTimeout(resolve, closeTimeoutMs).unref()),
    ]);
    log.info('stopped');
    await flush().catch(() => {});
    exit(0);
  };

  for (const signal of ['SIGTERM', 'SIGINT'] as const) process.on(signal, (s) => void stop(s));
  return { stopping: () => stopping };
}
