// A draft's preview over HTTP: its pages at /drafts/<slug>/preview/<site path>, the files those pages name under the
// same prefix, and GET /api/drafts/<slug>/pages, the pages its changes touch. The site as of a time, with every plan
// due by then applied, at /drafts/<slug>/as-of/<time>@<zone>/<site path> (cms/team/schedule/as-of.ts). Signed-in people only (401 otherwise),
// reads only (405 for any other method: nothing is ever written through a preview), a draft that exists (404), an
// address that stays a site path (400), and every answer no-store.
import type { Context, Hono } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { checkSlug } from '../drafts/branches.ts';
import { isRequest } from '../../shared/preview-protocol.ts';
import { messagePage, type Message } from '../preview/message-page.tsx';
import type { AsOfView } from '../preview/preview-answers.ts';
import type { DraftPreviews } from '../preview/previews.ts';
import { previewPrefix, sitePathOf } from '../preview/site-path.ts';
import type { SiteAsOf } from '../schedule/as-of.ts';
import { fromStamp, shownIn } from '../schedule/zoned-time.ts';

const READS = new Set(['GET', 'HEAD']);
const NO_STORE = { 'Cache-Control': 'no-store' };

const validSlug = (slug: string | undefined) => {
  try {
    return checkSlug(slug);
  } catch {
    return null;
  }
};

function message(c: Context, status: ContentfulStatusCode, words: Message) {
  const page = messagePage(words);
  return c.html(page.html, status, { ...NO_STORE, 'Content-Security-Policy': page.policy });
}

const NO_DRAFT: Message = {
  title: 'No such draft',
  text: 'There is no draft by this name: it may have been named differently.',
  link: { href: '/', label: 'All drafts' },
};

/** The site at an instant for a draft's preview, with what was applied by then */
export type AsOf = (slug: string, instant: number) => Promise<SiteAsOf>;

export function previewRoutes(app: Hono, previews: DraftPreviews, editorHref: (slug: string) => string, asOf?: AsOf) {
  const preview = async (c: Context) => {
    if (!c.get('session'))
      return message(c, 401, {
        title: 'Sign in first',
        text: 'A draft’s preview is for the people who edit the content.',
        link: { href: '/sign-in', label: 'Sign in' },
      });
    if (!READS.has(c.req.method))
      return c.text('A preview is read, never written', 405, { ...NO_STORE, Allow: 'GET, HEAD' });
    const slug = validSlug(c.req.param('slug'));
    if (!slug) return message(c, 404, NO_DRAFT);
    const stamp = c.req.param('stamp');
    const when = stamp === undefined ? undefined : fromStamp(stamp);
    if (stamp !== undefined && (!when || !asOf))
      return message(c, 400, {
        title: 'Not a time',
        text: 'This address names no time the site can be shown at.',
        link: { href: `${previewPrefix(slug)}/`, label: 'The draft’s home page' },
      });
    const prefix = when && stamp ? `/drafts/${slug}/as-of/${stamp}` : previewPrefix(slug);
    const sitePath = sitePathOf(new URL(c.req.url).pathname, slug, prefix);
    if (sitePath === null)
      return message(c, 400, {
        title: 'Not a page of the site',
        text: 'This address cannot name a page of the site.',
        link: { href: `${previewPrefix(slug)}/`, label: 'The draft’s home page' },
      });

    let view: AsOfView | undefined;
    if (when && asOf) {
      const site = await asOf(slug, when.instant);
      view = {
        commit: site.commit,
        prefix,
        notes: [`The site as of ${shownIn(when.instant, when.zone)}`, ...site.notes],
      };
    }
    if (previews.isFile(sitePath)) {
      const file = await previews.file(slug, sitePath, view?.commit);
      if (!file || file.status !== 200) return c.text('Not found', 404, NO_STORE);
      const type = file.headers['content-type'];
      return c.body(new Uint8Array(file.body), 200, {
        ...NO_STORE,
        ...(typeof type === 'string' && { 'Content-Type': type }),
      });
    }
    const answer = await previews.page(slug, sitePath, view);
    const back = { href: editorHref(slug), label: 'Back to the draft' };
    switch (answer.kind) {
      case 'no-draft':
        return message(c, 404, NO_DRAFT);
      case 'invalid':
        return message(c, 422, {
          title: 'This draft’s content does not build',
          text: `As last saved, the site’s checks refuse it, so it has no preview. Fix each field below in the draft, then reload this page.`,
          report: answer.report,
          link: back,
        });
      case 'failed':
        return message(c, 503, { title: 'The preview is not available', text: answer.error, link: back });
      case 'page':
        return c.html(answer.html, answer.status === 404 ? 404 : 200, {
          ...NO_STORE,
          'Content-Security-Policy': answer.policy,
          'X-Robots-Tag': 'noindex',
        });
    }
  };
  app.all('/drafts/:slug/preview', preview);
  app.all('/drafts/:slug/preview/*', preview);
  app.all('/drafts/:slug/as-of/:stamp', preview);
  app.all('/drafts/:slug/as-of/:stamp/*', preview);

  // A live page the editor's frame could not take in place (it needed styles its page did not allow): loaded whole.
  app.get('/drafts/:slug/live/:token', (c) => {
    if (!c.get('session')) return c.text('Sign in first', 401, NO_STORE);
    const kept = previews.livePage(c.req.param('slug'), c.req.param('token'));
    if (!kept) return c.text('This live preview is no longer kept: type again to see it', 404, NO_STORE);
    return c.html(kept.html, 200, { ...NO_STORE, 'Content-Security-Policy': kept.policy, 'X-Robots-Tag': 'noindex' });
  });
}

/**
 * Behind the API's gate: GET /api/drafts/<slug>/pages, the pages the draft's changes touch, with their previews; and
 * POST /api/drafts/<slug>/live, the page a document's unsaved data makes in the draft (the editor's live preview),
 * a read that takes a body: nothing is written.
 */
export function affectedPagesRoute(app: Hono, previews: DraftPreviews) {
  app.post('/api/drafts/:slug/live', async (c) => {
    const slug = validSlug(c.req.param('slug'));
    if (!slug) return c.json({ error: 'There is no such draft' }, 404);
    const request: unknown = await c.req.json().catch(() => null);
    if (!isRequest(request)) return c.json({ error: 'Expected { file, type, data, body? }' }, 400);
    const answer = await previews.live(slug, request);
    switch (answer.kind) {
      case 'no-draft':
        return c.json({ error: 'There is no such draft' }, 404);
      case 'failed':
        return c.json({ ok: false, message: answer.error });
      case 'invalid':
        return c.json({ ok: false, message: answer.issues[0]?.message ?? 'The site’s checks refuse this' });
      case 'page':
        return c.json({
          ok: true,
          path: answer.path,
          body: answer.body,
          policy: answer.policy,
          live: `/drafts/${slug}/live/${answer.token}`,
        });
    }
  });
  app.get('/api/drafts/:slug/pages', async (c) => {
    const slug = validSlug(c.req.param('slug'));
    const found = slug && (await previews.pages(slug));
    if (!slug || !found) return c.json({ error: 'There is no such draft' }, 404);
    return c.json({
      commit: found.commit,
      pages: found.pages.map((page) => ({ ...page, preview: `${previewPrefix(slug)}${page.path}` })),
    });
  });
}
