import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { serveStatic } from '@hono/node-server/serve-static';
import { Hono } from 'hono';
import { compress } from 'hono/compress';

/** The site's HTTP app: prerendered pages and static assets from clientDir, then /api. */
export function createApp({ clientDir }: { clientDir: string }) {
  const app = new Hono();
  const notFoundFile = path.join(clientDir, '404.html');
  const notFoundHtml = existsSync(notFoundFile) ? readFileSync(notFoundFile, 'utf8') : 'Not found';

  app.use(compress());
  app.use('/static/*', async (c, next) => {
    await next();
    if (c.res.ok) c.res.headers.set('Cache-Control', 'public, max-age=31536000, immutable');
  });
  app.use(
    '*',
    serveStatic({
      root: path.relative(process.cwd(), clientDir),
      // /about -> about/index.html; directories without a page fall through to the 404 page
      rewriteRequestPath: (p) => (path.extname(p) ? p : `${p.replace(/\/$/, '')}/index.html`),
      onFound: (filePath, c) => {
        if (filePath.endsWith('.html')) c.header('Cache-Control', 'no-cache');
      },
    }),
  );
  app.notFound((c) => c.html(notFoundHtml, 404, { 'Cache-Control': 'no-cache' }));
  return app;
}
