import { describe, expect, it } from 'vitest';
import { callSignal } from './call-signal.ts';

describe('callSignal', () => {
  it('times out with a TimeoutError that names the time-out', async () => {
    const { signal } = callSignal(new AbortController().signal, 20);
    await new Promise((resolve) => signal.addEventListener('abort', resolve));
    expect(signal.reason).toMatchObject({ name: 'TimeoutError', message: 'no answer within 20 ms' });
  });

  it("aborts with the parent's reason, and follows a parent that had already aborted", () => {
    const parent = new AbortController();
    const call = callSignal(parent.signal, 60_000);
    parent.abort(new Error('search over'));
    expect(call.signal.reason).toEqual(new Error('search over'));
    expect(callSignal(parent.signal, 60_000).signal.reason).toEqual(new Error('search over'));
    call.end();
  });

  it('once ended, neither its timer nor its parent aborts it', async () => {
    const parent = new AbortController();
    const call = callSignal(parent.signal, 20);
    call.end();
    parent.abort();
    await new Promise((resolve) => setTimeout(resolve, 60));
    expect(call.signal.aborted).toBe(false);
  });
});
