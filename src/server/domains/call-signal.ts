/** One provider call's signal, and the end of it once the call is over. */
export interface CallSignal {
  /** Aborts with a TimeoutError after the time-out, or with the parent's reason as soon as the parent aborts */
  signal: AbortSignal;
  /** Clears the timer and the parent's listener; call it when the call has settled, whichever way */
  end(): void;
}

/**
 * A call's time-out on its parent's signal, in place of `AbortSignal.any([parent, AbortSignal.timeout(ms)])`. That one,
 * on Node 20, never fires once a garbage collection has taken the timeout signal (nothing else holds it), and even
 * when it works its timer runs on after an answer, aborting a signal nobody listens to: ~19 DOMExceptions and
 * dispatches per search for nothing. Here the timer is held until end() clears it.
 */
export function callSignal(parent: AbortSignal, ms: number): CallSignal {
  const controller = new AbortController();
  if (parent.aborted) {
    controller.abort(parent.reason);
    return { signal: controller.signal, end: () => {} };
  }
  const onAbort = () => controller.abort(parent.reason);
  const timer = setTimeout(() => controller.abort(new DOMException(`no answer within ${ms} ms`, 'TimeoutError')), ms);
  parent.addEventListener('abort', onAbort, { once: true });
  return {
    signal: controller.signal,
    end() {
      clearTimeout(timer);
      parent.removeEventListener('abort', onAbort);
    },
  };
}
