// Renders every route of the built app to dist/client/<path>/index.html, plus dist/client/404.html.
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type * as EntryServer from '../src/entry-server.tsx';

const root = process.cwd();
const outDir = path.resolve(root, process.env.OUT_DIR ?? 'dist');
const clientDir = path.join(outDir, 'client');
const { render, prerenderPaths, canonicalPaths, siteUrl } = (await import(
  pathToFileURL(path.join(outDir, 'server/entry-server.js')).href
)) as typeof EntryServer;

const template = await readFile(path.join(clientDir, 'index.html'), 'utf8');
const fill = (head: string, html: string) => template.replace('<!--app-head-->', head).replace('<!--app-html-->', html);

const started = performance.now();
for (const route of prerenderPaths) {
  const { head, html } = await render(route);
  const file = path.join(clientDir, route, 'index.html');
  await mkdir(path.dirname(file), { recursive: true });
  await writeFile(file, fill(head, html));
}
const notFound = await render('/404');
await writeFile(path.join(clientDir, '404.html'), fill(notFound.head, notFound.html));
const sitemap = [
  '<?xml version="1.0" encoding="UTF-8"?>',
  '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
  ...canonicalPaths.map((p) => `  <url><loc>${siteUrl(p)}</loc></url>`),
  '</urlset>',
  '',
].join('\n');
await writeFile(path.join(clientDir, 'sitemap.xml'), sitemap);
// The template itself is not a page: every route has its own file now.
if (!prerenderPaths.includes('/')) await rm(path.join(clientDir, 'index.html'));
console.log(`prerendered ${prerenderPaths.length + 1} pages in ${Math.round(performance.now() - started)} ms`);
