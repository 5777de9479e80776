// bench:hydration's reading of a trace (scripts/bench/hydration-page.ts): the longest main-thread tasks, and which of
// them run the page's script.
import { describe, expect, it } from 'vitest';
import { longestTasks, type TraceEvent } from '../../scripts/bench/hydration-page.ts';

const MAIN = { pid: 1, tid: 10 };
const OTHER = { pid: 1, tid: 11 };
const ANCHOR = 'anchor';
// The anchor's TimeStamp at trace time 1,000,000 µs, when the page's performance.now() read 100 ms: the page's 0 ms
// is the trace's 900,000 µs.
const at = (ms: number) => 900_000 + ms * 1000;

/** A complete event on a thread, from the page's `fromMs` for `ms`. */
const inside = (name: string, fromMs: number, ms: number, thread = MAIN): TraceEvent => ({
  name,
  ph: 'X',
  ...thread,
  ts: at(fromMs),
  dur: ms * 1000,
});
const task = (fromMs: number, ms: number, thread = MAIN) => inside('RunTask', fromMs, ms, thread);

const base: TraceEvent[] = [
  { name: 'thread_name', ph: 'M', ...MAIN, ts: 0, args: { name: 'CrRendererMain' } },
  { name: 'TimeStamp', ph: 'I', ...MAIN, ts: 1_000_000, args: { data: { message: ANCHOR } } },
];

describe('longestTasks', () => {
  const events = [
    ...base,
    // The navigation's commit: the longest task, left out after the commit.
    task(0, 90),
    { name: 'CommitLoad', ph: 'X', ...MAIN, ts: at(10), dur: 1000 },
    // The first styling and layout: no script in it.
    task(200, 70),
    inside('Layout', 210, 50),
    // A module's evaluation.
    task(400, 40),
    inside('v8.evaluateModule', 405, 30),
    // Hydration's slice: a call.
    task(600, 55),
    inside('FunctionCall', 601, 50),
    // On another thread, and after the window: neither counts.
    task(300, 500, OTHER),
    inside('FunctionCall', 310, 400, OTHER),
    task(2000, 300),
  ];

  it('answers the longest task, the longest after the commit, and which of those run script', () => {
    expect(longestTasks(events, { message: ANCHOR, at: 100 }, 1000)).toEqual({
      longestTask: 90,
      afterCommit: 70,
      withScript: 55,
      withoutScript: 70,
    });
  });

  it('counts a script event only inside the task that holds it', () => {
    // A call that starts inside the layout task but ends after it belongs to no task of the two.
    const straddling = [...base, task(0, 10), task(100, 20), inside('FunctionCall', 110, 30)];
    expect(longestTasks(straddling, { message: ANCHOR, at: 100 }, 1000)).toMatchObject({
      withScript: 0,
      withoutScript: 20,
    });
  });

  it('says what is wrong with a trace it cannot read', () => {
    expect(longestTasks(events, { message: 'another', at: 100 }, 1000)).toBe(
      'the trace holds no anchor TimeStamp event',
    );
  });
});
