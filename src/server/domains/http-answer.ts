import type { Dispatcher } from 'undici';
import type { HttpAnswer } from './http-get.ts';

/** A body not wanted (an error page, a redirect) is read to its end up to this, so its socket can serve again. */
const DRAIN_LIMIT_BYTES = 64 * 1024;
/** A body kept for reading past this is refused: no provider's answer about one domain comes near it. */
const BODY_LIMIT_BYTES = 1024 * 1024;
const TIMEOUT_CODES = new Set(['UND_ERR_HEADERS_TIMEOUT', 'UND_ERR_BODY_TIMEOUT']);

/** The agent's own time-outs fail like a timed-out signal (a TimeoutError), so callers report both alike. */
const asTimeout = (error: Error): Error =>
  TIMEOUT_CODES.has((error as Error & { code?: string }).code ?? '')
    ? new DOMException('The operation was aborted due to timeout', 'TimeoutError')
    : error;

/**
 * Aborts a call on purpose. undici closes its socket with an error of its own, whose stack Node's stream destroy()
 * formats at once (`err.stack`, against a V8 leak): ~50 µs an abort, 4 % of the server's CPU in an outage where every
 * call ends so (bench:soak profile). That error says nothing the caller does not know, so it is made without a stack.
 */
function stop(controller: Dispatcher.DispatchController, reason: Error): void {
  const limit = Error.stackTraceLimit;
  Error.stackTraceLimit = 0;
  try {
    controller.abort(reason);
  } finally {
    Error.stackTraceLimit = limit;
  }
}

/**
 * One GET's handler on undici's dispatcher: the answer as a plain object and its body as a list of buffers, without
 * the Readable stream and AsyncResource that `request` makes per call, or fetch's web streams. Per call it costs about
 * a third less CPU than `request` and a fifth of fetch's (loopback, keep-alive); a search makes ~19 calls under faults
 * (bench:soak). Resolves at the headers; the body keeps arriving and is never paused, so no socket waits on a reader.
 */
export class AnswerHandler implements Dispatcher.DispatchHandler, HttpAnswer {
  status = 0;
  private headers: Record<string, string | string[] | undefined> = {};
  private chunks: Buffer[] = [];
  private size = 0;
  private keep = true;
  private ended = false;
  private failure: Error | undefined;
  private controller: Dispatcher.DispatchController | undefined;
  private bodyWaiter: { resolve(text: string): void; reject(error: Error): void } | undefined;

  constructor(
    private readonly signal: AbortSignal,
    private readonly resolveAnswer: (answer: HttpAnswer) => void,
    private readonly rejectAnswer: (error: Error) => void,
    /** Called once the request is over and its socket free (back in the pool, or closed) */
    private readonly settled: () => void = () => {},
  ) {
    signal.addEventListener('abort', this.onAbort, { once: true });
  }

  /** The caller stops waiting at once, even for a call still queued for a socket; the call is stopped where it is. */
  private readonly onAbort = () => {
    const reason = this.signal.reason as Error;
    if (this.controller) stop(this.controller, reason);
    this.fail(reason);
  };

  private fail(error: Error) {
    if (this.failure || this.ended) return;
    this.failure = error;
    this.signal.removeEventListener('abort', this.onAbort);
    this.chunks = [];
    this.rejectAnswer(error);
    this.bodyWaiter?.reject(error);
  }

  onRequestStart(controller: Dispatcher.DispatchController): void {
    this.controller = controller;
    if (this.failure) stop(controller, this.failure);
  }

  onResponseStart(
    _controller: Dispatcher.DispatchController,
    statusCode: number,
    headers: Record<string, string | string[] | undefined>,
  ): void {
    // 1xx answers are followed by the real one.
    if (statusCode < 200) return;
    this.status = statusCode;
    this.headers = headers;
    this.resolveAnswer(this);
  }

  onResponseData(controller: Dispatcher.DispatchController, chunk: Buffer): void {
    this.size += chunk.length;
    if (this.keep) {
      if (this.size > BODY_LIMIT_BYTES) controller.abort(new Error(`response body over ${BODY_LIMIT_BYTES} bytes`));
      else this.chunks.push(chunk);
    } else if (this.size > DRAIN_LIMIT_BYTES) controller.abort(new Error('response body not wanted'));
  }

  onResponseEnd(): void {
    this.settled();
    if (this.failure) return;
    this.ended = true;
    this.signal.removeEventListener('abort', this.onAbort);
    this.bodyWaiter?.resolve(this.body());
  }

  onResponseError(_controller: Dispatcher.DispatchController, error: Error): void {
    this.settled();
    this.fail(asTimeout(error));
  }

  private body(): string {
    const text = Buffer.concat(this.chunks).toString();
    this.chunks = [];
    return text;
  }

  header(name: string): string | undefined {
    const value = this.headers[name];
    return Array.isArray(value) ? value[0] : value;
  }

  text(): Promise<string> {
    if (this.failure) return Promise.reject(this.failure);
    if (this.ended) return Promise.resolve(this.body());
    return new Promise((resolve, reject) => (this.bodyWaiter = { resolve, reject }));
  }

  async json(): Promise<unknown> {
    return JSON.parse(await this.text());
  }

  discard(): void {
    this.keep = false;
    this.chunks = [];
    if (this.size > DRAIN_LIMIT_BYTES) this.controller?.abort(new Error('response body not wanted'));
  }
}
