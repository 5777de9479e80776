// The repository's publish hook (scripts/deploy-hook.ts) refuses what it cannot deploy, and a publish that main has
// already moved past ends as the newer publish's deploy does, without a build of its own. Its build and switch run
// in the team editor's e2e test.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tsxCommand } from '../../scripts/node-command.ts';

const root = path.resolve(import.meta.dirname, '../..');
let scratch: string;
let remote: string;
const commits: string[] = [];

const git = (cwd: string, ...args: string[]) =>
  spawnSync('git', ['-c', 'user.name=T', '-c', 'user.email=t@example.test', ...args], {
    cwd,
    encoding: 'utf8',
  }).stdout.trim();

beforeAll(() => {
  mkdirSync(path.join(root, '.tmp'), { recursive: true });
  scratch = mkdtempSync(path.join(root, '.tmp', 'deploy-hook-'));
  const seed = path.join(scratch, 'seed');
  mkdirSync(seed);
  git(seed, 'init', '-q', '-b', 'main');
  for (const n of [1, 2]) {
    writeFileSync(path.join(seed, 'README.md'), `version ${n}\n`);
    git(seed, 'add', '.');
    git(seed, 'commit', '-qm', `version ${n}`);
    commits.push(git(seed, 'rev-parse', 'HEAD'));
  }
  remote = path.join(scratch, 'remote.git');
  git(scratch, 'clone', '-q', '--bare', seed, remote);
});
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

const releases = () => path.join(scratch, 'releases');

function deploy(input: string, ...args: string[]) {
  const dir = path.relative(root, releases());
  const run = spawnSync(
    ...tsxCommand('scripts/deploy-hook.ts', '--remote', remote, '--dir', dir, '--settle', '0', ...args),
    { cwd: root, input, encoding: 'utf8' },
  );
  return {
    status: run.status,
    output: run.stdout + run.stderr,
    current: existsSync(path.join(scratch, 'releases/current')),
  };
}

describe('the deploy hook', () => {
  it('refuses input that is not the publish JSON', () => {
    expect(deploy('not json')).toMatchObject({ status: 1, output: expect.stringMatching(/not the publish JSON/) });
    expect(deploy('{"commit":"main"}')).toMatchObject({ status: 1, output: expect.stringMatching(/has no commit/) });
  });

  it('refuses a release folder outside the project', () => {
    const answer = deploy(JSON.stringify({ commit: commits[1] }), '--dir', '/tmp/elsewhere');
    expect(answer).toMatchObject({ status: 1, output: expect.stringMatching(/outside the project/) });
  });

  it('refuses a commit that is not on main, and deploys nothing', { timeout: 30_000 }, () => {
    const answer = deploy(JSON.stringify({ commit: 'f'.repeat(40) }));
    expect(answer.status).toBe(1);
    expect(answer.current).toBe(false);
  });

  it('a publish main has moved past is deployed with the newer one’s release', { timeout: 30_000 }, () => {
    // The newer publish's run has deployed it.
    mkdirSync(releases(), { recursive: true });
    symlinkSync(commits[1]!, path.join(releases(), 'current'));
    try {
      const answer = deploy(JSON.stringify({ commit: commits[0], draft: 'older' }));
      expect(answer).toMatchObject({ status: 0 });
      expect(answer.output).toContain(`Deployed with ${commits[1]!.slice(0, 7)}`);
      expect(existsSync(path.join(releases(), commits[0]!))).toBe(false); // nothing built for it
    } finally {
      rmSync(path.join(releases(), 'current'));
    }
  });

  it('a publish main has moved past fails when the newer one’s build failed', { timeout: 30_000 }, () => {
    mkdirSync(releases(), { recursive: true });
    writeFileSync(path.join(releases(), `.failed-${commits[1]}`), 'then\n');
    const answer = deploy(JSON.stringify({ commit: commits[0] }));
    expect(answer).toMatchObject({ status: 1, output: expect.stringMatching(/which holds this publish, failed/) });
  });
});
