// Production entry: serves dist/client and the API on PORT (default 3000), on loopback unless HOST says otherwise.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { serve } from '@hono/node-server';
import domains from 'virtual:content/domains';
import { createApp } from './app';
import { availabilityChecker } from './domains/availability';
import { providersFromEnv } from './domains/config';

const here = path.dirname(fileURLToPath(import.meta.url));
const port = Number(process.env.PORT ?? 3000);
const hostname = process.env.HOST ?? '127.0.0.1';
const { providers, timeoutMs } = providersFromEnv();
const extensions = Object.keys(domains.searchPrices);
const checker = availabilityChecker({ providers, prices: domains.searchPrices, timeoutMs });
const perMinute = Number(process.env.SEARCH_RATE_LIMIT) || 30;
const app = createApp({
  clientDir: path.resolve(here, '../client'),
  domains: { checker, extensions, rateLimit: { limit: perMinute, windowMs: 60_000 } },
});

const server = serve({ fetch: app.fetch, port, hostname }, (info) => {
  console.log(`Site running at http://${hostname === '127.0.0.1' ? 'localhost' : hostname}:${info.port}`);
  console.log(`Domain providers: ${providers.map((p) => p.name).join(' → ')}`);
});
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => server.close(() => process.exit(0)));
