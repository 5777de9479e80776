/**
 * Where the state that several instances of the server must agree on lives: the availability cache and the search
 * rate-limit counters. /readyz asks `ready()`; a server that stops calls `close()` after its last request.
 */
export interface SharedState {
  kind: 'memory' | 'redis';
  /** Always true in memory; with Redis, whether it answered a PING within its time-out (about 150 ms) */
  ready(): Promise<boolean>;
  /** Lets go of the Redis connection (nothing to do in memory); never rejects */
  close(): Promise<void>;
}

/** Lines the shared state writes: when Redis stops answering, and when it answers again (each once). */
export interface StateLog {
  warn(message: string): void;
  info(message: string): void;
}

export const memoryState: SharedState = {
  kind: 'memory',
  ready: () => Promise.resolve(true),
  close: () => Promise.resolve(),
};
