// The team editor's publish hook, as a deployment that works out of the box: CMS_PUBLISH_HOOK='["node","--import","tsx",
// "scripts/deploy-hook.ts"]' (the service passes what it published as JSON on standard input). It builds the site
// from the content the remote's main holds at the published commit, with this checkout's code, into a release
// folder of its own, and then points `current` at it, so a failed build leaves the site as it was:
//
//   <dir>/.source/    a bare clone of the content remote, fetched on each run
//   <dir>/<commit>/   content/ (the commit's content folder) and dist/ (the build: client/ is the static site,
//                     server/server.js the site's server)
//   <dir>/current     a link to the release being served, switched in one rename
//
// A scheduled publish or end that did not publish (its `outcome` is not "published") deploys nothing.
// Publishes close together build once: a run waits for the one before it, and a run whose commit main has
// already moved past waits for the newer run's release (which holds its change) and reports that one's outcome. Options: --remote <url> (default CMS_GIT_REMOTE),
// --dir <folder inside the project> (default .releases: an MDX body and the server bundle import React, which
// Node finds only under the project's node_modules), --branch <name> (default main), --keep <n> releases (default
// 3), --settle <seconds> to wait for another publish before building (default 3).
import { spawn, spawnSync } from 'node:child_process';
import {
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  readlinkSync,
  renameSync,
  rmSync,
  statSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { tsxCommand } from './node-command.ts';

const root = path.resolve(import.meta.dirname, '..');
const started = performance.now();
const COMMIT = /^[0-9a-f]{40}$/;
/** How long a run waits for the run before it: a build takes 10 to 60 s on the 2-core machine */
const LOCK_WAIT_MS = 10 * 60_000;

function fail(message: string): never {
  console.error(`deploy-hook: ${message}`);
  process.exit(1);
}

const { values } = parseArgs({
  options: {
    remote: { type: 'string', default: process.env.CMS_GIT_REMOTE ?? '' },
    dir: { type: 'string', default: '.releases' },
    branch: { type: 'string', default: 'main' },
    keep: { type: 'string', default: '3' },
    settle: { type: 'string', default: '3' },
  },
});
const remote = values.remote;
if (!remote) fail('no remote: give --remote <url> or set CMS_GIT_REMOTE');
const dir = path.resolve(root, values.dir);
if (!dir.startsWith(root + path.sep))
  fail(`--dir ${dir} is outside the project ${root}: the build finds React only under the project's node_modules`);
const keep = Math.max(1, Number(values.keep) || 3);
const settleMs = Math.max(0, Number(values.settle) || 0) * 1000;

const payload = (() => {
  try {
    return JSON.parse(readFileSync(0, 'utf8')) as {
      commit?: unknown;
      draft?: unknown;
      by?: { name?: unknown };
      outcome?: unknown;
    };
  } catch {
    return fail('standard input is not the publish JSON the editor service sends');
  }
})();
// A scheduled publish or end that did not run (a conflict, the checks) is told too: main did not change.
if (payload.outcome !== undefined && payload.outcome !== 'published') {
  console.log(`Nothing was published (${String(payload.outcome).slice(0, 40)}): nothing to deploy.`);
  process.exit(0);
}
const commit = typeof payload.commit === 'string' && COMMIT.test(payload.commit) ? payload.commit : null;
if (!commit) fail('the publish JSON has no commit');

const source = path.join(dir, '.source');
const git = (...args: string[]) => {
  const result = spawnSync('git', ['--git-dir', source, ...args], { encoding: 'utf8' });
  if (result.status !== 0) fail(`git ${args[0]}: ${result.stderr.trim()}`);
  return result.stdout.trim();
};
const isAncestor = (a: string, b: string) =>
  spawnSync('git', ['--git-dir', source, 'merge-base', '--is-ancestor', a, b]).status === 0;

/** The remote's branch as it is now. */
function fetchMain(): string {
  git('fetch', '--quiet', remote, `+refs/heads/${values.branch}:refs/heads/${values.branch}`);
  return git('rev-parse', `refs/heads/${values.branch}`);
}

/** One run at a time: a folder made atomically, with the holder's pid; a dead holder's is taken over. */
async function lock(): Promise<() => void> {
  const held = path.join(dir, '.lock');
  const deadline = Date.now() + LOCK_WAIT_MS;
  for (;;) {
    try {
      mkdirSync(held);
      writeFileSync(path.join(held, 'pid'), `${process.pid}\n`);
      let released = false;
      return () => {
        // Once: after an early release, another run may hold it.
        if (!released) rmSync(held, { recursive: true, force: true });
        released = true;
      };
    } catch {
      let holder = 0;
      try {
        holder = Number(readFileSync(path.join(held, 'pid'), 'utf8').trim());
      } catch {
        // made, its pid not written yet
      }
      const alive = (() => {
        try {
          return holder > 0 && (process.kill(holder, 0), true);
        } catch {
          return false;
        }
      })();
      if (!alive && holder > 0) rmSync(held, { recursive: true, force: true });
      else if (Date.now() > deadline) fail('another deploy has held the lock for ten minutes');
      else await new Promise((resolve) => setTimeout(resolve, 500));
    }
  }
}

/** `git archive <commit> content | tar -x`, without a shell. */
function extractContent(release: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const archive = spawn('git', ['--git-dir', source, 'archive', commit!, 'content'], {
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    const tar = spawn('tar', ['-x', '-C', release], { stdio: ['pipe', 'inherit', 'inherit'] });
    archive.stdout.pipe(tar.stdin);
    let left = 2;
    const done = (code: number | null) => {
      if (code !== 0) reject(new Error(`extracting the content of ${commit} failed (exit ${code})`));
      else if (--left === 0) resolve();
    };
    archive.on('exit', done);
    tar.on('exit', done);
  });
}

mkdirSync(dir, { recursive: true });
if (!existsSync(source)) {
  const made = spawnSync('git', ['init', '--quiet', '--bare', source], { encoding: 'utf8' });
  if (made.status !== 0) fail(`git init: ${made.stderr.trim()}`);
}
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const current = path.join(dir, 'current');
/** Marks a commit whose build failed, for the runs of older publishes that wait on it. */
const failedMark = (of: string) => path.join(dir, `.failed-${of}`);

/** The release `current` points at, or null. */
function live(): string | null {
  try {
    const target = readlinkSync(current);
    return COMMIT.test(target) ? target : null;
  } catch {
    return null;
  }
}

/** A publish main has moved past is live once a newer release holding it is: waits for that, or its failure. */
async function deployedWith(newer: string): Promise<never> {
  console.log(`${commit!.slice(0, 7)}: ${values.branch} has moved on to ${newer.slice(0, 7)}, whose deploy holds it.`);
  const deadline = Date.now() + LOCK_WAIT_MS;
  while (Date.now() < deadline) {
    const release = live();
    if (release && isAncestor(commit!, release)) {
      console.log(`Deployed with ${release.slice(0, 7)}, built by the run of a later publish.`);
      process.exit(0);
    }
    if (existsSync(failedMark(newer))) {
      writeFileSync(failedMark(commit!), `${new Date().toISOString()}\n`); // for a run waiting on this one
      fail(`the deploy of ${newer.slice(0, 7)}, which holds this publish, failed`);
    }
    await sleep(1000);
  }
  return fail(`the deploy of ${newer.slice(0, 7)} did not finish in ten minutes`);
}

// Released however the run ends: process.exit skips finally blocks, and the service stops a run with SIGTERM.
const unlock = await lock();
process.on('exit', unlock);
process.on('SIGTERM', () => process.exit(143));
{
  // A publisher often publishes several drafts in a row: the last one's run builds them all.
  await sleep(settleMs);
  const main = fetchMain();
  if (main !== commit && isAncestor(commit, main)) {
    unlock(); // the newer run needs it
    await deployedWith(main);
  }
  if (!isAncestor(commit, main)) fail(`${commit} is not on the remote's ${values.branch}`);

  const release = path.join(dir, commit);
  rmSync(release, { recursive: true, force: true });
  mkdirSync(release);
  await extractContent(release);
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    // Relative to the project, as the content loader joins it to the project's folder.
    CONTENT_DIR: path.relative(root, path.join(release, 'content')),
    OUT_DIR: path.relative(root, path.join(release, 'dist')),
  };
  delete env.BUILD_MODE;
  const build = spawnSync(...tsxCommand('scripts/build.ts'), { cwd: root, env, stdio: 'inherit' });
  if (build.status !== 0) {
    writeFileSync(failedMark(commit), `${new Date().toISOString()}\n`);
    fail(`the build of ${commit.slice(0, 7)} failed: the site still serves the last release`);
  }

  // Switched in one rename: a reader sees the old release or the new one, never neither.
  const link = path.join(dir, `.current-${process.pid}`);
  rmSync(link, { force: true });
  symlinkSync(commit, link);
  renameSync(link, current);
  rmSync(failedMark(commit), { force: true });

  const releases = readdirSync(dir)
    .filter((name) => COMMIT.test(name) && name !== commit)
    .map((name) => ({ name, at: statSync(path.join(dir, name)).mtimeMs }))
    .sort((a, b) => b.at - a.at);
  for (const old of releases.slice(keep - 1)) rmSync(path.join(dir, old.name), { recursive: true, force: true });

  const by = typeof payload.by?.name === 'string' ? `, published by ${payload.by.name}` : '';
  const draft = typeof payload.draft === 'string' ? ` (draft ${payload.draft}${by})` : '';
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  console.log(`Deployed ${commit.slice(0, 7)}${draft} to ${path.relative(root, dir)}/current in ${seconds} s.`);
}
