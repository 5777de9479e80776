// What the service's parts share: its options, the session cookie, and the session found for a request.
import type { Context } from 'hono';
import { deleteCookie, getCookie, setCookie } from 'hono/cookie';
import type { SiteLogger, TextLog } from '../../src/server/logger.ts';
import type { AuditLog } from './audit.ts';
import type { ClaimMapping } from './auth/roles.ts';
import type { OidcSignIn } from './auth/oidc.ts';
import type { Session, Sessions } from './auth/sessions.ts';
import type { SignInLimiter } from './auth/sign-in-limit.ts';
import type { Drafts } from './drafts/index.ts';
import type { DraftPreviews } from './preview/previews.ts';
import type { PublishHook } from './publish/publish-hook.ts';
import type { Scheduler } from './schedule/runner.ts';
import type { KeyValueStore } from './store.ts';

declare module 'hono' {
  interface ContextVariableMap {
    /** The signed-in person, set by the session middleware (app.ts) */
    session: Session | undefined;
    sessionId: string | undefined;
  }
}

export interface ServiceOptions {
  /** Project root and content folder, as the editor's API takes them */
  root: string;
  contentDir: string;
  /** The address people open (CMS_PUBLIC_URL): its origin is the only one writes may come from */
  publicUrl: URL;
  /** Origin of a site that shows the pages (the editor's preview); the public URL when there is none */
  preview?: string | undefined;
  store: KeyValueStore;
  sessions: Sessions;
  limiter: SignInLimiter;
  audit: AuditLog;
  logger: SiteLogger;
  /** The logger for text (errors), scrubbed of the environment's secrets */
  log: TextLog;
  /** The local accounts (CMS_USERS_FILE): password sign-in, and roles for OIDC people the claim gives none */
  usersFile?: string | undefined;
  oidc?: { signIn: OidcSignIn; label: string; mapping: ClaimMapping } | undefined;
  /** How many proxies in front to trust for the client's address (TRUST_PROXY) */
  trustProxy: number;
  /** The built editor app (npm run cms:build); without it the service answers the API and sign-in only */
  appDir?: string | undefined;
  /** Drafts in a git remote (CMS_GIT_REMOTE), what runs after a publish, and the scheduler that publishes at a
   * time; without them, no /api/drafts */
  drafts?: { drafts: Drafts; hook: PublishHook; scheduler?: Scheduler | undefined } | undefined;
  /** Drafts' previews (with drafts): /drafts/<slug>/preview/, and each save warms its draft's */
  draftPreviews?: DraftPreviews | undefined;
  /** True once shutdown began: /readyz says so */
  stopping?: () => boolean;
}

/** Secure cookies unless the service is reached on loopback over plain http (tests, a developer's machine). */
export const cookieNames = (publicUrl: URL) => {
  const secure = publicUrl.protocol === 'https:';
  // __Host-: only this origin's own https pages can set it (no subdomain, no plain http page).
  return { secure, session: secure ? '__Host-cms_session' : 'cms_session', transaction: 'cms_oidc' };
};

export function sessionCookie(options: ServiceOptions) {
  const names = cookieNames(options.publicUrl);
  return {
    read: (c: Context) => getCookie(c, names.session),
    set: (c: Context, id: string) =>
      setCookie(c, names.session, id, {
        httpOnly: true,
        secure: names.secure,
        sameSite: 'Strict',
        path: '/',
        maxAge: Math.floor(options.sessions.ttlMs / 1000),
      }),
    clear: (c: Context) => deleteCookie(c, names.session, { path: '/', secure: names.secure }),
  };
}
