// The editor's React app, built by `npm run cms:build` into a folder of its own: its page is served to signed-in
// people only, with their session's CSRF token where the app looks for its token (the cms-token meta element that
// cms/app/http.ts reads); its hashed assets hold no content and no secret and are served as files.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { Hono } from 'hono';
import { serveStatic } from '@hono/node-server/serve-static';

/** Where a draft is open in the editor's page (cms/app/team/address.ts reads it) */
export const draftHref = (slug: string) => `/?draft=${encodeURIComponent(slug)}`;

/** The CSP of the editor's page: its own scripts, styles and images; nothing may frame it. */
export const EDITOR_CSP =
  "default-src 'self'; img-src 'self' data: blob:; style-src 'self' 'unsafe-inline'; frame-src 'self'; object-src 'none'; frame-ancestors 'none'; base-uri 'none'; form-action 'self'";

export function editorPage(app: Hono, appDir: string | undefined) {
  const index = appDir ? path.join(appDir, 'index.html') : undefined;
  const html = index && existsSync(index) ? readFileSync(index, 'utf8') : undefined;
  if (appDir && html) app.use('/assets/*', serveStatic({ root: path.relative(process.cwd(), appDir) }));
  app.get('/', (c) => {
    const session = c.get('session');
    if (!session) return c.redirect('/sign-in', 303);
    if (!html)
      return c.text('Signed in. The editor app is not built: run `npm run cms:build` and restart the service.', 503);
    const meta = `<meta name="cms-token" content="${session.csrf}">`;
    return c.html(html.replace('</head>', `${meta}\n</head>`), 200, {
      'Cache-Control': 'no-store',
      'Content-Security-Policy': EDITOR_CSP,
    });
  });
}
