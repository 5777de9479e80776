// Who a dev server answers, and what it hands over. One plugin for every Vite server the project starts: `npm run
// dev` and the site `npm run cms` starts (both through vite.config.ts), the editor beside it (scripts/cms.ts), the
// drafts' preview renderer (vite.config.ts again, on a Unix socket only the service reaches). A dev server serves
// the whole project folder, sources, content and package.json included, to any page that asks:
//   - no CORS: Vite's default answers every http://localhost:* and 127.0.0.1:* origin, so any other tool or page on
//     loopback could read what the server holds (and the editor's page, with its write token);
//   - Host checked (Vite's allowedHosts, left empty): only localhost, *.localhost and IP addresses, so a DNS name
//     rebound to 127.0.0.1, which a browser treats as its own origin, gets 403. An IP or a .localhost name cannot
//     be rebound: neither goes through DNS;
//   - files with secrets refused even to the server's own pages (server.fs.deny).
import path from 'node:path';
import type { Plugin, ServerOptions } from 'vite';

/** Where the docs say to keep the team service's local accounts (argon2id hashes): git ignores it, no dev server serves it */
export const USERS_FILE_PLACE = '.cms/users.json';

// Vite 8's own default deny list: a list of ours replaces it rather than adding to it.
const VITE_DENIED = ['.env', '.env.*', '*.{crt,pem,key,p12,pfx,cer,der}', '.npmrc', '.yarnrc.yml', '**/.git/**'];
// The project's own: the private folder of USERS_FILE_PLACE, and the users file where the docs once said to make it
// (cms-users.json in the project root), wherever it is in the tree.
const PROJECT_DENIED = [`**/${path.dirname(USERS_FILE_PLACE)}/**`, 'cms-users*.json'];
/** Settings that may name files with secrets anywhere, inside the project too */
const NAMED_FILES = ['CMS_USERS_FILE', 'CMS_AUDIT_LOG'] as const;

/** A glob that matches this path and nothing else */
const literal = (file: string) => file.replace(/[\\*?[\]{}()!+@]/g, '\\$&');

export function devServerAccess(env: NodeJS.ProcessEnv = process.env, root = process.cwd()) {
  const named = NAMED_FILES.flatMap((name) => {
    const file = env[name]?.trim();
    return file ? [literal(path.resolve(root, file))] : [];
  });
  return {
    cors: false,
    allowedHosts: [],
    fs: { strict: true, deny: [...VITE_DENIED, ...PROJECT_DENIED, ...named] },
  } satisfies ServerOptions;
}

/**
 * devServerAccess() as a plugin. A plugin's config is merged over the config file and the inline options, which keeps
 * the inline `watch: null` of the drafts' renderer: as a `server` object in the config file it was lost, since Vite's
 * mergeConfig skips null values, and the renderer then watched the project and reloaded content while it rendered.
 */
export const devServerAccessPlugin = (): Plugin => ({
  name: 'dev-server-access',
  config: () => ({ server: devServerAccess() }),
});
