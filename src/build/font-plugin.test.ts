// The dev server's font is served by an address of its own, not by its path on disk (Vite's /@fs/<absolute path>),
// which would name the machine's folders in every page the dev server renders (the editor's draft previews too).
import { readFile, realpath } from 'node:fs/promises';
import { createServer as httpServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { createServer, type ViteDevServer } from 'vite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fontPlugin } from './font-plugin.ts';
import { INTER_FILE } from './svg-typeface.ts';

let vite: ViteDevServer;
let server: Server;
let origin = '';

beforeAll(async () => {
  vite = await createServer({
    configFile: false,
    root: process.cwd(),
    plugins: [fontPlugin({ contentDir: 'content' })],
    server: { middlewareMode: true, watch: null, hmr: false, ws: false },
    appType: 'custom',
    optimizeDeps: { noDiscovery: true, include: [] },
    logLevel: 'silent',
  });
  server = httpServer(vite.middlewares);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  server?.close();
  await vite?.close();
});

describe('the font on the dev server', () => {
  it('has an address that names no folder of the machine, and is served there as a WOFF2 font', async () => {
    const { default: url } = (await vite.ssrLoadModule('virtual:font')) as { default: string };
    const folders = [process.cwd(), await realpath(process.cwd()), path.dirname(await realpath(INTER_FILE))];
    expect(url).not.toContain('/@fs/');
    for (const folder of folders) expect(url).not.toContain(folder);

    const answer = await fetch(`${origin}${url}`);
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toBe('font/woff2');
    expect(Buffer.from(await answer.arrayBuffer()).equals(await readFile(INTER_FILE))).toBe(true);
  });
});
