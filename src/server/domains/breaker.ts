// A circuit breaker per (provider, extension). When, within one window of `openMs`, at least `failures` calls failed
// and they are more than half of the calls, the pair is skipped for `openMs`; then one call (the probe) may try it
// again while the others still skip it: an answer closes the breaker, a failure opens it again. In an outage every
// search then fails fast instead of waiting out each provider's time-out, while a provider that fails now and then
// (a share of its calls, not most of them) is never skipped. Failures "in a row" would not do: under load, calls end
// in any order, and one slow moment ends several failed calls together.
// Hand-written rather than cockatiel: its current major needs Node 22, and a search skips an open provider (asks the
// next one) rather than waiting or throwing, like the rate-limit back-off beside it.

export interface BreakerOptions {
  /** Failed calls within a window that open the breaker (if they are most of its calls); 0 turns it off */
  failures: number;
  /** How long a window lasts, and how long an open breaker skips its pair before a probe may try it again */
  openMs: number;
}

interface PairState {
  windowStart: number;
  calls: number;
  failures: number;
  /** Until when an open breaker skips the pair; 0 while closed */
  openUntil: number;
  /** A probe is under way: the others keep skipping */
  probing: boolean;
}

export class Breaker {
  private readonly pairs = new Map<string, PairState>();

  constructor(
    private readonly options: BreakerOptions,
    private readonly now: () => number = Date.now,
    private readonly log: (message: string) => void = () => {},
  ) {}

  /** The pair's state, in the window of now */
  private stateOf(key: string): PairState {
    const now = this.now();
    let state = this.pairs.get(key);
    if (!state)
      this.pairs.set(key, (state = { windowStart: now, calls: 0, failures: 0, openUntil: 0, probing: false }));
    if (now - state.windowStart >= this.options.openMs)
      Object.assign(state, { windowStart: now, calls: 0, failures: 0 });
    return state;
  }

  /** Whether a call for `key` may go now; when the breaker is open and its time is up, this call is the probe. */
  allows(key: string): boolean {
    const state = this.pairs.get(key);
    if (!state?.openUntil) return true;
    if (state.probing || this.now() < state.openUntil) return false;
    state.probing = true;
    return true;
  }

  /** The call answered. */
  succeeded(key: string): void {
    if (this.options.failures === 0) return;
    const state = this.stateOf(key);
    if (state.openUntil) {
      this.log(`${key} answers again: asking it as usual`);
      Object.assign(state, { windowStart: this.now(), calls: 0, failures: 0, openUntil: 0, probing: false });
    }
    state.calls++;
  }

  /** The call failed on the provider's side (an error, a bad answer, no answer in time). */
  failed(key: string, reason: string): void {
    if (this.options.failures === 0) return;
    const state = this.stateOf(key);
    state.probing = false;
    if (state.openUntil) {
      state.openUntil = this.now() + this.options.openMs;
      return;
    }
    state.calls++;
    state.failures++;
    if (state.failures < this.options.failures || state.failures * 2 <= state.calls) return;
    state.openUntil = this.now() + this.options.openMs;
    this.log(
      `${key}: ${state.failures} of ${state.calls} calls failed (last: ${reason}); skipped for ${this.options.openMs / 1000} s`,
    );
  }

  /** The call ended without telling anything about the provider (its search left, or the provider said to wait). */
  released(key: string): void {
    const state = this.pairs.get(key);
    if (state) state.probing = false;
  }
}
