// The editor's React app, built by `npm run cms:build` into a folder of its own: its page is served to signed-in
// people only, with their session's CSRF token where the app looks for its token (the cms-token meta element that
// cms/editor/http.ts reads) and a policy that allows inline styles by the response's nonce only (editor-csp.ts); its
// hashed assets hold no content and no secret and are served as files.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { Hono } from 'hono';
import { serveStatic } from '@hono/node-server/serve-static';
import { editorPolicy, styleNonce } from './editor-csp.ts';
import { editorHtml } from './editor-html.ts';

/** Where a draft is open in the editor's page (cms/editor/team/address.ts reads it) */
export const draftHref = (slug: string) => `/?draft=${encodeURIComponent(slug)}`;

export function editorPage(app: Hono, appDir: string | undefined) {
  const index = appDir ? path.join(appDir, 'index.html') : undefined;
  const html = index && existsSync(index) ? readFileSync(index, 'utf8') : undefined;
  if (appDir && html) app.use('/assets/*', serveStatic({ root: path.relative(process.cwd(), appDir) }));
  app.get('/', (c) => {
    const session = c.get('session');
    if (!session) return c.redirect('/sign-in', 303);
    if (!html)
      return c.text('Signed in. The editor app is not built: run `npm run cms:build` and restart the service.', 503);
    const nonce = styleNonce();
    return c.html(editorHtml(html, { csrf: session.csrf, nonce }), 200, {
      'Cache-Control': 'no-store',
      'Content-Security-Policy': editorPolicy(nonce),
    });
  });
}
