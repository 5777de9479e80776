// A service killed in the middle of a save, then started again: no half-written file, no half-done git
// operation, and every draft commit it had made is on the remote.
import { spawn } from 'node:child_process';
import { existsSync, readdirSync, watch, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterEach, beforeEach, expect, it } from 'vitest';
import { readYaml } from '../../local-api/yaml-edit.ts';
import { openDrafts } from './index.ts';
import { ada, cy, productOn, SHARED, type Product } from '../../testing/people.ts';
import { gitIn, startRemote, type TestRemote } from '../../testing/git-remote.ts';

let remote: TestRemote;
beforeEach(async () => {
  remote = await startRemote();
});
afterEach(() => remote.stop());

/** Everything a clean clone must be: nothing changed or half-done, no temporary file, no lock. */
function expectClean(clone: string) {
  expect(gitIn(clone, 'status', '--porcelain', '--untracked-files=all')).toBe('');
  for (const state of ['CHERRY_PICK_HEAD', 'MERGE_HEAD', 'rebase-merge', 'rebase-apply', 'index.lock'])
    expect(existsSync(path.join(clone, '.git', state)), state).toBe(false);
  const files = readdirSync(path.join(clone, 'content'), { recursive: true }).map(String);
  expect(files.filter((f) => f.endsWith('.tmp'))).toEqual([]);
}

it(
  'recovers from what a kill leaves: a stale lock, a half-done cherry-pick, temporary, half-written and uncommitted new files, an unpushed commit',
  // 8-15 s alone; 36 s at load 12 beside the other suites (about forty git runs, each a fork of a large process).
  { timeout: 120_000 },
  async () => {
    const dir = path.join(remote.dir, 'service');
    const service = await openDrafts({ remote: remote.url, dir });
    const start = productOn(remote, 'main');
    const a = await service.create('Up', ada);
    const c = await service.create('Down', cy);
    const up = structuredClone(start);
    up.plans[0]!.price += 100;
    await service.save(a.slug, SHARED, { data: up }, ada);
    const down = structuredClone(start);
    down.plans[0]!.price -= 100;
    const cCommit = await service.save(c.slug, SHARED, { data: down }, cy);
    if (!cCommit.saved) throw new Error('not saved');

    // On A's branch: a commit made but never pushed, then a cherry-pick stopped in conflict, a stale index lock,
    // a temporary file and a half-written one.
    const clone = (...args: string[]) => gitIn(dir, ...args);
    clone('checkout', '-q', `cms/${a.slug}`);
    const file = path.join(dir, 'content', SHARED);
    up.plans[1]!.price += 7;
    const text = remote.bare('show', `cms/${a.slug}:content/${SHARED}`);
    writeFileSync(
      file,
      text.replace(`price: ${start.plans[1]!.price}`, () => `price: ${up.plans[1]!.price}`),
    );
    clone('commit', '-qam', 'a save killed before its push', `--author=${ada.name} <${ada.email}>`);
    const unpushed = clone('rev-parse', 'HEAD').trim();
    expect(() => clone('cherry-pick', cCommit.commit)).toThrow();
    writeFileSync(path.join(dir, '.git', 'index.lock'), '');
    writeFileSync(path.join(path.dirname(file), '.shared.yaml.1234abcd.tmp'), 'name: half');
    writeFileSync(path.join(dir, 'content', 'site.yaml'), 'name: half a fi');
    // An upload or a new file the editor's API wrote into the draft's worktree, killed before its commit.
    writeFileSync(path.join(dir, 'content', 'images', 'blog', 'uploaded-then-killed.png'), 'half an image');
    writeFileSync(path.join(dir, 'content', 'blog', 'new-then-killed.mdx'), '---\ntitle: half');

    const restarted = await openDrafts({ remote: remote.url, dir });
    expect(restarted.recovered).toEqual([`cms/${a.slug}`]);
    expectClean(dir);
    expect(remote.bare('rev-parse', `cms/${a.slug}`).trim()).toBe(unpushed);
    expect(productOn(remote, `cms/${a.slug}`).plans.map((p) => p.price)).toEqual(up.plans.map((p) => p.price));
    expect(productOn(remote, `cms/${c.slug}`).plans[0]?.price).toBe(down.plans[0]?.price);
    expect((await restarted.list()).map((d) => d.slug).sort()).toEqual([a.slug, c.slug].sort());
    // And it works on: the next save goes on top of the recovered commit.
    up.plans[2]!.price += 1;
    expect(await restarted.save(a.slug, SHARED, { data: up }, ada)).toMatchObject({ saved: true, pushed: true });
    expect(remote.bare('rev-list', '--count', `main..cms/${a.slug}`).trim()).toBe('3');

    // Recovery removes git's locks, so a clone another live process holds is refused.
    await restarted.close();
    writeFileSync(path.join(dir, '.git', 'cms-service.pid'), `${process.ppid}\n`);
    await expect(openDrafts({ remote: remote.url, dir })).rejects.toMatchObject({ code: 'clone-in-use' });
  },
);

type Moment = 'writing the file' | 'committing' | 'pushing';

/**
 * Starts a service process that saves in a loop and, once it has saved once, kills it (with the git it runs) at
 * a moment of a later save: when its temporary file appears, when git takes the index lock, or when the commit
 * moves the draft's branch (the push comes next).
 */
async function killMidSave(url: string, dir: string, slug: string, moment: Moment) {
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', path.join(import.meta.dirname, '../../testing/kill-child.ts'), url, dir, slug],
    {
      cwd: path.resolve(import.meta.dirname, '../../..'),
      // A group of its own: the kill takes the git processes it runs too, as a killed service's container would.
      detached: true,
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  const commits: string[] = [];
  let errors = '';
  let killed = false;
  const kill = () => {
    if (killed || commits.length === 0) return;
    killed = true;
    process.kill(-(child.pid ?? 0), 'SIGKILL');
  };
  const watchers = [
    watch(path.join(dir, 'content', 'products'), (_, name) => {
      if (moment === 'writing the file' && name?.endsWith('.tmp')) kill();
    }),
    watch(path.join(dir, '.git'), (_, name) => {
      if (moment === 'committing' && name === 'index.lock') kill();
    }),
    // The branch moves when the commit is made; the push comes next.
    watch(path.join(dir, '.git', 'refs', 'heads', 'cms'), (_, name) => {
      if (moment === 'pushing' && name === slug) kill();
    }),
  ];
  child.stderr.on('data', (d: Buffer) => (errors += d.toString()));
  child.stdout.on('data', (d: Buffer) => {
    commits.push(...[...d.toString().matchAll(/committed ([0-9a-f]{40})/g)].map((m) => m[1] ?? ''));
  });
  // Should the moment slip past unseen, a kill all the same after a few saves.
  const fallback = setInterval(() => commits.length >= 5 && kill(), 50);
  const code = await new Promise((resolve) => child.once('exit', resolve));
  clearInterval(fallback);
  for (const watcher of watchers) watcher.close();
  if (!killed) throw new Error(`the service stopped by itself (${String(code)}): ${errors}`);
  return commits;
}

it(
  'loses no committed save and leaves no half-written file when the service is killed mid-save',
  { timeout: 90_000 },
  async () => {
    const dir = path.join(remote.dir, 'service');
    const service = await openDrafts({ remote: remote.url, dir });
    const draft = await service.create('Busy', ada);
    await service.close();
    const made: string[] = [];
    for (const moment of ['writing the file', 'committing', 'pushing'] as const) {
      made.push(...(await killMidSave(remote.url, dir, draft.slug, moment)));
      const restarted = await openDrafts({ remote: remote.url, dir });
      expectClean(dir);
      const tip = remote.bare('rev-parse', `cms/${draft.slug}`).trim();
      // Every save the killed service reported is on the remote.
      for (const commit of made) expect(remote.bare('merge-base', '--is-ancestor', commit, tip)).toBe('');
      // The draft's file is whole: the next save, checked by the build's checks, goes on top of it.
      const product = readYaml(remote.bare('show', `${tip}:content/${SHARED}`)) as Product;
      const next = { ...product, plans: product.plans.map((p, i) => (i === 0 ? { ...p, price: p.price + 1 } : p)) };
      expect(await restarted.save(draft.slug, SHARED, { data: next }, ada)).toMatchObject({
        saved: true,
        pushed: true,
      });
      await restarted.close();
    }
    expect(made.length).toBeGreaterThanOrEqual(3);
  },
);
