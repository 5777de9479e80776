import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { serveStatic } from '@hono/node-server/serve-static';
import { Hono } from 'hono';
import { compress } from 'hono/compress';
import { secureHeaders } from 'hono/secure-headers';
import { domainApi, type DomainApiOptions } from './domains/api';

interface AppOptions {
  /** The built client: prerendered pages and hashed assets */
  clientDir: string;
  /** Each page's Content-Security-Policy by path, written by the prerender (csp.json) */
  policies?: Record<string, string>;
  domains: DomainApiOptions;
}

const readPolicies = (clientDir: string): Record<string, string> => {
  const file = path.join(clientDir, '..', 'csp.json');
  return existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as Record<string, string>) : {};
};

/** The site's HTTP app: /api, then prerendered pages and static assets from clientDir. */
export function createApp({ clientDir, policies = readPolicies(clientDir), domains }: AppOptions) {
  const app = new Hono();
  const notFoundFile = path.join(clientDir, '404.html');
  const notFoundHtml = existsSync(notFoundFile) ? readFileSync(notFoundFile, 'utf8') : 'Not found';
  const strictest = "default-src 'none'; frame-ancestors 'none'; base-uri 'none'";

  app.use(
    secureHeaders({
      strictTransportSecurity: 'max-age=31536000; includeSubDomains',
      referrerPolicy: 'strict-origin-when-cross-origin',
      xFrameOptions: 'DENY',
      crossOriginEmbedderPolicy: false,
      permissionsPolicy: { camera: [], microphone: [], geolocation: [], payment: [] },
    }),
  );
  // Pages get their own policy (their inline script and style hashes); everything else the strictest one.
  app.use(async (c, next) => {
    await next();
    const html = c.res.headers.get('content-type')?.startsWith('text/html');
    const page = c.res.status === 404 ? '/404' : c.req.path.replace(/(.)\/$/, '$1');
    c.res.headers.set('Content-Security-Policy', (html && policies[page]) || strictest);
  });
  app.use(compress());

  app.use('/api/*', async (c, next) => {
    await next();
    c.res.headers.set('Cache-Control', 'no-store');
  });
  app.route('/api/domains', domainApi(domains));
  app.all('/api/*', (c) => c.json({ error: 'Not found' }, 404));

  // A form posted before the page's script ran (sign-in, contact, newsletter: they post so that nothing typed lands
  // in a URL or a log) comes back to its page; its body is never read.
  app.post('*', (c) => c.redirect(c.req.path, 303));

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
  app.notFound((c) => c.html(notFoundHtml, 404, { 'Cache-Control': 'no-cache' }));
  return app;
}
