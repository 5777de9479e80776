// The production server (started by server.ts): serves dist/client and the API on PORT (default 3000), on loopback
// unless HOST says otherwise. Logs JSON lines on stdout, stops gracefully on SIGTERM or SIGINT; docs/deploy.md says how to run it.
import type { Server } from 'node:http';
import path from 'node:path';
import { format } from 'node:util';
import { serve } from '@hono/node-server';
import { domainOptionsFromEnv, pageBulk, pageSearch } from './api-app.ts';
import { createApp } from './app.ts';
import { applicationForms } from './application-forms.ts';
import { builtPageRenderer } from './built-pages.ts';
import { trustedProxyCount } from './client-address.ts';
import type { SharedStateProbe } from './health.ts';
import { createLogger, scrubbedLogger, secretsFromEnv } from './logger.ts';
import { pageWords } from './page-words.ts';
import { shutdownOnSignals } from './shutdown.ts';

/** Starts the site's server on PORT, from the built server folder (dist/server: the client files sit beside it). */
export async function startServer(serverDir: string): Promise<void> {
  const env = process.env;
  const port = Number(env.PORT ?? 3000);
  const hostname = env.HOST ?? '127.0.0.1';
  const logger = createLogger(env.LOG_LEVEL);
  const log = scrubbedLogger(logger, secretsFromEnv(env));
  // The availability checker is made in api-app.ts with console as its log: its warnings (and any library's) become
  // lines of the same JSON log, scrubbed of secrets like the rest, rather than plain text in between.
  console.warn = (...args: unknown[]) => log.warn(format(...args));
  console.error = (...args: unknown[]) => log.error(format(...args));

  const trustProxy = trustedProxyCount(env.TRUST_PROXY);
  if (trustProxy === undefined)
    logger.warn(
      `TRUST_PROXY must be a number of proxies: X-Forwarded-For is ignored (found ${env.TRUST_PROXY?.slice(0, 40)})`,
    );

  // `state` is the shared state (memory, or Redis when REDIS_URL is set): /readyz asks it, shutdown closes it.
  const {
    providerNames,
    ...fromEnv
  }: ReturnType<typeof domainOptionsFromEnv> & {
    state?: SharedStateProbe & { close(): Promise<void> };
  } = domainOptionsFromEnv(env, log);
  const domains = { ...fromEnv, log };
  if (domains.demo)
    logger.warn(
      'DOMAIN_PROVIDERS=demo: domain searches answer made-up demo data and ask no registry; unset it in production',
    );
  const app = createApp({
    clientDir: path.resolve(serverDir, '../client'),
    domains,
    words: pageWords,
    renderPage: builtPageRenderer(serverDir),
    applications: await applicationForms(),
    search: pageSearch(domains),
    bulk: pageBulk(domains),
    logger,
    trustProxy: trustProxy ?? 0,
    health: { state: domains.state, stopping: () => shutdown.stopping() },
  });

  // serve() makes a node:http server unless told otherwise; shutdown needs its connection methods.
  const server = serve({ fetch: app.fetch, port, hostname }, (info) => {
    logger.info(
      { providers: providerNames, state: domains.state?.kind ?? 'memory', trustProxy: trustProxy ?? 0 },
      `Site running at http://${hostname === '127.0.0.1' ? 'localhost' : hostname}:${info.port}`,
    );
  }) as Server;
  const shutdown = shutdownOnSignals({
    server,
    graceMs: Number(env.SHUTDOWN_GRACE_MS) || 10_000,
    close: async () => domains.state?.close(),
    log,
    flush: () => new Promise((resolve) => logger.flush(() => resolve())),
  });
}
