// The service's settings, from the environment (.env.example lists each). Anything unsafe stops the start with
// a message that says what to change: plain http off loopback, a short session secret, no way to sign in.
import path from 'node:path';
import type { ClaimMapping } from './auth/roles.ts';
import { isLoopback } from './auth/oidc.ts';

export interface ServiceConfig {
  host: string;
  port: number;
  publicUrl: URL;
  contentDir: string;
  preview: string | undefined;
  sessionSecret: string;
  sessionTtlMs: number;
  usersFile: string | undefined;
  auditFile: string | undefined;
  trustProxy: number;
  redisUrl: string | undefined;
  appDir: string;
  signIn: { perAccount: number; perAddress: number; windowMs: number };
  /** Drafts in a git remote (CMS_GIT_REMOTE); undefined: the editor works on its own folder, without drafts */
  drafts:
    | {
        /** Any URL git accepts */
        remote: string;
        /** The service's own clone (CMS_CLONE_DIR) */
        cloneDir: string;
        /** Run after each publish (CMS_PUBLISH_HOOK): a URL that gets a POST, or a command as a JSON list of its words */
        publishHook: string | undefined;
        publishHookTimeoutMs: number;
        /** The drafts' preview renderer stops after this long unused (CMS_PREVIEW_IDLE_MINUTES) */
        previewIdleMs: number;
      }
    | undefined;
  oidc:
    | {
        issuer: URL;
        clientId: string;
        clientSecret: string | undefined;
        scope: string;
        label: string;
        mapping: ClaimMapping;
      }
    | undefined;
}

const list = (value: string | undefined, fallback: string) =>
  (value?.trim() || fallback)
    .split(',')
    .map((v) => v.trim())
    .filter(Boolean);

const whole = (value: string | undefined, fallback: number, name: string) => {
  if (value === undefined || value.trim() === '') return fallback;
  if (!/^\d+$/.test(value.trim())) throw new Error(`${name} must be a whole number (found ${value.slice(0, 20)})`);
  return Number(value);
};

export function serviceConfig(env: NodeJS.ProcessEnv, root: string): ServiceConfig {
  const host = env.CMS_HOST?.trim() || env.HOST?.trim() || '127.0.0.1';
  const port = whole(env.CMS_PORT ?? env.PORT, 5180, 'CMS_PORT');
  const publicUrl = new URL(env.CMS_PUBLIC_URL?.trim() || `http://${host.includes(':') ? `[${host}]` : host}:${port}`);
  if (publicUrl.protocol !== 'https:' && !(publicUrl.protocol === 'http:' && isLoopback(publicUrl)))
    throw new Error(
      `CMS_PUBLIC_URL must be https (plain http only on loopback, for tests and development): found ${publicUrl.origin}`,
    );
  const sessionSecret = env.CMS_SESSION_SECRET ?? '';
  if (sessionSecret.length < 32)
    throw new Error('CMS_SESSION_SECRET must be at least 32 characters (e.g. `openssl rand -base64 48`)');
  const issuer = env.CMS_OIDC_ISSUER?.trim();
  const clientId = env.CMS_OIDC_CLIENT_ID?.trim();
  if (issuer && !clientId) throw new Error('CMS_OIDC_ISSUER is set: CMS_OIDC_CLIENT_ID must be too');
  const usersFile = env.CMS_USERS_FILE?.trim() ? path.resolve(root, env.CMS_USERS_FILE.trim()) : undefined;
  if (!issuer && !usersFile) throw new Error('Nobody could sign in: set CMS_USERS_FILE, CMS_OIDC_ISSUER, or both');
  const remote = env.CMS_GIT_REMOTE?.trim();
  for (const name of ['CMS_CLONE_DIR', 'CMS_PUBLISH_HOOK', 'CMS_PREVIEW_IDLE_MINUTES'])
    if (!remote && env[name]?.trim()) throw new Error(`${name} is set: CMS_GIT_REMOTE must be too`);
  const hookTimeout = whole(env.CMS_PUBLISH_HOOK_TIMEOUT_SECONDS, 600, 'CMS_PUBLISH_HOOK_TIMEOUT_SECONDS');
  if (hookTimeout < 1) throw new Error('CMS_PUBLISH_HOOK_TIMEOUT_SECONDS must be at least 1');
  const previewIdle = whole(env.CMS_PREVIEW_IDLE_MINUTES, 10, 'CMS_PREVIEW_IDLE_MINUTES');
  if (previewIdle < 1) throw new Error('CMS_PREVIEW_IDLE_MINUTES must be at least 1');
  return {
    host,
    port,
    publicUrl,
    contentDir: env.CONTENT_DIR?.trim() || 'content',
    preview: env.CMS_PREVIEW_URL?.trim() || undefined,
    sessionSecret,
    sessionTtlMs: whole(env.CMS_SESSION_HOURS, 12, 'CMS_SESSION_HOURS') * 3_600_000,
    usersFile,
    auditFile: env.CMS_AUDIT_LOG?.trim() ? path.resolve(root, env.CMS_AUDIT_LOG.trim()) : undefined,
    trustProxy: whole(env.TRUST_PROXY, 0, 'TRUST_PROXY'),
    redisUrl: env.REDIS_URL?.trim() || undefined,
    appDir: path.resolve(root, env.CMS_APP_DIR?.trim() || '.cms-app'),
    signIn: {
      perAccount: whole(env.CMS_SIGN_IN_LIMIT_ACCOUNT, 5, 'CMS_SIGN_IN_LIMIT_ACCOUNT'),
      perAddress: whole(env.CMS_SIGN_IN_LIMIT_ADDRESS, 20, 'CMS_SIGN_IN_LIMIT_ADDRESS'),
      windowMs: whole(env.CMS_SIGN_IN_WINDOW_MINUTES, 15, 'CMS_SIGN_IN_WINDOW_MINUTES') * 60_000,
    },
    drafts: remote
      ? {
          remote,
          cloneDir: path.resolve(root, env.CMS_CLONE_DIR?.trim() || '.cms-clone'),
          publishHook: env.CMS_PUBLISH_HOOK?.trim() || undefined,
          publishHookTimeoutMs: hookTimeout * 1000,
          previewIdleMs: previewIdle * 60_000,
        }
      : undefined,
    oidc:
      issuer && clientId
        ? {
            issuer: new URL(issuer),
            clientId,
            clientSecret: env.CMS_OIDC_CLIENT_SECRET || undefined,
            scope: env.CMS_OIDC_SCOPE?.trim() || 'openid email profile',
            label: env.CMS_OIDC_LABEL?.trim() || new URL(issuer).hostname,
            mapping: {
              claim: env.CMS_OIDC_ROLE_CLAIM?.trim() || 'cms_role',
              editor: list(env.CMS_OIDC_EDITOR_VALUES, 'editor'),
              publisher: list(env.CMS_OIDC_PUBLISHER_VALUES, 'publisher'),
            },
          }
        : undefined,
  };
}
