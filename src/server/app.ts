import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { serveStatic } from '@hono/node-server/serve-static';
import { Hono } from 'hono';
import { compress } from 'hono/compress';
import { domainApi, type DomainApiOptions } from './domains/api';

export interface AppOptions {
  clientDir: string;
  domains: DomainApiOptions;
}

/** The site's HTTP app: /api, then prerendered pages and static assets from clientDir. */
export function createApp({ clientDir, domains }: AppOptions) {
  const app = new Hono();
  const notFoundFile = path.join(clientDir, '404.html');
  const notFoundHtml = existsSync(notFoundFile) ? readFileSync(notFoundFile, 'utf8') : 'Not found';

  app.use(compress());
  app.use('/api/*', async (c, next) => {
    await next();
    c.res.headers.set('Cache-Control', 'no-store');
  });
  app.route('/api/domains', domainApi(domains));
  app.all('/api/*', (c) => c.json({ error: 'Not found' }, 404));

  app.use('/static/*', async (c, next) => {
    await next();
    if (c.res.ok) c.res.headers.set('Cache-Control', 'public, max-age=31536000, immutable');
  });
  app.use(
    '*',
    serveStatic({
      root: path.relative(process.cwd(), clientDir),
      // /about -> about/index.html; paths without a page fall through to the 404 page
      rewriteRequestPath: (p) => (path.extname(p) ? p : `${p.replace(/\/$/, '')}/index.html`),
      onFound: (filePath, c) => {
        if (filePath.endsWith('.html')) c.header('Cache-Control', 'no-cache');
      },
    }),
  );
  app.notFound((c) => c.html(notFoundHtml, 404, { 'Cache-Control': 'no-cache' }));
  return app;
}
