import mdx from '@mdx-js/rollup';
import react from '@vitejs/plugin-react';
import remarkFrontmatter from 'remark-frontmatter';
import { getRequestListener } from '@hono/node-server';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { Plugin } from 'vite';
import type * as ApiApp from './src/server/api-app.ts';
import { configDefaults, defineConfig } from 'vitest/config';
import { fontPlugin } from './src/build/font-plugin.ts';
import { preloadedImports } from './src/build/touch-preload.ts';
import { compileHint } from './src/build/compile-hints.ts';
import { iconSpritePlugin } from './src/build/icon-sprite-plugin.ts';
import { contentPlugin } from './src/build/content-plugin.ts';
import { devServerAccessPlugin } from './src/build/dev-server-access.ts';
import { bodyImagesPlugin, remarkBodyImages } from './src/build/remark-body-images.ts';
import { remarkFacts } from './src/build/remark-facts.ts';
import { routerTreeShakePlugin } from './src/build/router-tree-shake-plugin.ts';
import { unprefixedStylesPlugin } from './src/build/unprefixed-styles-plugin.ts';
import { adoptServerStylesPlugin } from './src/build/adopt-server-styles-plugin.ts';

// Tests build fixture content into their own folder.
const outDir = process.env.OUT_DIR ?? 'dist';
const contentRoot = () => path.resolve(process.env.CONTENT_DIR ?? 'content');

/** `npm run dev` answers /api with the same Hono app as production (loaded through Vite, so it sees the content). */
const devApi = (): Plugin => ({
  name: 'dev-api',
  apply: 'serve',
  configureServer(server) {
    server.middlewares.use(async (req, res, next) => {
      if (!req.url?.startsWith('/api/')) return next();
      const { devApi: api } = (await server.ssrLoadModule('/src/server/api-app.ts')) as typeof ApiApp;
      await getRequestListener(api().fetch)(req, res);
    });
  },
});

// react-router's package exports always lead to its development build (remix-run/react-router#14102), whose
// dev-only warnings then ship to browsers; the production build sits next to it in the same package.
const reactRouterDist = path.join(
  path.dirname(createRequire(import.meta.url).resolve('react-router/package.json')),
  'dist/production',
);
const reactRouterProduction = [
  { find: /^react-router$/, replacement: `${reactRouterDist}/index.mjs` },
  { find: /^react-router\/dom$/, replacement: `${reactRouterDist}/dom-export.mjs` },
];

// The unit tests as three vitest projects (below). Vitest runs each test file in a process of its own by default; a
// file's process spent much of its time starting: Node, vitest, then jsdom, React, Testing Library and the editor's
// packages, again for every file. The files that replace no module share their worker's process instead, each file
// with the project's modules evaluated afresh and the process's globals and environment as they were before the
// worker's first file (tests/helpers/setup.ts): the component tests (a file that declares `@vitest-environment jsdom`)
// on a fresh page, the rest in Node. Sharing the node files' processes took the unit tests' CPU from about 8 min 25 s
// to 6 min 45 s (issue 39). A file that replaces a module with vi.mock keeps a process of its own: vitest keeps a
// worker's mocks until the worker ends.
const testFolders = ['src', 'cms', 'tests/unit'];
const testFile = /\.test\.tsx?$/;

/** The test files that can share a worker (no module replaced), by environment. Paths from `root`. */
function sharedFiles(root: string): { jsdom: string[]; node: string[] } {
  const files = testFolders
    .filter((folder) => existsSync(path.join(root, folder)))
    .flatMap((folder) =>
      readdirSync(path.join(root, folder), { recursive: true, encoding: 'utf8' })
        .filter((name) => testFile.test(name))
        .map((name) => path.posix.join(folder, name.split(path.sep).join('/'))),
    )
    .map((file) => ({ file, text: readFileSync(path.join(root, file), 'utf8') }))
    .filter(({ text }) => !/\bvi\.(?:mock|doMock)\(/.test(text));
  const jsdom = (text: string) => /@vitest-environment jsdom\b/.test(text);
  return {
    jsdom: files.filter(({ text }) => jsdom(text)).map(({ file }) => file),
    node: files.filter(({ text }) => !jsdom(text)).map(({ file }) => file),
  };
}
const shared = sharedFiles(import.meta.dirname);
// A project's own exclude replaces the command line's --exclude (npm run test:content-edits leaves files out with it).
const cliExclude = process.argv.flatMap((arg, i, all) =>
  arg === '--exclude' ? [all[i + 1] ?? ''] : arg.startsWith('--exclude=') ? [arg.slice(10)] : [],
);

export default defineConfig(({ command, mode, isSsrBuild }) => ({
  plugins: [
    // npm run dev, npm run cms's site and the drafts' preview renderer: no CORS, Host checked, secrets never served.
    devServerAccessPlugin(),
    // Vitest's root config and its three test projects load the content once between them.
    contentPlugin({ shareFirstLoad: process.env.VITEST !== undefined }),
    // Images in MDX bodies, prepared like image fields: served in dev, shipped in the build.
    bodyImagesPlugin(),
    fontPlugin({ contentDir: process.env.CONTENT_DIR ?? 'content' }),
    iconSpritePlugin(),
    // react-router's production build as the browser gets it: only the parts the site uses.
    routerTreeShakePlugin(),
    // styled-components' vendor prefixes, never asked for, out of the browser's bundle.
    unprefixedStylesPlugin(),
    // styled-components takes the server's stylesheet as its own in the browser, rather than copying and replacing it.
    adoptServerStylesPlugin(),
    devApi(),
    {
      enforce: 'pre',
      ...mdx({
        providerImportSource: '@mdx-js/react',
        remarkPlugins: [remarkFrontmatter, remarkBodyImages, [remarkFacts, { contentRoot }]],
      }),
    },
    react(),
  ],
  oxc: {
    // Deterministic component ids from the file path: server and client render the same class names
    // whatever order the route chunks load in.
    plugins: { styledComponents: { ssr: true, displayName: false, fileName: false, minify: true, pure: true } },
  },
  ssr: { noExternal: ['styled-components'] },
  resolve: {
    alias: command === 'build' && mode === 'production' && !isSsrBuild ? reactRouterProduction : [],
  },
  test: {
    setupFiles: ['tests/helpers/setup.ts'],
    testTimeout: 30_000,
    // Vitest's default keeps one core free; nothing else runs beside the tests, and on the 2-core machines one
    // worker made the suite half again as long (225 s against 152 s with two).
    maxWorkers: availableParallelism(),
    // The files that replace no module share their workers' processes; the others keep a process per file (above).
    projects: [
      {
        extends: true,
        test: { name: 'components', include: shared.jsdom, environment: 'jsdom', isolate: false },
      },
      { extends: true, test: { name: 'node', include: shared.node, isolate: false } },
      {
        extends: true,
        test: {
          name: 'isolated',
          include: testFolders.map((folder) => `${folder}/**/*.test.{ts,tsx}`),
          exclude: [...configDefaults.exclude, ...shared.jsdom, ...shared.node, ...cliExclude],
        },
      },
    ],
  },
  build: {
    // No modulepreload polyfill (0.23 KB gz on every page). Chromium has modulepreload since 66, Firefox since 115,
    // Safari since 17; an older browser ignores the links Vite adds for a lazy chunk's imports and loads the same
    // chunks through the imports themselves, a little later. None for a section that hydrates on touch
    // (src/build/touch-preload.ts).
    modulePreload: { polyfill: false, resolveDependencies: preloadedImports },
    outDir: `${outDir}/${isSsrBuild ? 'server' : 'client'}`,
    ...(isSsrBuild ? { ssr: true } : { assetsDir: 'static' }),
    rolldownOptions: {
      // Rolldown's plugin-timing report is advice for plugin authors, printed in yellow like an error; the content
      // plugin's time is the content check itself, which a build is meant to run.
      checks: { pluginTimings: false },
      ...(isSsrBuild
        ? {
            // app.js: the server's app alone, which tests/e2e/sent-forms.spec.ts drives in process with the build's
            // render (no socket, no URL length limit between a case and its page).
            input: { 'entry-server': 'src/entry-server.tsx', server: 'src/server/server.ts', app: 'src/server/app.ts' },
          }
        : {
            output: {
              entryFileNames: 'static/js/[name]-[hash].js',
              chunkFileNames: 'static/js/[name]-[hash].js',
              assetFileNames: 'static/media/[name]-[hash][extname]',
              // Everything the entry imports statically loads on every page anyway: one chunk for all of it rather
              // than ~15 small shared chunks that Rolldown splits off because route chunks import them too (each
              // file compresses on its own and repeats its imports: ~5 KB gz more on /). The entry module shares
              // that chunk, so it must not use top-level await: the route chunks it waits for import that chunk.
              codeSplitting: { groups: [{ name: 'main', tags: ['$initial'] }] },
              // The chunks every page runs as it starts are compiled as they download (src/build/compile-hints.ts).
              postBanner: compileHint,
            },
          }),
    },
  },
}));
