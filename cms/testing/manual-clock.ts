// A clock for tests (cms/team/schedule/clock.ts) that moves only when told: `moveTo` jumps to a time and wakes every
// timer due by then, once each, earliest first, as a machine woken from sleep would; the wakes run side by side (two
// schedulers on one clock fire together, as two service processes do) and `moveTo` returns when all are done. So a
// test moves it past a schedule and, when the call returns, the scheduler's work is done.
import type { Clock, Timer } from '../team/schedule/clock.ts';

interface Waiting {
  due: number;
  wake: () => unknown;
  cancelled: boolean;
}

export interface ManualClock extends Clock {
  /** Moves to a later time (epoch ms or ISO 8601) and runs what is due by then; an earlier time is refused */
  moveTo(time: number | string): Promise<void>;
  /** Moves by this many milliseconds */
  advance(ms: number): Promise<void>;
}

export function manualClock(start: number | string): ManualClock {
  let now = typeof start === 'number' ? start : Date.parse(start);
  if (!Number.isFinite(now)) throw new Error(`Not a time: ${String(start)}`);
  let timers: Waiting[] = [];
  const clock: ManualClock = {
    now: () => now,
    after(ms, wake): Timer {
      const timer = { due: now + Math.max(0, ms), wake, cancelled: false };
      timers.push(timer);
      return { cancel: () => void (timer.cancelled = true) };
    },
    async moveTo(time) {
      const to = typeof time === 'number' ? time : Date.parse(time);
      if (!Number.isFinite(to)) throw new Error(`Not a time: ${String(time)}`);
      if (to < now) throw new Error(`The clock only moves forward: ${new Date(to).toISOString()} is before now`);
      now = to;
      // Timers set while these run wake on a later move, so that a timer that sets itself again cannot loop.
      const due = timers.filter((t) => !t.cancelled && t.due <= now).sort((a, b) => a.due - b.due);
      timers = timers.filter((t) => !due.includes(t) && !t.cancelled);
      await Promise.all(due.map(async (timer) => void (timer.cancelled || (await timer.wake()))));
    },
    advance: (ms) => clock.moveTo(now + ms),
  };
  return clock;
}
