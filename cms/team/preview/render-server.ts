// The draft preview's renderer: a process of its own, started by renderer.ts (never by hand). It runs the site's
// own dev server (vite.config.ts) in middleware mode, without a file watcher, on the content folder of the preview
// checkout (CONTENT_DIR), and answers its parent only, over a Unix socket in a private folder:
//   POST /__preview/reload  { files }  the checkout changed: read the content again (the content plugin's reload)
//   GET  /__preview/render?path=/x     the page rendered by src/entry-server.tsx, the prerender's own render
//   POST /__preview/live  { file, type, data, body }  the page of a document's unsaved data (live-render.tsx), or why
//                                      the checks refuse it; nothing is written
//   GET  anything else                 the dev server's own answer (images, the font, the icon sprite); the parent
//                                      forwards only addresses a rendered page named.
// A process of its own because the site's config reads CONTENT_DIR from the environment, and so that a page that
// crashes the renderer, or its memory, is not the service's.
import { rmSync } from 'node:fs';
import { createServer as httpServer, type IncomingMessage, type ServerResponse } from 'node:http';
import path from 'node:path';
import { createServer, type ViteDevServer } from 'vite';
import type { ContentPluginApi } from '../../../src/build/content-plugin.ts';
import type * as EntryServer from '../../../src/entry-server.tsx';
import { livePreviewPlugin, type LivePreviewPlugin } from '../../local-api/live-preview.ts';
import { isRequest } from '../../shared/preview-protocol.ts';
import type * as LiveRender from './live-render.tsx';

const root = process.cwd();
const socket = process.env.PREVIEW_SOCKET;
const cacheDir = process.env.PREVIEW_CACHE_DIR;
if (!socket || !cacheDir || !process.env.CONTENT_DIR || !process.send)
  throw new Error('render-server.ts is started by cms/team/preview/renderer.ts');
/** A message to the parent, once it is on its way (an exit right after a bare send can lose it). */
const tell = (message: { ready: true } | { failed: string; content: boolean }) =>
  new Promise<void>((resolve) => process.send?.(message, () => resolve()));

// The service is gone, stopped or killed: nobody is left to ask the renderer anything, so it ends at once. From the
// first line, not once it has started: a service gone while its renderer started (3 to 4 s, far longer on a busy
// machine) left the renderer running for good, with its dev server and about 300 MB (renderer-orphan.test.ts). Its
// private folder (the socket, the dev server's cache), which the service would have removed, goes with it.
const orphaned = () => {
  rmSync(path.dirname(socket), { recursive: true, force: true });
  process.exit(0);
};
process.on('disconnect', orphaned);
// Gone already, while this module's imports loaded.
if (!process.connected) orphaned();

/** The content's problems since the last reload, as the loader reports them; the pages are not rendered meanwhile. */
let invalid: string | null = null;

const json = (res: ServerResponse, status: number, body: unknown) => {
  res.writeHead(status, { 'content-type': 'application/json' });
  res.end(JSON.stringify(body));
};

async function bodyOf(req: IncomingMessage): Promise<unknown> {
  const chunks: Buffer[] = [];
  for await (const chunk of req as AsyncIterable<Buffer>) chunks.push(chunk);
  return JSON.parse(Buffer.concat(chunks).toString('utf8'));
}

async function reload(api: ContentPluginApi, req: IncomingMessage, res: ServerResponse) {
  const { files } = (await bodyOf(req)) as { files: string[] };
  try {
    await api.reload(files.map((file) => path.resolve(root, file)));
    invalid = null;
  } catch (error) {
    invalid = (error as Error).message;
  }
  json(res, 200, { invalid });
}

async function render(vite: ViteDevServer, url: URL, res: ServerResponse) {
  if (invalid !== null) return json(res, 422, { error: invalid });
  try {
    // Loaded again on each render: after a reload, the modules the content changed are evaluated afresh.
    const entry = (await vite.ssrLoadModule('/src/entry-server.tsx')) as typeof EntryServer;
    const sitePath = url.searchParams.get('path') ?? '/';
    const { status, head, html, inline } = await entry.render(sitePath);
    // Any other address renders the not-found page, which the prerender writes as 404.html.
    json(res, 200, { status: entry.prerenderPaths.includes(sitePath) ? status : 404, head, html, inline });
  } catch (error) {
    vite.ssrFixStacktrace(error as Error);
    json(res, 500, { error: (error as Error).message });
  }
}

/** The page of unsaved data: the document it makes (checked as a save is), drawn by the site's components. */
async function live(vite: ViteDevServer, plugin: LivePreviewPlugin, req: IncomingMessage, res: ServerResponse) {
  const request = await bodyOf(req);
  if (!isRequest(request)) return json(res, 400, { error: 'Expected { file, type, data, body? }' });
  const result = await plugin.api.document(request);
  if (!result.ok) return json(res, 200, { ok: false, issues: result.issues });
  try {
    const module = (await vite.ssrLoadModule('/cms/team/preview/live-render.tsx')) as typeof LiveRender;
    json(res, 200, { ok: true, path: result.path, page: await module.renderLive(result.doc, result.path) });
  } catch (error) {
    vite.ssrFixStacktrace(error as Error);
    json(res, 500, { error: (error as Error).message });
  }
}

try {
  // Unsaved MDX bodies as modules, and the document endpoint the live preview asks (cms/local-api/live-preview.ts).
  const livePlugin = livePreviewPlugin({ root, contentDir: process.env.CONTENT_DIR, editorOrigins: [] });
  const vite = await createServer({
    root,
    configFile: path.join(root, 'vite.config.ts'),
    // The config is imported as it is (this process runs with tsx): no bundled copy written beside it.
    configLoader: 'native',
    plugins: [livePlugin],
    // No watcher: the parent says when the checkout changed, and waits for the reload.
    server: {
      middlewareMode: true,
      watch: null,
      hmr: false,
      ws: false,
      // Pages name their files by address (the font too: src/build/font-plugin.ts), never by a path on disk, so the
      // dev server serves files of the project only, and the parent hands over only those a rendered page named.
      fs: { strict: true, allow: [root] },
    },
    appType: 'custom',
    // React's production build (NODE_ENV, renderer.ts), so its JSX too: MDX bodies compile for it by this mode. No
    // site module reads the mode (import.meta.env), and plugins tell a build from this server by its command.
    mode: 'production',
    cacheDir,
    // Nothing is served to a browser as a module: no dependency to prebundle.
    optimizeDeps: { noDiscovery: true, include: [] },
    logLevel: 'warn',
  });
  const api = vite.config.plugins.find((plugin) => plugin.name === 'site-content')?.api as ContentPluginApi;
  if (!api) throw new Error('The site has no content plugin (site-content) with a reload');

  const server = httpServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://preview');
    const answer =
      url.pathname === '/__preview/reload' && req.method === 'POST'
        ? reload(api, req, res)
        : url.pathname === '/__preview/render'
          ? render(vite, url, res)
          : url.pathname === '/__preview/live' && req.method === 'POST'
            ? live(vite, livePlugin, req, res)
            : new Promise<void>((done) => {
                res.once('close', done);
                vite.middlewares(req, res, () => {
                  res.writeHead(404).end();
                });
              });
    answer.catch((error: unknown) => {
      if (!res.headersSent) json(res, 500, { error: (error as Error).message });
      else res.destroy();
    });
  });
  await new Promise<void>((resolve) => server.listen(socket, resolve));

  const stop = async () => {
    server.close();
    await vite.close();
    process.exit(0);
  };
  process.on('SIGTERM', () => void stop());
  await tell({ ready: true });
} catch (error) {
  // Mostly content the loader refuses (the content plugin's report): the parent starts again on other content, or
  // shows the report.
  const { message, plugin } = error as Error & { plugin?: string };
  await tell({ failed: message, content: plugin === 'site-content' });
  process.exit(1);
}
