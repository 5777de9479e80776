import type { Logger } from './availability.ts';

const NDJSON_TYPE = 'application/x-ndjson; charset=utf-8';

/**
 * A 200 whose body is `first`, then each event of `rest`, one JSON document a line, written as each arrives.
 * `stop` runs when the reader goes away, so the work behind the events can be aborted at once (an async generator
 * waiting for its next event would only notice at that event).
 *
 * Not compressed on the way out: hono/compress leaves application/x-ndjson alone (not in its list of compressible
 * types), and `no-transform` asks proxies to do the same; `X-Accel-Buffering: no` keeps nginx from holding lines back.
 */
export function ndjsonResponse<T>(first: T, rest: AsyncIterator<T>, stop: () => void, log: Logger): Response {
  const encoder = new TextEncoder();
  const line = (event: T) => encoder.encode(`${JSON.stringify(event)}\n`);
  let cancelled = false;
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      controller.enqueue(line(first));
    },
    async pull(controller) {
      let next: IteratorResult<T>;
      try {
        next = await rest.next();
      } catch (error) {
        // The status is long sent: end the body without its `done` line, which tells the reader it was cut short.
        log.warn(`stream ended early: ${(error as Error).message}`);
        stop();
        next = { done: true, value: undefined };
      }
      // The reader may have gone while the next event was awaited.
      if (cancelled) return;
      if (next.done) controller.close();
      else controller.enqueue(line(next.value));
    },
    cancel() {
      cancelled = true;
      stop();
      rest.return?.()?.catch(() => {});
    },
  });
  return new Response(body, {
    status: 200,
    headers: { 'Content-Type': NDJSON_TYPE, 'Cache-Control': 'no-store, no-transform', 'X-Accel-Buffering': 'no' },
  });
}
