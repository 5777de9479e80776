// Starts the service from its config: the stores (memory, or Redis), the audit log, the OIDC client, the drafts'
// clone of the content remote, the publish hook and the scheduler, the HTTP server and the graceful stop. scripts/cms-serve.ts calls it with the environment; the tests with their own.
import path from 'node:path';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';
import type { DestinationStream } from 'pino';
import { createLogger, scrubbedLogger, secretsFromEnv } from '../../src/server/logger.ts';
import { redisLink } from '../../src/server/stores/redis-link.ts';
import { shutdownOnSignals } from '../../src/server/shutdown.ts';
import { serviceApp } from './app.ts';
import { auditLog } from './audit.ts';
import { oidcSignIn } from './auth/oidc.ts';
import { sessions } from './auth/sessions.ts';
import { signInLimiter } from './auth/sign-in-limit.ts';
import type { ServiceConfig } from './config.ts';
import { openDrafts } from './drafts/index.ts';
import { draftHref } from './pages/editor-page.ts';
import { contentCache } from '../local-api/content-cache.ts';
import { draftPreviews } from './preview/previews.ts';
import { hookAuditEntry, publishHook } from './publish/publish-hook.ts';
import { systemClock, type Clock } from './schedule/clock.ts';
import { scheduler } from './schedule/runner.ts';
import { memoryStore, redisStore } from './store.ts';

export interface StartOptions {
  root: string;
  env: NodeJS.ProcessEnv;
  /** Where the JSON log goes (stdout when not given) */
  logTo?: DestinationStream;
  /** Where the audit log goes when CMS_AUDIT_LOG is not set (the JSON log's stream when not given) */
  auditTo?: DestinationStream;
  /** Stop on SIGTERM/SIGINT (the script); tests close the server themselves */
  signals?: boolean;
  /** The scheduler's clock: the system's, unless a test harness passes one it moves (never a setting) */
  clock?: Clock;
}

/** The credentials and query of a URL (a remote or hook address may carry a token), to keep out of the log. */
function urlSecrets(value: string | undefined): string[] {
  if (!value || !URL.canParse(value)) return [];
  const url = new URL(value);
  return [url.username, url.password, url.search.slice(1)]
    .filter((s) => s.length >= 6)
    .map((s) => decodeURIComponent(s));
}

export async function startService(
  config: ServiceConfig,
  { root, env, logTo, auditTo, signals = true, clock = systemClock }: StartOptions,
) {
  const logger = createLogger(env.LOG_LEVEL, logTo);
  const secrets = [
    ...secretsFromEnv(env),
    ...urlSecrets(config.drafts?.remote),
    ...urlSecrets(config.drafts?.publishHook),
  ];
  const log = scrubbedLogger(logger, secrets);
  const audit = auditLog(config.auditFile ?? auditTo ?? logTo ?? process.stdout);
  // The hook is checked first: a bad command line stops the start before anything is opened.
  const hook =
    config.drafts &&
    publishHook(config.drafts.publishHook, {
      timeoutMs: config.drafts.publishHookTimeoutMs,
      secrets,
      env,
      onDone: (run) => audit.record(hookAuditEntry(run)),
      // Beside the clone's own git data: the service's state, never in a commit.
      keepIn: path.join(config.drafts.cloneDir, '.git', 'cms-publish-runs.json'),
    });
  const link = config.redisUrl ? redisLink(config.redisUrl, log) : undefined;
  const store = link ? redisStore(link) : memoryStore();
  const oidc = config.oidc && {
    label: config.oidc.label,
    mapping: config.oidc.mapping,
    signIn: oidcSignIn(
      {
        issuer: config.oidc.issuer,
        clientId: config.oidc.clientId,
        clientSecret: config.oidc.clientSecret,
        scope: config.oidc.scope,
        redirectUri: new URL('/auth/oidc/callback', config.publicUrl).href,
      },
      store,
    ),
  };
  const drafts = config.drafts && (await openDrafts({ remote: config.drafts.remote, dir: config.drafts.cloneDir }));
  if (drafts?.recovered.length) log.info(`Pushed the unpushed saves of ${drafts.recovered.join(', ')}`);
  const previews =
    config.drafts &&
    drafts &&
    draftPreviews({
      repo: drafts.repo,
      root,
      log,
      idleMs: config.drafts.previewIdleMs,
      fallbackContent: contentCache(root, config.contentDir).get,
      editorHref: draftHref,
    });
  // Plans run at their time with nobody signed in, also those that came due while the service was stopped.
  const plans = drafts && hook && scheduler({ repo: drafts.repo, clock, audit, hook, log });
  let stopping = () => false;
  const app = serviceApp({
    root,
    contentDir: config.contentDir,
    publicUrl: config.publicUrl,
    preview: config.preview,
    store,
    sessions: sessions(store, config.sessionSecret, config.sessionTtlMs),
    limiter: signInLimiter(config.signIn, link),
    audit,
    logger,
    log,
    usersFile: config.usersFile,
    oidc,
    trustProxy: config.trustProxy,
    appDir: config.appDir,
    drafts: drafts && hook && { drafts, hook, scheduler: plans },
    draftPreviews: previews,
    stopping: () => stopping(),
  });
  const server = await new Promise<Server>((resolve) => {
    const made = serve({ fetch: app.fetch, port: config.port, hostname: config.host }, () => resolve(made as Server));
  });
  const { port } = server.address() as AddressInfo;
  logger.info(
    {
      sessions: store.kind,
      signIn: [config.usersFile && 'password', config.oidc && 'oidc'].filter(Boolean),
      publicUrl: config.publicUrl.origin,
      drafts: Boolean(drafts),
      publishHook: hook?.configured ? (config.drafts?.publishHook?.match(/^https?:/i) ? 'url' : 'command') : 'none',
    },
    `Content editor service listening on ${config.host}:${port}`,
  );
  void plans?.start();
  const close = async () => {
    await plans?.stop();
    await previews?.close();
    await hook?.stop();
    await drafts?.close();
    await audit.flush();
    await link?.close();
  };
  if (signals)
    stopping = shutdownOnSignals({ server, graceMs: Number(env.SHUTDOWN_GRACE_MS) || 10_000, close, log }).stopping;
  return { server, port, app, close, logger, scheduler: plans };
}
