// What the team soak (scripts/bench/cms-soak.ts) checks in the remote, apart from what the service answered:
// - a watcher of the remote's refs: a ref that moved to a commit that does not descend from where it was is a
//   force-push (the soak's remote takes them, so that one would be seen rather than refused);
// - at the end, every save answered "Saved" is in the remote's history (its value in some commit's change), and the
//   last save of each answer in each draft is what the draft holds: no save silently undone by a later one.
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { readYaml } from '../../cms/local-api/yaml-edit.ts';
import { branchOf } from '../../cms/team/drafts/branches.ts';
import type { Path, Saved } from './cms-soak-people.ts';

const run = promisify(execFile);
const git = async (bare: string, ...args: string[]) =>
  (await run('git', args, { cwd: bare, maxBuffer: 512 * 1024 * 1024 })).stdout;
const descends = (bare: string, from: string, to: string) =>
  run('git', ['merge-base', '--is-ancestor', from, to], { cwd: bare }).then(
    () => true,
    () => false,
  );

async function refs(bare: string): Promise<Map<string, string>> {
  const lines = (await git(bare, 'for-each-ref', '--format=%(objectname) %(refname)')).trim().split('\n');
  return new Map(
    lines
      .filter(Boolean)
      .map((line) => line.split(' ') as [string, string])
      .map(([c, r]) => [r, c]),
  );
}

/** Watches the remote's refs every second; `stop` answers the force-pushes seen. */
export function watchRefs(bare: string) {
  const forced: string[] = [];
  let last = new Map<string, string>();
  let stopped = false;
  const tick = async () => {
    const now = await refs(bare);
    for (const [ref, commit] of now) {
      const before = last.get(ref);
      if (before && before !== commit && !(await descends(bare, before, commit)))
        forced.push(`${ref}: ${before.slice(0, 8)} → ${commit.slice(0, 8)}`);
    }
    last = now;
  };
  const loop = (async () => {
    while (!stopped) {
      await tick().catch(() => undefined);
      await new Promise((r) => setTimeout(r, 1000));
    }
    await tick();
  })();
  return {
    async stop() {
      stopped = true;
      await loop;
      return forced;
    },
  };
}

export interface History {
  /** Saves answered "Saved" whose value is in no commit of the remote */
  lost: Saved[];
  /** Saves whose value a later save of the same answer did not replace, yet the draft no longer holds */
  undone: Saved[];
}

const tokenOf = (text: unknown) => / \[soak ([a-z0-9-]+)\]$/.exec(String(text))?.[1];
const getAt = (data: unknown, path: Path): unknown =>
  path.reduce<unknown>((node, key) => (node as Record<string | number, unknown>)?.[key], data);

export async function checkHistory(bare: string, saved: Saved[]): Promise<History> {
  const log = await git(bare, 'log', '--all', '-p', '--format=commit %H', '--', 'content');
  const lost = saved.filter((s) => !log.includes(`[soak ${s.token}]`));
  const undone: Saved[] = [];
  // Per draft, the commits of its branch in order: the last save of each answer is the one latest in it.
  for (const draft of new Set(saved.map((s) => s.draft))) {
    const order = (await git(bare, 'rev-list', '--first-parent', '--reverse', branchOf(draft))).trim().split('\n');
    const last = new Map<string, Saved>();
    for (const s of saved
      .filter((x) => x.draft === draft)
      .sort((a, b) => order.indexOf(a.commit) - order.indexOf(b.commit)))
      last.set(`${s.file} ${JSON.stringify(s.where)}`, s);
    for (const s of last.values()) {
      const text = await git(bare, 'show', `${branchOf(draft)}:content/${s.file}`);
      if (tokenOf(getAt(readYaml(text), s.where)) !== s.token) undone.push(s);
    }
  }
  return { lost, undone };
}
