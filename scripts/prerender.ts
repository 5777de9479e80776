// Renders every route of the built app to <out>/client/<path>/index.html (plus 404.html, sitemap.xml, robots.txt
// and the blog's feeds), records each page's Content-Security-Policy, and precompresses the client files.
import { existsSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { Worker } from 'node:worker_threads';
import { mkdir, readdir, readFile, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type * as EntryServer from '../src/entry-server.tsx';
import type { PageTemplate } from '../src/server/page-render.ts';
import { securityHeaders } from '../src/server/security-headers.ts';
import { staticHeadersFile } from '../src/server/static-headers.ts';
import { earlySubmitScript } from './early-submit-script.ts';

const root = process.cwd();
const outDir = path.resolve(root, process.env.OUT_DIR ?? 'dist');
const clientDir = path.join(outDir, 'client');
const { prerenderPaths, canonicalPaths, canonicalUrl, routeDocuments } = (await import(
  pathToFileURL(path.join(outDir, 'server/entry-server.js')).href
)) as typeof EntryServer;

// Vite's index.html is the template of every page; it is moved out of client/ (where "/" will be written) so
// that prerendering again starts from the template, not from a rendered page.
const templateFile = path.join(outDir, 'template.html');
if (!existsSync(templateFile)) await rename(path.join(clientDir, 'index.html'), templateFile);
const built = await readFile(templateFile, 'utf8');
if (!built.includes('<!--app-html-->')) throw new Error(`${templateFile} has no <!--app-html--> placeholder`);
// Paint first, then script: the page's HTML and inline CSS paint the first screen and its largest image on their
// own, and the app's script is fetched once they have loaded (the window's load event) and been painted (the frame
// after it) instead of competing with them for the connection. The page works as HTML until then.
// A form submitted before the script has run is held (src/layout/early-submit-loader.ts, compiled here into the
// page's one inline script; src/layout/early-submits.ts submits it again once hydrated).
const entry = /<script type="module" crossorigin src="([^"]+)"><\/script>/;
const entrySrc = entry.exec(built)?.[1];
if (!entrySrc) throw new Error(`${templateFile} has no entry <script type="module">`);
const loader = await earlySubmitScript(entrySrc);
// A function as the replacement: the loader's text is written as it is, "$&" and all.
const template: PageTemplate = { html: built.replace(entry, () => `<script>${loader}</script>`), scripts: [loader] };
// The server renders a page again when it shows what a visitor sent without JavaScript (src/server/main.ts): it
// needs the same template. Outside client/, so it is never served.
await writeFile(path.join(outDir, 'page-template.json'), JSON.stringify(template));
const started = performance.now();
const jobs = [
  ...prerenderPaths.map((route) => ({ route, file: path.join(clientDir, route, 'index.html') })),
  { route: '/404', file: path.join(clientDir, '404.html') },
];
// renderToString is CPU-bound: split the pages across one worker per core.
const workers = Math.max(1, Math.min(availableParallelism(), Math.ceil(jobs.length / 20)));
const shares = Array.from({ length: workers }, (_, i) => jobs.filter((_, j) => j % workers === i));
const results = await Promise.all(
  shares.map(
    (share) =>
      new Promise<Record<string, string>>((resolve, reject) => {
        const worker = new Worker(new URL('./prerender-worker.mjs', import.meta.url), {
          workerData: { outDir, template, jobs: share },
        });
        worker.once('message', resolve);
        worker.once('error', reject);
        worker.once('exit', (code) => code !== 0 && reject(new Error(`prerender worker exited with ${code}`)));
      }),
  ),
);
const policies: Record<string, string> = Object.assign({}, ...results);
// The help center's search index, from the article pages just written; before the precompression below, which
// compresses its script too.
const { writeSearchIndex } = await import('./pagefind-index.ts');
const indexed = await writeSearchIndex(clientDir);

// The sitemap's dates (each page's content file's last commit: src/build/last-modified.ts) and the blog's feeds
// come from the route documents the pages were rendered from.
const { site, docs } = await routeDocuments();
const lastModified = new Map(docs.map((doc) => [doc.meta.path, doc.meta.lastModified]));
// Pages kept out of search results (sign-in, registration) are left out of the sitemap too.
const unindexed = new Set(docs.filter((doc) => doc.meta.noindex).map((doc) => doc.meta.path));
await writeFile(
  path.join(clientDir, 'sitemap.xml'),
  [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...canonicalPaths
      .filter((p) => !unindexed.has(p))
      .map((p) => {
        const date = lastModified.get(p);
        return `  <url><loc>${canonicalUrl(p)}</loc>${date ? `<lastmod>${date}</lastmod>` : ''}</url>`;
      }),
    '</urlset>',
    '',
  ].join('\n'),
);
const { blogFeeds, feedInput } = await import('../src/build/feeds.ts');
const { feedPaths } = await import('../src/vocabulary/paths.ts');
const feeds = blogFeeds(feedInput(site, docs));
await mkdir(path.join(clientDir, path.dirname(feedPaths.rss)), { recursive: true });
await Promise.all([
  writeFile(path.join(clientDir, feedPaths.rss), feeds.rss),
  writeFile(path.join(clientDir, feedPaths.atom), feeds.atom),
]);
await writeFile(
  path.join(clientDir, 'robots.txt'),
  `User-agent: *\nAllow: /\n\nSitemap: ${canonicalUrl('/sitemap.xml')}\n`,
);
// The server sends each page's policy as a header; the file sits outside client/, so it is never served.
await writeFile(path.join(outDir, 'csp.json'), `${JSON.stringify(policies, null, 2)}\n`);
// The same headers for static hosts that serve dist/client without the server (docs/deploy.md). The server itself
// never serves the file: a path without an extension is looked up as a page folder.
const headersFile = staticHeadersFile({
  policies,
  security: await securityHeaders(),
  entries: (await readdir(clientDir, { withFileTypes: true })).map((e) => ({
    name: e.name,
    directory: e.isDirectory(),
  })),
});
await writeFile(path.join(clientDir, '_headers'), headersFile.text);
// Cloudflare Pages reads at most 100 rules of a _headers file and ignores the rest.
if (headersFile.rules > 100)
  console.log(`note: _headers has ${headersFile.rules} rules; Cloudflare Pages reads the first 100 (docs/deploy.md)`);
// Redirects marketers own (content/redirects.yaml): dist/redirects.json for the server, _redirects for static hosts.
const { redirectRules } = await import('../src/build/redirect-rules.ts');
const { writeRedirectFiles } = await import('../src/server/redirects-file.ts');
await writeRedirectFiles(outDir, await redirectRules(root, process.env.CONTENT_DIR));

const rendered = performance.now();

// Brotli and gzip copies of every text file, served as they are (no compression work per request). zlib's async
// calls run on libuv's thread pool, so the files compress on every core at once.
const COMPRESSIBLE = /\.(html|js|css|svg|xml|txt|json|webmanifest)$/;
const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);
const files = (await readdir(clientDir, { recursive: true, withFileTypes: true }))
  .filter((e) => e.isFile() && COMPRESSIBLE.test(e.name))
  .map((e) => path.join(e.parentPath, e.name));
const compressed = await Promise.all(
  files.map(async (file) => {
    const body = await readFile(file);
    if (body.length < 512) return 0;
    // Quality 11 is ~25x slower than 7 for ~8% less: worth it for the big shared bundles, not for every page.
    const quality = body.length > 10_000 && !file.endsWith('.html') ? 11 : 7;
    const [br, gz] = await Promise.all([
      brotli(body, {
        params: { [constants.BROTLI_PARAM_QUALITY]: quality, [constants.BROTLI_PARAM_SIZE_HINT]: body.length },
      }),
      gzipAsync(body, { level: 9 }),
    ]);
    await Promise.all([writeFile(`${file}.br`, br), writeFile(`${file}.gz`, gz)]);
    return 1;
  }),
);
const ms = (from: number, to = performance.now()) => Math.round(to - from);
console.log(
  `prerendered ${prerenderPaths.length + 1} pages in ${ms(started, rendered)} ms (${indexed} in the search index), precompressed ${compressed.filter(Boolean).length} files in ${ms(rendered)} ms`,
);
// The share card each page's head names (og:image), drawn or taken from the cache (scripts/share-cards.ts).
await (await import('./share-cards.ts')).writeShareCards(outDir);
