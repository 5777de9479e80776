// The team editor's server for tests/e2e/team-editor.spec.ts: a scratch bare repository made from content/,
// served by git daemon (--enable=receive-pack) on loopback, the editor service with drafts on it, its accounts in a
// users file, and the app built into the scratch folder (by the webServer command). Its scheduler runs on a clock the
// specs move (team-clock.ts), which only a service started here has. Everything goes on SIGTERM.
import { cpSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { addAccount } from '../../cms/team/auth/local-accounts.ts';
import { serviceConfig } from '../../cms/team/config.ts';
import { startRemote } from '../../cms/testing/git-remote.ts';
import { startService } from '../../cms/team/start.ts';
import { manualClock } from '../../cms/testing/manual-clock.ts';
import { CLOCK_START, serveClock } from './team-clock.ts';
import { GIT_PORT, PEOPLE, TEAM_PORT, TEAM_REMOTE_FILE, TEAM_SCRATCH } from './cms-team.ts';

const root = process.cwd();
// A run stopped before its clean-up leaves these; the remote lives here too (not in the system's temporary folder).
for (const leftover of [
  'users.json',
  'clone',
  'content',
  'audit.log',
  'remote.json',
  'remote',
  'releases',
  'clock',
  'deploys-on',
])
  rmSync(path.join(TEAM_SCRATCH, leftover), { recursive: true, force: true });
mkdirSync(TEAM_SCRATCH, { recursive: true });
const usersFile = path.join(TEAM_SCRATCH, 'users.json');
for (const person of PEOPLE) await addAccount(usersFile, person);
// The service's own folder (the pages a draft touches, when the draft's content does not load): a copy, so nothing
// the test does can touch content/. The editor's forms and pickers read the draft, in the service's clone.
cpSync(path.join(root, 'content'), path.join(TEAM_SCRATCH, 'content'), { recursive: true });

mkdirSync(path.join(TEAM_SCRATCH, 'remote'));
const remote = await startRemote({ port: GIT_PORT, parent: path.join(TEAM_SCRATCH, 'remote') });
writeFileSync(TEAM_REMOTE_FILE, JSON.stringify({ bare: path.join(remote.dir, 'content.git') }));
const env = {
  ...process.env,
  CMS_HOST: '127.0.0.1',
  CMS_PORT: String(TEAM_PORT),
  CMS_SESSION_SECRET: 'e2e-session-secret-of-forty-eight-characters-xx',
  CMS_USERS_FILE: usersFile,
  CMS_GIT_REMOTE: remote.url,
  CMS_CLONE_DIR: path.join(TEAM_SCRATCH, 'clone'),
  CMS_APP_DIR: path.join(TEAM_SCRATCH, 'app'),
  CMS_AUDIT_LOG: path.join(TEAM_SCRATCH, 'audit.log'),
  // A publish builds the site from the remote's main and deploys it to releases/current (the repository's own deploy
  // hook, as docs/content-editor.md shows it) while a spec asks for deploys (e2e-publish-hook.ts).
  CMS_PUBLISH_HOOK: JSON.stringify(['node', '--import', 'tsx', 'tests/helpers/e2e-publish-hook.ts']),
  CONTENT_DIR: path.relative(root, path.join(TEAM_SCRATCH, 'content')),
  LOG_LEVEL: 'warn',
};
const clock = manualClock(CLOCK_START);
const service = await startService(serviceConfig(env, root), { root, env, signals: false, clock });
const clockServer = serveClock(clock);

let stopping = false;
const stop = async () => {
  if (stopping) return;
  stopping = true;
  clockServer.close();
  service.server.close();
  await service.close();
  await remote.stop();
  process.exit(0);
};
process.on('SIGTERM', () => void stop());
process.on('SIGINT', () => void stop());
