import { setMaxListeners } from 'node:events';
import type { LimitFunction } from 'p-limit';

/**
 * Every check of a search (a bulk search's 20 names, or a search's 15 domains, each in a pool and a provider call)
 * listens to the search's signal; Node warns of a leak past 10 listeners, so the bound is set to what a search uses.
 */
const LISTENERS_PER_SEARCH = 100;

/** Default of DOMAIN_SEARCH_DEADLINE_MS: a whole search, every provider and suggestion included, answers within it. */
export const DEFAULT_DEADLINE_MS = 3000;

/** Why a search's work was stopped when its deadline passed. */
export class DeadlineExceeded extends Error {
  override name = 'DeadlineExceeded';
  constructor(readonly ms: number) {
    super(`not checked within the ${ms} ms deadline`);
  }
}

/** Why a search's remaining work was stopped once its answer was complete. */
class SearchEnded extends Error {
  override name = 'SearchEnded';
  constructor() {
    super('the search had already answered');
  }
}

export interface SearchScope {
  /** Aborts at the deadline, when `parent` aborts (the visitor left), or at end(): every provider call listens to it. */
  signal: AbortSignal;
  /** Stops what is still running for this search; call it once its answer is sent. */
  end(): void;
}

/** One search's life: a deadline timer and the visitor's own signal folded into one AbortSignal. */
export function searchScope(deadlineMs: number, parent?: AbortSignal): SearchScope {
  const controller = new AbortController();
  setMaxListeners(LISTENERS_PER_SEARCH, controller.signal);
  const stop = (reason: unknown) => {
    clearTimeout(timer);
    parent?.removeEventListener('abort', onParentAbort);
    if (!controller.signal.aborted) controller.abort(reason);
  };
  const onParentAbort = () => stop(parent?.reason);
  const timer = setTimeout(() => stop(new DeadlineExceeded(deadlineMs)), deadlineMs);
  if (parent?.aborted) stop(parent.reason);
  else parent?.addEventListener('abort', onParentAbort, { once: true });
  return { signal: controller.signal, end: () => stop(new SearchEnded()) };
}

/** The promise, or its signal's reason as soon as the signal aborts (the work itself is stopped by whoever owns it). */
export function abortable<T>(promise: Promise<T>, signal: AbortSignal | undefined): Promise<T> {
  if (!signal) return promise;
  if (signal.aborted) return Promise.reject(signal.reason as Error);
  return new Promise<T>((resolve, reject) => {
    const onAbort = () => reject(signal.reason as Error);
    signal.addEventListener('abort', onAbort, { once: true });
    promise.then(
      (value) => {
        signal.removeEventListener('abort', onAbort);
        resolve(value);
      },
      (error: unknown) => {
        signal.removeEventListener('abort', onAbort);
        reject(error as Error);
      },
    );
  });
}

/**
 * Runs `task` through a p-limit pool unless `signal` aborts first: a queued task whose search has ended never
 * starts (it leaves the queue at once when its turn comes), and its caller stops waiting at the abort.
 */
export function limited<T>(limit: LimitFunction, signal: AbortSignal | undefined, task: () => Promise<T>): Promise<T> {
  return abortable(
    limit(() => {
      signal?.throwIfAborted();
      return task();
    }),
    signal,
  );
}
