// Renders every route of the built app to <out>/client/<path>/index.html (plus 404.html, sitemap.xml and
// robots.txt), records each page's Content-Security-Policy, and precompresses the client files.
import { existsSync } from 'node:fs';
import { mkdir, readdir, readFile, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { contentSecurityPolicy } from '../src/server/csp.ts';
import type * as EntryServer from '../src/entry-server.tsx';

const root = process.cwd();
const outDir = path.resolve(root, process.env.OUT_DIR ?? 'dist');
const clientDir = path.join(outDir, 'client');
const { render, prerenderPaths, canonicalPaths, siteUrl } = (await import(
  pathToFileURL(path.join(outDir, 'server/entry-server.js')).href
)) as typeof EntryServer;

// Vite's index.html is the template of every page; it is moved out of client/ (where "/" will be written) so
// that prerendering again starts from the template, not from a rendered page.
const templateFile = path.join(outDir, 'template.html');
if (!existsSync(templateFile)) await rename(path.join(clientDir, 'index.html'), templateFile);
const template = await readFile(templateFile, 'utf8');
if (!template.includes('<!--app-html-->')) throw new Error(`${templateFile} has no <!--app-html--> placeholder`);
const fill = (head: string, html: string) => template.replace('<!--app-head-->', head).replace('<!--app-html-->', html);
const policies: Record<string, string> = {};

async function writePage(route: string, file: string) {
  const { head, html } = await render(route);
  const page = fill(head, html);
  await mkdir(path.dirname(file), { recursive: true });
  await writeFile(file, page);
  policies[route] = contentSecurityPolicy(page);
}

const started = performance.now();
for (const route of prerenderPaths) await writePage(route, path.join(clientDir, route, 'index.html'));
await writePage('/404', path.join(clientDir, '404.html'));

await writeFile(
  path.join(clientDir, 'sitemap.xml'),
  [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...canonicalPaths.map((p) => `  <url><loc>${siteUrl(p)}</loc></url>`),
    '</urlset>',
    '',
  ].join('\n'),
);
await writeFile(path.join(clientDir, 'robots.txt'), `User-agent: *\nAllow: /\n\nSitemap: ${siteUrl('/sitemap.xml')}\n`);
// The server sends each page's policy as a header; the file sits outside client/, so it is never served.
await writeFile(path.join(outDir, 'csp.json'), `${JSON.stringify(policies, null, 2)}\n`);

// Brotli and gzip copies of every text file, served as they are (no compression work per request).
const COMPRESSIBLE = /\.(html|js|css|svg|xml|txt|json|webmanifest)$/;
let compressed = 0;
for (const entry of await readdir(clientDir, { recursive: true, withFileTypes: true })) {
  if (!entry.isFile() || !COMPRESSIBLE.test(entry.name)) continue;
  const file = path.join(entry.parentPath, entry.name);
  const body = await readFile(file);
  if (body.length < 512) continue;
  await writeFile(`${file}.br`, brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }));
  await writeFile(`${file}.gz`, gzipSync(body, { level: 9 }));
  compressed++;
}
console.log(
  `prerendered ${prerenderPaths.length + 1} pages, precompressed ${compressed} files in ${Math.round(performance.now() - started)} ms`,
);
