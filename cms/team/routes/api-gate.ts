// The editor's API (cms/local-api/api.ts) and the drafts API (routes/drafts.ts) behind sign-in. Every /api request
// needs a session (401 without); every write also needs the editor's public Origin, the session's CSRF token and
// the one body type its route takes, all checked before the body is read; a write that publishes (POST
// /api/publish, POST /api/drafts/<slug>/publish, a draft's schedule, or any save with `commit`) needs the publisher
// role (403 for an editor). Then the request goes on to the drafts API, or to the editor's API as if from its own page on the
// public origin, with this process's run token, so the API's own guard holds as well.
import { randomBytes } from 'node:crypto';
import type { Context, Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { editorApi } from '../../local-api/api.ts';
import { TOKEN_HEADER } from '../../local-api/guard.ts';
import { MEDIA_BODY_TYPES } from '../../local-api/media.ts';
import { UPLOAD_CAP, capMessage } from '../../shared/media-limits.ts';
import { CSRF_HEADER, foreignOrigin, sameSecret } from '../auth/csrf.ts';
import { may } from '../auth/roles.ts';
import type { ServiceOptions } from '../context.ts';
import { draftDocumentRoutes } from './draft-document.ts';
import { warmingOnSave } from '../preview/warm-on-save.ts';
import { draftRoutes } from './drafts.ts';
import { scheduleRoutes } from './schedule.ts';
import { affectedPagesRoute } from './preview.ts';

const READS = new Set(['GET', 'HEAD']);
/** The largest body any route but an upload takes; an upload may be as large as the media API takes (UPLOAD_CAP) */
const MAX_BODY = 10 * 1024 * 1024;
const noStore = { 'Cache-Control': 'no-store' };

const SIGN_IN_FIRST = { error: 'Sign in first' };
const PUBLISHERS_ONLY = {
  error: 'Only a publisher may publish: save your changes, and a publisher will publish them',
};

const mediaType = (c: Context) => c.req.header('content-type')?.split(';')[0]?.trim().toLowerCase() ?? '';

/** The routes that publish (or schedule a publish), whatever their body says */
const PUBLISH_ROUTES = [/^\/api\/publish$/, /^\/api\/drafts\/[^/]+\/publish$/, /^\/api\/drafts\/[^/]+\/schedule$/];

/** Whether a write publishes: a publish route, or a save, creation or delete that asks to commit. */
const publishes = (path: string, body: unknown) =>
  PUBLISH_ROUTES.some((route) => route.test(path)) ||
  (typeof body === 'object' && body !== null && Boolean((body as { commit?: unknown }).commit));

const tooLarge = (c: Context) => c.json({ error: 'The request is too large' }, 413);
const jsonLimit = bodyLimit({ maxSize: MAX_BODY, onError: tooLarge });
const uploadLimit = bodyLimit({ maxSize: UPLOAD_CAP, onError: (c) => c.json({ error: capMessage() }, 413) });

export function gatedEditorApi(app: Hono, options: ServiceOptions) {
  const { root, contentDir, publicUrl } = options;
  const runToken = randomBytes(32).toString('base64url');
  const preview = options.preview ?? publicUrl.origin;
  const editor = editorApi({ root, contentDir, preview, token: runToken });

  /** The request as an editor's API takes it: on the public origin, with the run token instead of the CSRF one. */
  const forwardTo = (api: typeof editor) => (c: Context, body?: string) => {
    const incoming = new URL(c.req.url);
    const headers = new Headers(c.req.raw.headers);
    headers.delete('host');
    headers.delete('cookie');
    headers.set(TOKEN_HEADER, runToken);
    const init: RequestInit & { duplex?: 'half' } = { method: c.req.method, headers };
    if (body !== undefined) init.body = body;
    else if (!READS.has(c.req.method) && c.req.raw.body) Object.assign(init, { body: c.req.raw.body, duplex: 'half' });
    return api.fetch(new Request(new URL(incoming.pathname + incoming.search, publicUrl.origin), init), c.env);
  };
  const forward = forwardTo(editor);

  app.use('/api/*', async (c, next) => {
    if (!c.get('session')) return c.json(SIGN_IN_FIRST, 401, noStore);
    await next();
    c.res.headers.set('Cache-Control', 'no-store');
  });

  app.get('/api/me', (c) => {
    const { name, email, role, csrf } = c.get('session')!;
    return c.json({ name, email, role, csrf });
  });

  app.use(
    '/api/*',
    (c, next) => (c.req.path === '/api/media' ? uploadLimit : jsonLimit)(c, next),
    async (c, next) => {
      const session = c.get('session')!;
      if (READS.has(c.req.method)) return next();
      const refused = foreignOrigin(c, publicUrl.origin);
      if (refused) return c.json({ error: `Refused: ${refused}` }, 403);
      if (!sameSecret(c.req.header(CSRF_HEADER), session.csrf))
        return c.json({ error: 'Refused: the editor’s token is missing or wrong (reload the page)' }, 403);
      const accepted = c.req.path === '/api/media' ? MEDIA_BODY_TYPES : ['application/json'];
      const type = mediaType(c);
      if (!accepted.includes(type))
        return c.json(
          { error: `Refused: a write takes ${accepted.join(' or ')}, not ${type || 'no content type'}` },
          415,
        );
      if (type !== 'application/json') return next();
      // Read once and kept by Hono's request: the route after this reads the same text.
      const text = await c.req.text();
      let body: unknown;
      try {
        body = JSON.parse(text);
      } catch {
        body = undefined; // the route says what is wrong with it
      }
      if (publishes(c.req.path, body) && !may(session.role, 'publish')) return c.json(PUBLISHERS_ONLY, 403);
      return next();
    },
  );

  if (options.drafts) {
    const { draftPreviews } = options;
    // With previews, each save warms its draft's, whichever route saved it.
    const drafts = draftPreviews ? warmingOnSave(options.drafts.drafts, draftPreviews) : options.drafts.drafts;
    if (draftPreviews) affectedPagesRoute(app, draftPreviews);
    const { scheduler } = options.drafts;
    app.route(
      '/api',
      draftRoutes({ ...options.drafts, drafts, audit: options.audit, log: options.log, now: scheduler?.now }),
    );
    if (scheduler) app.route('/api', scheduleRoutes({ drafts, scheduler, audit: options.audit, log: options.log }));
    // The editor's API on the clone: its worktree holds the draft (or main) while a request runs.
    const { repo } = drafts;
    const inClone = editorApi({
      root: repo.dir,
      contentDir: repo.contentDir,
      preview,
      token: runToken,
      contentVersion: drafts.version,
    });
    draftDocumentRoutes(app, { drafts, audit: options.audit, log: options.log, forward: forwardTo(inClone) });
  }

  app.all('/api/*', async (c) => {
    if (READS.has(c.req.method) || mediaType(c) !== 'application/json') return forward(c);
    return forward(c, await c.req.text());
  });
}
