import { describe, expect, it } from 'vitest';
import { latestOnly } from './latest.ts';

/** A task whose runs finish when the test says, noting what each ran with. */
function controlled() {
  const ran: number[] = [];
  const finish: (() => void)[] = [];
  const task = (value: number) => {
    ran.push(value);
    return new Promise<void>((resolve) => finish.push(resolve));
  };
  const settle = async () => {
    finish.shift()?.();
    await new Promise((resolve) => setTimeout(resolve, 0));
  };
  return { ran, task, settle };
}

describe('latestOnly', () => {
  it('runs one value at a time, and of the values that waited only the newest', async () => {
    const { ran, task, settle } = controlled();
    const run = latestOnly(task);
    run(1);
    run(2);
    run(3);
    run(4);
    expect(ran).toEqual([1]);
    await settle();
    expect(ran).toEqual([1, 4]);
    await settle();
    run(5);
    expect(ran).toEqual([1, 4, 5]);
  });

  it('goes on after a run that failed', async () => {
    const ran: number[] = [];
    const run = latestOnly(async (value: number) => {
      ran.push(value);
      if (value === 1) throw new Error('unreachable server');
    });
    run(1);
    run(2);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(ran).toEqual([1, 2]);
  });
});
