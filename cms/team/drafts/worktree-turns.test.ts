// How reads and writes share the clone's worktree (worktree-tasks.ts): the image picker asks dozens of thumbnails of
// one draft at once, and an upload asked among them must not wait for each of them in turn.
import path from 'node:path';
import { afterEach, beforeEach, expect, it } from 'vitest';
import { openDrafts } from './index.ts';
import { ada, SHARED } from '../../testing/people.ts';
import { startRemote, type TestRemote } from '../../testing/git-remote.ts';

let remote: TestRemote;
beforeEach(async () => {
  remote = await startRemote();
});
afterEach(() => remote.stop());

/** A task that runs until told to end, and says how many such tasks ran at once. */
function gate() {
  let running = 0;
  let most = 0;
  let open!: () => void;
  const opened = new Promise<void>((resolve) => (open = resolve));
  const task = (value: string) => async () => {
    running += 1;
    most = Math.max(most, running);
    await opened;
    running -= 1;
    return value;
  };
  return { task, open, most: () => most };
}

it(
  'runs the reads of one draft asked together side by side, each with its own answer',
  { timeout: 30_000 },
  async () => {
    const service = await openDrafts({ remote: remote.url, dir: path.join(remote.dir, 'service') });
    const draft = await service.create('Pictures', ada);
    const { task, open, most } = gate();
    const reads = Array.from({ length: 12 }, (_, i) => service.view(draft.slug, task(`thumbnail ${i}`)));
    // The first turn starts as soon as the worktree is free; let it and the others join before opening the gate.
    await new Promise((resolve) => setTimeout(resolve, 500));
    open();
    expect(await Promise.all(reads)).toEqual(Array.from({ length: 12 }, (_, i) => `thumbnail ${i}`));
    expect(most()).toBeGreaterThan(1);
  },
);

it(
  'lets a write through after the turn of reads that holds the worktree, before reads asked after it',
  { timeout: 30_000 },
  async () => {
    const service = await openDrafts({ remote: remote.url, dir: path.join(remote.dir, 'service') });
    const draft = await service.create('Pictures', ada);
    const order: string[] = [];
    let started!: () => void;
    const holding = new Promise<void>((resolve) => (started = resolve));
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    const read = (name: string, hold = false) =>
      service.view(draft.slug, async () => {
        if (hold) {
          started();
          await released;
        }
        order.push(name);
      });
    const first = [read('read 1', true), read('read 2')];
    await holding;
    // The worktree is held by the first turn: the write waits for it, and reads asked now wait for the write.
    const write = service.write(draft.slug, ada, async () => {
      order.push('write');
      return { answer: null, message: null };
    });
    const later = [read('read 3'), read('read 4')];
    release();
    await Promise.all([...first, write, ...later]);
    expect(order.indexOf('write')).toBe(2);
    expect(order.slice(3).sort()).toEqual(['read 3', 'read 4']);
  },
);

it(
  'fails every read of a turn when the draft does not exist, and the next turn still runs',
  { timeout: 30_000 },
  async () => {
    const service = await openDrafts({ remote: remote.url, dir: path.join(remote.dir, 'service') });
    const missing = [service.view('no-such-draft', async () => 1), service.view('no-such-draft', async () => 2)];
    for (const read of missing) await expect(read).rejects.toMatchObject({ code: 'no-such-draft' });
    expect(await service.view(null, async () => SHARED)).toBe(SHARED);
  },
);
