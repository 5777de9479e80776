// The scheduler's time, behind an interface so that tests move it instead of waiting: what time it is, and one timer
// at a time to wake the scheduler. The service runs on the system's clock; tests (and the e2e harness, which starts
// the service itself) pass a clock they move (cms/testing/manual-clock.ts). No request can swap one for the other:
// the clock is an argument of startService, never a setting.

export interface Timer {
  cancel(): void;
}

export interface Clock {
  /** Epoch milliseconds */
  now(): number;
  /** Calls `wake` once `ms` have passed; what it returns is awaited by a clock that moves by hand */
  after(ms: number, wake: () => unknown): Timer;
}

/** setTimeout takes at most 2^31 - 1 ms (24.8 days); a longer wait wakes early and the scheduler looks again. */
const LONGEST_MS = 2 ** 31 - 1;

export const systemClock: Clock = {
  now: () => Date.now(),
  after(ms, wake) {
    const timer = setTimeout(wake, Math.min(Math.max(0, ms), LONGEST_MS));
    // Never the reason the process stays up: the server is.
    timer.unref();
    return { cancel: () => clearTimeout(timer) };
  },
};
