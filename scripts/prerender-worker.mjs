// A prerender worker (plain JS, so it starts without a TypeScript loader): renders its share of the routes with
// the built server entry, writes each page and answers with each page's Content-Security-Policy: the hashes of the
// inline code the render and the template wrote (template.scripts: the loader), never of whatever the page holds.
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { parentPort, workerData } from 'node:worker_threads';

const { outDir, template, jobs } = workerData;
const { render, pageRenderer } = await import(pathToFileURL(path.join(outDir, 'server/entry-server.js')).href);
const renderPage = pageRenderer(render, template);

const policies = {};
for (const { route, file } of jobs) {
  const page = await renderPage(route);
  await mkdir(path.dirname(file), { recursive: true });
  await writeFile(file, page.html);
  policies[route] = page.policy;
}
parentPort.postMessage(policies);
