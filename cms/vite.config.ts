// npm run cms:build: the editor's React app (cms/editor) built for the service (npm run cms:serve) into .cms-app/,
// which the service serves to signed-in people (cms/team/pages/editor-page.ts). `npm run cms` does not use it: it
// serves the app from source through Vite's dev server.
import react from '@vitejs/plugin-react';
import path from 'node:path';
import { defineConfig } from 'vite';
import { devServerAccessPlugin } from '../src/build/dev-server-access.ts';

const root = path.resolve(import.meta.dirname, '..');

export default defineConfig({
  root: path.join(root, 'cms/editor'),
  // Should anyone serve it with `vite --config cms/vite.config.ts`: what every other dev server of the project answers.
  plugins: [react(), devServerAccessPlugin()],
  cacheDir: path.join(root, 'node_modules/.vite-cms-build'),
  build: {
    outDir: path.join(root, process.env.CMS_APP_DIR ?? '.cms-app'),
    emptyOutDir: true,
    assetsDir: 'assets',
    // The app's two chunks are 1.2 MB (the forms, React, the API client) and 1.3 MB (the body's rich-text editor,
    // loaded when a document with a body opens), minified: a tool a few people load, once per session, not a page
    // for visitors. The limit (kB) sits just above them, so that a chunk that grows past today's warns again, rather
    // than Rolldown's advice printed on every build of an unchanged app.
    chunkSizeWarningLimit: 1_400,
  },
  logLevel: 'warn',
});
