import { setMaxListeners } from 'node:events';

/** Listeners one search's work signal carries: one or two per check (its shared round, its abortable wait) */
const LISTENERS_PER_SEARCH = 100;

/**
 * A signal that aborts like `source`, one turn of the event loop later (setImmediate). A search's provider calls
 * listen to it and its answer to `source`, so that at the deadline the answer goes out before the calls are stopped:
 * stopping them closes up to ~15 sockets, work that no visitor should wait for, least of all when many searches reach
 * their deadline in the same millisecond (every client of an outage waits exactly that long).
 */
export function afterAnswers(source: AbortSignal): AbortSignal {
  const controller = new AbortController();
  setMaxListeners(LISTENERS_PER_SEARCH, controller.signal);
  const follow = () => setImmediate(() => controller.abort(source.reason));
  if (source.aborted) follow();
  else source.addEventListener('abort', follow, { once: true });
  return controller.signal;
}
