// The record on cms-status is the lock of a scheduled plan (cms/team/schedule/fire.ts): of several service processes
// that move one plan at once, the one whose write lands reports it. Two clones that write the very same record from
// the same tip in the same second must still not both land: git would take the second push of an identical commit
// as done.
import path from 'node:path';
import { afterEach, beforeEach, expect, it } from 'vitest';
import { startRemote, type TestRemote } from '../../testing/git-remote.ts';
import { ada } from '../../testing/people.ts';
import { openRepo } from './repo.ts';
import { readRecord, updateRecord, type DraftRecord } from './status.ts';

let remote: TestRemote;
beforeEach(async () => {
  remote = await startRemote();
});
afterEach(async () => {
  delete process.env.GIT_AUTHOR_DATE;
  delete process.env.GIT_COMMITTER_DATE;
  await remote.stop();
});

// Measured: two clones and five rounds of two writes took 3-6 s at load 2-8.
it(
  'lets one of two clones writing the same change at once from the same tip win, within one second',
  { timeout: 60_000 },
  async () => {
    const [a, b] = await Promise.all(
      ['a', 'b'].map((name) => openRepo({ remote: remote.url, dir: path.join(remote.dir, name) })),
    );
    const slug = 'two-writers';
    await updateRecord(a!, slug, ada, () => ({ slug, title: 'Two writers', status: 'draft', history: [] }));
    // One second for every commit: the same record, parent, person and message make the same commit.
    process.env.GIT_AUTHOR_DATE = process.env.GIT_COMMITTER_DATE = '2026-11-27T00:00:00Z';
    for (let round = 0; round < 5; round++) {
      const won = { a: false, b: false };
      const move = (who: 'a' | 'b') => (latest: DraftRecord | null) => {
        won[who] = false;
        if (!latest || latest.history.length !== round) return latest!;
        won[who] = true;
        return { ...latest, history: [...latest.history, { status: 'draft' as const, by: ada, at: `round ${round}` }] };
      };
      await Promise.all([updateRecord(a!, slug, ada, move('a')), updateRecord(b!, slug, ada, move('b'))]);
      expect(Number(won.a) + Number(won.b), `round ${round}`).toBe(1);
    }
    expect((await readRecord(a!, slug))?.history).toHaveLength(5);
  },
);
