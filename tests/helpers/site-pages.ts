// The site's own page render in a test process (src/entry-server.tsx, through the content plugin as the build has
// it) into Vite's index.html, as the server renders a page that shows what a visitor sent without JavaScript.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { render } from '../../src/entry-server.tsx';
import { pageRenderer, type RenderPage } from '../../src/server/page-render.ts';

/** The site's pages as the server renders them; the template's module script stands for the prerender's loader. */
export const sitePages: RenderPage = pageRenderer(render, {
  html: readFileSync(path.join(import.meta.dirname, '../../index.html'), 'utf8'),
  scripts: [],
});
