// The service started from its environment with CMS_GIT_REMOTE: it clones into CMS_CLONE_DIR and holds the clone
// while it runs (its pid file), answers /api/drafts, and hands the clone back when it stops. A publish hook that
// cannot be run stops the start before anything is cloned.
import { existsSync } from 'node:fs';
import path from 'node:path';
import { afterEach, beforeEach, expect, it } from 'vitest';
import { serviceConfig } from './config.ts';
import { startRemote, type TestRemote } from '../testing/git-remote.ts';
import { startService } from './start.ts';
import { capture } from '../testing/team-service.ts';
import { root } from '../../tests/helpers/content-fixture.ts';

let remote: TestRemote;
beforeEach(async () => {
  remote = await startRemote();
});
afterEach(() => remote.stop());

const envOf = (cloneDir: string, hook: string) => ({
  CMS_PORT: '0',
  CMS_SESSION_SECRET: 'a session secret for the start test, long enough',
  CMS_USERS_FILE: path.join(remote.dir, 'no-users.json'),
  CMS_APP_DIR: path.join(remote.dir, 'no-app'),
  CMS_GIT_REMOTE: remote.url,
  CMS_CLONE_DIR: cloneDir,
  CMS_PUBLISH_HOOK: hook,
  LOG_LEVEL: 'silent',
});

it('refuses a publish hook that is neither a URL nor a JSON list of words, before cloning', async () => {
  const cloneDir = path.join(remote.dir, 'clone');
  const env = envOf(cloneDir, 'deploy --site main');
  await expect(startService(serviceConfig(env, root), { root, env, logTo: capture(), signals: false })).rejects.toThrow(
    /JSON list of its words/,
  );
  expect(existsSync(cloneDir)).toBe(false);
});

it('opens the drafts at start and closes them on stop', { timeout: 60_000 }, async () => {
  const cloneDir = path.join(remote.dir, 'clone');
  const env = envOf(cloneDir, JSON.stringify(['deploy', '--site', 'main']));

  const log = capture();
  const started = await startService(serviceConfig(env, root), { root, env, logTo: log, signals: false });
  try {
    const pidFile = path.join(cloneDir, '.git', 'cms-service.pid');
    expect(existsSync(path.join(cloneDir, 'content', 'products', 'shared.yaml'))).toBe(true);
    expect(existsSync(pidFile)).toBe(true);
    const board = await fetch(`http://127.0.0.1:${started.port}/api/drafts`);
    expect(board.status).toBe(401);
    await started.close();
    expect(existsSync(pidFile)).toBe(false);
  } finally {
    await new Promise((resolve) => started.server.close(resolve));
  }
});
