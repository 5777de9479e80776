// The live preview's page, as the dev site serves it (livePreviewPlugin on a Vite dev server): the site's index.html
// with the preview's entry in place of the site's, and the editor's origins in a meta element, put in as a value
// whatever they hold (replacement patterns, quotes, markup), never into the page's text.
import { createServer as httpServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { parse, type DefaultTreeAdapterTypes } from 'parse5';
import { createServer, type ViteDevServer } from 'vite';
import { afterAll, describe, expect, it } from 'vitest';
import { FRAME_PATH } from '../shared/preview-protocol.ts';
import { livePreviewPlugin } from './live-preview.ts';

type Element = DefaultTreeAdapterTypes.Element;
function elements(node: DefaultTreeAdapterTypes.ParentNode): Element[] {
  return node.childNodes.flatMap((child) => ('tagName' in child ? [child, ...elements(child)] : []));
}
const attr = (element: Element | undefined, name: string) => element?.attrs.find((a) => a.name === name)?.value;

const HOSTILE = [`http://127.0.0.1:5174/$\`$&$'`, `"></head><script>alert(1)</script>`];
const servers: { vite: ViteDevServer; server: Server }[] = [];

/** The frame page served by a dev server whose editor has these origins, read back as a browser reads it. */
async function framePageFor(editorOrigins: string[]) {
  const vite = await createServer({
    configFile: false,
    root: process.cwd(),
    plugins: [livePreviewPlugin({ root: process.cwd(), contentDir: 'content', editorOrigins })],
    server: { middlewareMode: true, watch: null, hmr: false, ws: false },
    appType: 'custom',
    optimizeDeps: { noDiscovery: true, include: [] },
    logLevel: 'silent',
  });
  const server = httpServer(vite.middlewares);
  servers.push({ vite, server });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const answer = await fetch(`http://127.0.0.1:${(server.address() as AddressInfo).port}${FRAME_PATH}`);
  expect(answer.status).toBe(200);
  return elements(parse(await answer.text()));
}

afterAll(async () => {
  for (const { vite, server } of servers) {
    server.close();
    await vite.close();
  }
});

describe('the live preview’s page', () => {
  it('loads the preview’s entry, not the site’s, and names the editor’s origins in its head', async () => {
    const all = await framePageFor(['http://127.0.0.1:5174', 'http://localhost:5174']);
    const sources = all.filter((e) => e.tagName === 'script').map((e) => attr(e, 'src'));
    expect(sources).toContain('/cms/editor/preview/frame/main.tsx');
    expect(sources).not.toContain('/src/entry-client.tsx');
    const metas = all.filter((e) => attr(e, 'name') === 'live-preview-editor');
    expect(metas.map((meta) => attr(meta, 'content'))).toEqual(['http://127.0.0.1:5174 http://localhost:5174']);
    expect(metas[0]?.parentNode && 'tagName' in metas[0].parentNode && metas[0].parentNode.tagName).toBe('head');
  });

  it('keeps what the origins hold as the meta’s value: replacement patterns, quotes and markup', async () => {
    const all = await framePageFor(HOSTILE);
    const metas = all.filter((e) => attr(e, 'name') === 'live-preview-editor');
    expect(metas.map((meta) => attr(meta, 'content'))).toEqual([HOSTILE.join(' ')]);
    expect(all.filter((e) => e.tagName === 'script' && !attr(e, 'src'))).toEqual([]);
    expect(all.filter((e) => e.tagName === 'head')).toHaveLength(1);
  });
});
