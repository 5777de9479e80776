// The content editor as a service (npm run cms:serve): the editor's API and app behind sign-in, for a company to
// put behind its proxy. Request lines, client addresses, security headers and /healthz are the site server's own.
import { Hono } from 'hono';
import { requestId } from 'hono/request-id';
import { clientAddress } from '../../src/server/client-address.ts';
import { healthRoutes } from '../../src/server/health.ts';
import { requestLog } from '../../src/server/request-log.ts';
import { siteSecureHeaders, STRICTEST_CSP } from '../../src/server/security-headers.ts';
import { gatedEditorApi } from './routes/api-gate.ts';
import { sessionCookie, type ServiceOptions } from './context.ts';
import { draftHref, editorPage } from './pages/editor-page.ts';
import { previewRoutes } from './routes/preview.ts';
import { siteAsOf } from './schedule/as-of.ts';
import { signInRoutes } from './routes/sign-in.ts';
import { SIGN_IN_CSS, UNAVAILABLE_RETRY_S, unavailablePage } from './pages/sign-in-page.tsx';

/** The CSP of the sign-in pages: their stylesheet, forms to this origin; nothing else, no script at all. */
const SIGN_IN_CSP = "default-src 'none'; style-src 'self'; form-action 'self'; frame-ancestors 'none'; base-uri 'none'";

export function serviceApp(options: ServiceOptions) {
  const { store, sessions, log } = options;
  const cookie = sessionCookie(options);
  const app = new Hono();

  app.use(requestId({ limitLength: 64 }), async (c, next) => {
    await next();
    c.res.headers.set('X-Request-Id', c.get('requestId'));
  });
  app.use(clientAddress(options.trustProxy));
  app.use(requestLog(options.logger));
  // A draft's preview page may be framed by the editor on this origin (its policy's frame-ancestors 'self'):
  // X-Frame-Options says the same to browsers that read only it. Set after the secure headers below are.
  app.use(async (c, next) => {
    await next();
    if (c.res.headers.get('Content-Security-Policy')?.includes("frame-ancestors 'self'"))
      c.res.headers.set('X-Frame-Options', 'SAMEORIGIN');
  });
  app.use(siteSecureHeaders());
  app.use(async (c, next) => {
    await next();
    if (c.res.headers.has('Content-Security-Policy')) return; // the editor's page has its own
    const page = c.res.headers.get('content-type')?.startsWith('text/html');
    c.res.headers.set('Content-Security-Policy', page ? SIGN_IN_CSP : STRICTEST_CSP);
  });
  app.onError((error, c) => {
    log.error(`${c.req.method} ${c.req.path}: ${error.message}`);
    // Mostly the session store (Redis) not answering: nobody can be told who they are. The editor app's calls get
    // JSON, which it reads and tries again (cms/editor/http.ts); anything else is a page a browser shows, so a page.
    if (!c.req.path.startsWith('/api/'))
      return c.html(unavailablePage(), 503, {
        'Cache-Control': 'no-store',
        'Retry-After': String(UNAVAILABLE_RETRY_S),
      });
    return c.json({ error: 'The editor cannot answer now: try again in a moment' }, 503);
  });

  // /readyz: the session store answers (Redis when REDIS_URL is set), and the service is not stopping.
  app.get('/readyz', async (c) => {
    const stopping = options.stopping?.() ?? false;
    const ready = await store.get('cms:ready').then(
      () => true,
      () => false,
    );
    const status = stopping ? 'stopping' : ready ? 'ok' : 'unavailable';
    return c.json({ status, checks: { sessions: ready ? 'ok' : 'failed' } }, status === 'ok' ? 200 : 503, {
      'Cache-Control': 'no-store',
    });
  });
  // /healthz is the site's (the process answers); its /readyz is shadowed by the one above.
  app.route('/', healthRoutes({ clientDir: options.appDir ?? options.root }));

  // Before the session is read: the page that says the session store is not answering is styled by it.
  app.get('/sign-in.css', (c) => c.body(SIGN_IN_CSS, 200, { 'content-type': 'text/css; charset=utf-8' }));
  app.use(async (c, next) => {
    const id = cookie.read(c);
    c.set('sessionId', id);
    c.set('session', await sessions.get(id));
    await next();
  });

  signInRoutes(app, options);
  const repo = options.drafts?.drafts.repo;
  const asOf = repo && ((slug: string, instant: number) => siteAsOf(repo, slug, instant));
  if (options.draftPreviews) previewRoutes(app, options.draftPreviews, draftHref, asOf);
  gatedEditorApi(app, options);
  editorPage(app, options.appDir);
  return app;
}
