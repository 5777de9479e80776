// Production entry: serves dist/client and the API on PORT (default 3000), on loopback unless HOST says otherwise.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { serve } from '@hono/node-server';
import { domainOptionsFromEnv, pageBulk, pageSearch } from './api-app';
import { createApp } from './app';
import { pageWords } from './page-words';

const here = path.dirname(fileURLToPath(import.meta.url));
const port = Number(process.env.PORT ?? 3000);
const hostname = process.env.HOST ?? '127.0.0.1';
const { providerNames, ...domains } = domainOptionsFromEnv();
const app = createApp({
  clientDir: path.resolve(here, '../client'),
  domains,
  words: pageWords,
  search: pageSearch(domains),
  bulk: pageBulk(domains),
});

const server = serve({ fetch: app.fetch, port, hostname }, (info) => {
  console.log(`Site running at http://${hostname === '127.0.0.1' ? 'localhost' : hostname}:${info.port}`);
  console.log(`Domain providers: ${providerNames.join(' → ')}`);
});
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => server.close(() => process.exit(0)));
