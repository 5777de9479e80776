// The build's own page render for the server (page-render.ts): dist/server/entry-server.js, the module the prerender
// renders every page with, into the template the prerender used (dist/page-template.json).
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { pageRenderer, type PageTemplate, type RenderPage, type RenderRoute } from './page-render.ts';

/**
 * Renders pages as the build does, from the built server folder; undefined for a build without a page template.
 * The render's module starts loading at once, beside the server's start, so that the first form is not kept waiting.
 */
export function builtPageRenderer(serverDir: string): RenderPage | undefined {
  const templateFile = path.join(serverDir, '..', 'page-template.json');
  if (!existsSync(templateFile)) return undefined;
  const template = JSON.parse(readFileSync(templateFile, 'utf8')) as PageTemplate;
  const entry = pathToFileURL(path.join(serverDir, 'entry-server.js')).href;
  const loaded = import(entry).then((module: { render: RenderRoute }) => pageRenderer(module.render, template));
  // A failure is the first use's to report, not an unhandled rejection at start.
  loaded.catch(() => {});
  return async (url, sent) => (await loaded)(url, sent);
}
