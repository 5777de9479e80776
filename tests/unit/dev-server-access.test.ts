// The setting every dev server of the project shares (src/build/dev-server-access.ts), as Vite itself resolves and
// applies it: the files it refuses to serve, CORS off, the drafts' renderer still without a file watcher, and the
// site's config using it. The e2e test (tests/e2e/cms-devservers.spec.ts) runs the servers.
import path from 'node:path';
import { isFileLoadingAllowed, resolveConfig } from 'vite';
import { describe, expect, it } from 'vitest';
import { devServerAccess, devServerAccessPlugin, USERS_FILE_PLACE } from '../../src/build/dev-server-access.ts';
import siteConfig from '../../vite.config.ts';

const root = process.cwd();
const resolved = (env: NodeJS.ProcessEnv = {}) =>
  resolveConfig({ configFile: false, root, logLevel: 'silent', server: devServerAccess(env, root) }, 'serve');
const served = async (file: string, env: NodeJS.ProcessEnv = {}) =>
  isFileLoadingAllowed(await resolved(env), path.join(root, file));

describe('devServerAccess', () => {
  it.each([
    USERS_FILE_PLACE,
    '.cms/anything-else.json',
    'cms-users.json',
    'tests/cms-users.json',
    'cms-users.backup.json',
    // Vite's own list, which ours replaces, so it must be in it
    '.env',
    '.env.local',
    'certs/site.key',
    '.npmrc',
    '.git/config',
  ])('refuses %s', async (file) => {
    expect(await served(file)).toBe(false);
  });

  it.each(['package.json', 'content/site.yaml', 'src/server/csp.ts', 'cms/editor/index.html'])(
    'still serves %s',
    async (file) => {
      expect(await served(file)).toBe(true);
    },
  );

  it('refuses the users file and the audit log wherever the environment names them, and only them', async () => {
    const env = { CMS_USERS_FILE: 'team/people [a]*.json', CMS_AUDIT_LOG: ` ${path.join(root, 'logs/audit.jsonl')} ` };
    expect(await served('team/people [a]*.json', env)).toBe(false);
    expect(await served('logs/audit.jsonl', env)).toBe(false);
    expect(await served('team/people a.json', env)).toBe(true);
    expect(await served('logs/other.jsonl', env)).toBe(true);
  });

  it('turns CORS off and keeps Vite’s Host check, over what the config says', async () => {
    const { server } = await resolveConfig(
      { configFile: false, root, logLevel: 'silent', plugins: [devServerAccessPlugin()], server: { cors: true } },
      'serve',
    );
    expect(server.cors).toBe(false);
    expect(server.allowedHosts).toEqual([]);
    expect(server.fs.deny).toEqual(devServerAccess().fs.deny);
  });

  it('leaves the drafts’ renderer without a file watcher, as it asks (watch: null, beside the site’s config)', async () => {
    const { server } = await resolveConfig(
      {
        configFile: path.join(root, 'vite.config.ts'),
        configLoader: 'runner',
        logLevel: 'silent',
        server: { middlewareMode: true, watch: null, fs: { allow: [root] } },
      },
      'serve',
    );
    expect(server.watch).toBeNull();
    expect(server.cors).toBe(false);
  });

  it('is in the site’s config: npm run dev, npm run cms’s site and the drafts’ renderer', () => {
    const site = siteConfig({ command: 'serve', mode: 'development' });
    expect(site.plugins?.flat().map((p) => (p && 'name' in p ? p.name : undefined))).toContain('dev-server-access');
  });
});
