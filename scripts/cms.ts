// npm run cms: the content editor, with the dev site beside it for preview. A development tool: nothing here is
// part of the build or of what `npm start` serves.
import { getRequestListener } from '@hono/node-server';
import react from '@vitejs/plugin-react';
import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { createServer, type Plugin } from 'vite';
import { editorApi } from '../cms/local-api/api.ts';
import { livePreviewPlugin } from '../cms/local-api/live-preview.ts';
import { devServerAccessPlugin } from '../src/build/dev-server-access.ts';

const root = process.cwd();
const host = '127.0.0.1';
const contentDir = process.env.CONTENT_DIR ?? 'content';
const editorPort = Number(process.env.CMS_PORT ?? 5174);
const sitePort = Number(process.env.CMS_PREVIEW_PORT ?? editorPort - 1);
const preview = `http://${host}:${sitePort}`;

// The dev site reads the same folder (its content plugin takes CONTENT_DIR) and reloads on every save. It answers
// whom the editor answers: vite.config.ts gives it the same devServerAccessPlugin().
process.env.CONTENT_DIR = contentDir;
const site = await createServer({
  root,
  configFile: path.join(root, 'vite.config.ts'),
  // The editor's live preview: unsaved form data rendered by the site's own components (cms/local-api/live-preview.ts).
  plugins: [
    livePreviewPlugin({
      root,
      contentDir,
      editorOrigins: [`http://${host}:${editorPort}`, `http://localhost:${editorPort}`],
    }),
  ],
  server: { host, port: sitePort, strictPort: true },
  logLevel: 'warn',
});
await site.listen();

// Every write must carry this run's token, which only the editor's own page holds (cms/local-api/guard.ts).
const token = randomBytes(32).toString('base64url');
const hosts = [`${host}:${editorPort}`, `localhost:${editorPort}`];
const api = editorApi({ root, contentDir, preview, token, hosts });
const serveApi = (): Plugin => ({
  name: 'content-editor-api',
  transformIndexHtml: () => [{ tag: 'meta', attrs: { name: 'cms-token', content: token }, injectTo: 'head' }],
  configureServer(server) {
    const listener = getRequestListener(api.fetch);
    server.middlewares.use((req, res, next) => (req.url?.startsWith('/api/') ? listener(req, res) : next()));
  },
});

const editor = await createServer({
  root: path.join(root, 'cms/editor'),
  configFile: false,
  cacheDir: path.join(root, 'node_modules/.vite-cms'),
  // The site's own setting (vite.config.ts has it): no CORS, for Vite's default answers every http://localhost:*
  // page, which could then read the editor's token and write through the API; the Host checked; secrets not served.
  plugins: [react(), serveApi(), devServerAccessPlugin()],
  server: { host, port: editorPort, strictPort: true, fs: { allow: [root] } },
  logLevel: 'warn',
});
await editor.listen();

console.log(`Content editor: http://${host}:${editorPort}/`);
console.log(`Dev site (preview): ${preview}/`);
console.log(`Editing ${contentDir}/. Stop with Ctrl+C.`);

const stop = async () => {
  await Promise.all([editor.close(), site.close()]);
  process.exit(0);
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
