import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { serveStatic } from '@hono/node-server/serve-static';
import { Hono } from 'hono';
import { compress } from 'hono/compress';
import { bodyLimit } from 'hono/body-limit';
import { requestId } from 'hono/request-id';
import { clientAddress } from './client-address.ts';
import { domainApi, type DomainApiOptions } from './domains/api.ts';
import { SEARCH_PAGE } from '../features/domain-search/contract.ts';
import { applicationRoutes, type ApplicationForm } from './application-post.ts';
import { FORM_FIELD } from '../features/auth/form-field.ts';
import type { RenderPage } from './page-render.ts';
import { pageAnswer, sentPage } from './sent-page.ts';
import { healthRoutes, type HealthOptions } from './health.ts';
import type { SiteLogger } from './logger.ts';
import { readRedirects, redirectRoutes, type Redirect } from './redirects.ts';
import { requestLog } from './request-log.ts';
import { siteSecureHeaders, STRICTEST_CSP } from './security-headers.ts';
import type { SearchPageWords } from './search-page.tsx';
import { searchPage, type SearchPageOptions } from './search-page-route.ts';

interface AppOptions {
  /** The built client: prerendered pages and hashed assets */
  clientDir: string;
  /** Each page's Content-Security-Policy by path, written by the prerender (csp.json) */
  policies?: Record<string, string>;
  /** The redirects of content/redirects.yaml, written by the prerender (redirects.json) */
  redirects?: Redirect[];
  domains: DomainApiOptions;
  /** Words the server writes into pages: the notice on a form posted without JavaScript, and search results */
  words?: SearchPageWords & { formNeedsScript: string };
  /**
   * Renders a page again showing what a visitor sent without JavaScript (a form, a search); without it, a form post
   * is answered with its page as it is and a search with the domain page
   */
  renderPage?: RenderPage;
  /** The job application forms by page path (application-forms.ts): checked on the server when posted */
  applications?: Record<string, ApplicationForm>;
  /** A search and a bulk search for /domains?q= and ?names= without JavaScript */
  search?: SearchPageOptions['search'];
  bulk?: SearchPageOptions['bulk'];
  /** Where each request's line goes (main.ts); none in tests and benchmarks that do not read it */
  logger?: SiteLogger;
  /** How many proxies in front of the server to believe in X-Forwarded-For (TRUST_PROXY; default none) */
  trustProxy?: number;
  /** What /readyz checks besides the build: the shared state, and whether shutdown has begun */
  health?: Pick<HealthOptions, 'state' | 'stopping'>;
}

/** A page's path as the routes name it: /about/ is /about. */
const pagePath = (requestPath: string) => requestPath.replace(/(.)\/$/, '$1');

const readPolicies = (clientDir: string): Record<string, string> => {
  const file = path.join(clientDir, '..', 'csp.json');
  return existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as Record<string, string>) : {};
};

/** The site's HTTP app: /api, then prerendered pages and static assets from clientDir. */
export function createApp({
  clientDir,
  policies = readPolicies(clientDir),
  redirects = readRedirects(clientDir),
  domains,
  words,
  renderPage,
  applications = {},
  search,
  bulk,
  logger,
  trustProxy = 0,
  health,
}: AppOptions) {
  const app = new Hono();
  const notFoundFile = path.join(clientDir, '404.html');
  const notFoundHtml = existsSync(notFoundFile) ? readFileSync(notFoundFile, 'utf8') : 'Not found';

  // An id a proxy already gave the request is kept when it is short and plain (so it cannot forge log lines). It is
  // set again on the response once there is one: a handler that returns its own Response (the NDJSON stream) drops
  // headers set before it.
  app.use(requestId({ limitLength: 64 }), async (c, next) => {
    await next();
    c.res.headers.set('X-Request-Id', c.get('requestId'));
  });
  app.use(clientAddress(trustProxy));
  if (logger) app.use(requestLog(logger));
  app.use(siteSecureHeaders());
  // Pages get their own policy (their inline script and style hashes); everything else the strictest one. A page
  // rendered for the request comes with the policy of its own inline code (page-render.ts).
  app.use(async (c, next) => {
    await next();
    if (c.res.headers.has('Content-Security-Policy')) return;
    const html = c.res.headers.get('content-type')?.startsWith('text/html');
    const page = c.res.status === 404 ? '/404' : pagePath(c.req.path);
    c.res.headers.set('Content-Security-Policy', (html && policies[page]) || STRICTEST_CSP);
  });
  // API answers are small (a search is about 1.3 KB) and their streams must not be held back: compressing them costs
  // more CPU per search than it saves on the wire (bench:soak). Pages and assets are precompressed anyway.
  const compressor = compress();
  app.use((c, next) => (c.req.path.startsWith('/api/') ? next() : compressor(c, next)));

  // A streamed answer (NDJSON) also asks proxies not to compress it, which would hold its lines back.
  app.use('/api/*', async (c, next) => {
    await next();
    const streamed = c.res.headers.get('Content-Type')?.startsWith('application/x-ndjson');
    c.res.headers.set('Cache-Control', streamed ? 'no-store, no-transform' : 'no-store');
  });
  app.route('/', healthRoutes({ clientDir, ...health }));
  app.route('/api/domains', domainApi(domains));
  app.all('/api/*', (c) => c.json({ error: 'Not found' }, 404));

  if (renderPage) applicationRoutes(app, applications, renderPage);
  // A form posted without JavaScript (sign-in, register, contact, newsletter: they post so that nothing typed lands
  // in a URL or a log) comes back as its page rendered again, the form holding what was sent (passwords excepted)
  // and saying that it needs JavaScript to go further (sent-page.ts). Nothing posted is logged or kept.
  app.post('*', bodyLimit({ maxSize: 64 * 1024, onError: (c) => c.redirect(c.req.path, 303) }), async (c) => {
    const body = renderPage && words ? await c.req.parseBody().catch(() => ({})) : {};
    const values = Object.fromEntries(
      Object.entries(body).filter((entry): entry is [string, string] => typeof entry[1] === 'string'),
    );
    const form = values[FORM_FIELD];
    const page =
      renderPage && words && form
        ? await sentPage(renderPage, pagePath(c.req.path), { form, values, notice: words.formNeedsScript })
        : null;
    return page ? pageAnswer(c, page) : c.redirect(c.req.path, 303);
  });

  if (words && search && bulk && renderPage)
    app.get(SEARCH_PAGE, searchPage({ renderPage, words, extensions: domains.extensions, search, bulk }));

  app.use('/static/*', async (c, next) => {
    await next();
    if (c.res.ok) c.res.headers.set('Cache-Control', 'public, max-age=31536000, immutable');
  });
  app.use(
    '*',
    serveStatic({
      root: path.relative(process.cwd(), clientDir),
      precompressed: true,
      // /about -> about/index.html; paths without a page fall through to the 404 page
      rewriteRequestPath: (p) => (path.extname(p) ? p : `${p.replace(/\/$/, '')}/index.html`),
      onFound: (filePath, c) => {
        if (/\.html(\.br|\.gz)?$/.test(filePath)) c.header('Cache-Control', 'no-cache');
        else if (!c.req.path.startsWith('/static/')) c.header('Cache-Control', 'public, max-age=3600');
      },
    }),
  );
  // Old addresses (content/redirects.yaml), after the files: a redirect never hides a page or a file of the build.
  app.use(redirectRoutes(redirects));
  app.notFound((c) => c.html(notFoundHtml, 404, { 'Cache-Control': 'no-cache' }));
  return app;
}
