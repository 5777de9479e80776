// The dev site's side of the editor's live preview, added to the site's dev server by scripts/cms.ts only: the page
// the editor frames (cms/editor/preview/frame/), the endpoint that turns unsaved form data into a route document, and
// the unsaved MDX bodies as modules, compiled by the site's own MDX plugin. Nothing is written to content/.
import { readFile } from 'node:fs/promises';
import type { IncomingMessage, ServerResponse } from 'node:http';
import path from 'node:path';
import type { Plugin, ViteDevServer } from 'vite';
import { imageAssets } from '../../src/build/image-assets.ts';
import { IMAGE_CACHE } from '../../src/build/content-modules.ts';
import { DOCUMENT_PATH, FRAME_PATH, isRequest, type LiveRequest } from '../shared/preview-protocol.ts';
import { framePage } from './live-preview-frame.ts';
import { LIVE_BODY, liveDocument, type LiveResult } from './live-preview-doc.ts';

const MAX_REQUEST = 4 * 1024 * 1024;
/** Unsaved bodies kept for the browser to import: the last few are enough, it imports each once. */
const KEPT_BODIES = 32;

export interface LivePreviewOptions {
  root: string;
  contentDir: string;
  /** The origins of the editor (127.0.0.1 and localhost), the only pages that may frame the preview and send it data */
  editorOrigins: string[];
}

async function readJson(req: IncomingMessage): Promise<unknown> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size > MAX_REQUEST) throw new Error('request too large');
    chunks.push(chunk);
  }
  return JSON.parse(Buffer.concat(chunks).toString('utf8'));
}

const send = (res: ServerResponse, status: number, body: unknown) => {
  res.statusCode = status;
  res.setHeader('Content-Type', 'application/json');
  res.setHeader('Cache-Control', 'no-store');
  res.end(JSON.stringify(body));
};

/** The plugin, and its document endpoint to call in the same process (the team's preview renderer does). */
export type LivePreviewPlugin = Plugin & { api: { document: (request: LiveRequest) => Promise<LiveResult> } };

export function livePreviewPlugin({ root, contentDir, editorOrigins }: LivePreviewOptions): LivePreviewPlugin {
  const bodies = new Map<string, string>();
  const keepBody = (key: string, text: string) => {
    bodies.delete(key);
    bodies.set(key, text);
    for (const old of bodies.keys()) if (bodies.size > KEPT_BODIES) bodies.delete(old);
  };
  // Its own image cache entries: a picture the saved content does not use yet is unknown to the content plugin.
  const assets = imageAssets(path.resolve(root, contentDir), path.resolve(root, IMAGE_CACHE));

  async function frame(server: ViteDevServer, res: ServerResponse) {
    const page = framePage(await readFile(path.join(root, 'index.html'), 'utf8'), editorOrigins);
    res.setHeader('Content-Type', 'text/html');
    res.setHeader('Cache-Control', 'no-store');
    res.setHeader('Content-Security-Policy', `frame-ancestors ${editorOrigins.join(' ')}`);
    res.end(await server.transformIndexHtml(FRAME_PATH, page));
  }

  async function document(req: IncomingMessage, res: ServerResponse, hosts: string[]) {
    // Only the framed page, from this server's own origin, may ask: JSON from elsewhere needs a preflight it never
    // gets, the origin check covers browsers that send it anyway, and the host check a name rebound to loopback.
    const host = req.headers.host ?? '';
    const fetchSite = req.headers['sec-fetch-site'];
    if (req.method !== 'POST') return send(res, 405, { error: 'POST only' });
    if (!hosts.includes(host) || req.headers.origin !== `http://${host}` || (fetchSite && fetchSite !== 'same-origin'))
      return send(res, 403, { error: 'Not from the preview page' });
    if (!req.headers['content-type']?.startsWith('application/json')) return send(res, 415, { error: 'JSON only' });
    const request = await readJson(req);
    if (!isRequest(request)) return send(res, 400, { error: 'Expected { file, data, body? }' });
    send(res, 200, await liveDocument({ root, contentDir, assets, keepBody }, request));
  }

  return {
    name: 'content-editor-live-preview',
    api: { document: (request) => liveDocument({ root, contentDir, assets, keepBody }, request) },
    apply: 'serve',
    configureServer(server) {
      const { port } = server.config.server;
      const hosts = [`127.0.0.1:${port}`, `localhost:${port}`];
      server.middlewares.use((req, res, next) => {
        const url = req.url?.split('?')[0];
        const handle =
          url === FRAME_PATH ? frame(server, res) : url === DOCUMENT_PATH ? document(req, res, hosts) : null;
        if (!handle) return next();
        handle.catch((error: unknown) => send(res, 500, { error: (error as Error).message }));
      });
      // After the content plugin's: the images only unsaved data names.
      server.middlewares.use('/static/img/', (req, res, next) => {
        const file = assets.files.get(`/static/img/${(req.url ?? '').slice(1).split('?')[0]}`);
        if (!file) return next();
        const type = path.extname(file).slice(1).replace('jpg', 'jpeg').replace('svg', 'svg+xml');
        res.setHeader('Content-Type', `image/${type}`);
        readFile(file).then((bytes) => res.end(bytes), next);
      });
    },
    load(id) {
      const key = new RegExp(`\\.mdx\\?(?:.*&)?${LIVE_BODY}=([0-9a-f]+)`).exec(id)?.[1];
      if (key === undefined) return undefined;
      // Never the saved body in its place: the preview says it could not update, and the next edit sends it again.
      const body = bodies.get(key);
      if (body === undefined) this.error(`The unsaved body ${key} is no longer kept`);
      return body;
    },
  };
}
