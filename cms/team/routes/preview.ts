// A draft's preview over HTTP: its pages at /drafts/<slug>/preview/<site path>, the files those pages name under the
// same prefix, and GET /api/drafts/<slug>/pages, the pages its changes touch. Signed-in people only (401 otherwise),
// reads only (405 for any other method: nothing is ever written through a preview), a draft that exists (404), an
// address that stays a site path (400), and every answer no-store.
import type { Context, Hono } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { checkSlug } from '../drafts/branches.ts';
import { messagePage, type Message } from '../preview/message-page.tsx';
import type { DraftPreviews } from '../preview/previews.ts';
import { previewPrefix, sitePathOf } from '../preview/site-path.ts';

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

export function previewRoutes(app: Hono, previews: DraftPreviews, editorHref: (slug: string) => string) {
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
    const sitePath = sitePathOf(new URL(c.req.url).pathname, slug);
    if (sitePath === null)
      return message(c, 400, {
        title: 'Not a page of the site',
        text: 'This address cannot name a page of the site.',
        link: { href: `${previewPrefix(slug)}/`, label: 'The draft’s home page' },
      });

    if (previews.isFile(sitePath)) {
      const file = await previews.file(slug, sitePath);
      if (!file || file.status !== 200) return c.text('Not found', 404, NO_STORE);
      const type = file.headers['content-type'];
      return c.body(new Uint8Array(file.body), 200, {
        ...NO_STORE,
        ...(typeof type === 'string' && { 'Content-Type': type }),
      });
    }
    const answer = await previews.page(slug, sitePath);
    const back = { href: editorHref(slug), label: 'Back to the draft' };
    switch (answer.kind) {
      case 'no-draft':
        return message(c, 404, NO_DRAFT);
      case 'invalid':
        return message(c, 422, {
          title: 'This draft’s content does not build',
          text: `At its save ${answer.commit.slice(0, 7)}, the site’s checks refuse it, so it has no preview. Fix each field below in the draft, then reload this page.`,
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
}

/** GET /api/drafts/<slug>/pages, behind the API's gate: the pages the draft's changes touch, with their previews. */
export function affectedPagesRoute(app: Hono, previews: DraftPreviews) {
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
