// A service app for tests: fixture content in its own git repository, a users file with one editor and one
// publisher, memory stores, and every log line (JSON log and audit log) captured for the tests to read.
import { hash } from '@node-rs/argon2';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import type { DestinationStream } from 'pino';
import { contentFixture, root, type Fixture } from '../../tests/helpers/content-fixture.ts';
import { createLogger, scrubbedLogger } from '../../src/server/logger.ts';
import { serviceApp } from '../team/app.ts';
import { auditLog } from '../team/audit.ts';
import type { OidcSignIn } from '../team/auth/oidc.ts';
import type { ClaimMapping } from '../team/auth/roles.ts';
import { sessions } from '../team/auth/sessions.ts';
import { signInLimiter, type SignInLimits } from '../team/auth/sign-in-limit.ts';
import { openDrafts } from '../team/drafts/index.ts';
import { draftHref } from '../team/pages/editor-page.ts';
import { contentCache } from '../local-api/content-cache.ts';
import { draftPreviews } from '../team/preview/previews.ts';
import { hookAuditEntry, publishHook } from '../team/publish/publish-hook.ts';
import type { Clock } from '../team/schedule/clock.ts';
import { scheduler } from '../team/schedule/runner.ts';
import { memoryStore, type KeyValueStore } from '../team/store.ts';

export const PUBLIC = 'http://127.0.0.1:5180';
export const EDITOR = { email: 'ed@example.com', name: 'Ed Itor', password: 'correct horse battery staple' };
export const PUBLISHER = { email: 'pub@example.com', name: 'Pub Lisher', password: 'tr0ub4dor&3-publisher!' };

/** A stream whose lines a test can read back (synchronously written, so nothing is still buffered). */
export function capture(): DestinationStream & { text: () => string } {
  let text = '';
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      text += chunk.toString();
      done();
    },
  });
  return Object.assign(stream, { text: () => text });
}

export interface TestServiceOptions {
  limits?: Partial<SignInLimits>;
  oidc?: { signIn: (store: KeyValueStore) => OidcSignIn; label: string; mapping: ClaimMapping };
  publicUrl?: string;
  /** Without a users file: OIDC only */
  noUsers?: boolean;
  /** The built editor app */
  appDir?: string;
  /** More accounts than the editor and the publisher */
  people?: { email: string; name: string; password: string; role: 'editor' | 'publisher' }[];
  /** Drafts in a git remote (a test remote's URL), the service's clone, and the publish hook */
  drafts?: { remote: string; dir: string; hook?: string; hookTimeoutMs?: number };
  /** With drafts: their previews, the renderer stopped after this long unused */
  previews?: { idleMs: number };
  /** With drafts: the scheduler's clock, which the test moves (manual-clock.ts); without it, no scheduler */
  clock?: Clock;
}

export async function testService(options: TestServiceOptions = {}) {
  const fixture: Fixture = contentFixture();
  const git = fixture.commitAll();
  const temp = mkdtempSync(path.join(tmpdir(), 'cms-service-'));
  const usersFile = path.join(temp, 'users.json');
  const users = await Promise.all(
    [{ ...EDITOR, role: 'editor' }, { ...PUBLISHER, role: 'publisher' }, ...(options.people ?? [])].map(
      async ({ password, ...person }) => ({ ...person, passwordHash: await hash(password) }),
    ),
  );
  writeFileSync(usersFile, JSON.stringify({ users }));
  const log = capture();
  const audits = capture();
  const logger = createLogger('debug', log);
  const store = memoryStore();
  const publicUrl = new URL(options.publicUrl ?? PUBLIC);
  const audit = auditLog(audits);
  const hook =
    options.drafts &&
    publishHook(options.drafts.hook, {
      timeoutMs: options.drafts.hookTimeoutMs ?? 30_000,
      secrets: [],
      onDone: (run) => audit.record(hookAuditEntry(run)),
    });
  const drafts = options.drafts && (await openDrafts({ remote: options.drafts.remote, dir: options.drafts.dir }));
  const previews =
    drafts &&
    options.previews &&
    draftPreviews({
      repo: drafts.repo,
      root,
      log: scrubbedLogger(logger, []),
      idleMs: options.previews.idleMs,
      fallbackContent: contentCache(root, fixture.dir).get,
      editorHref: draftHref,
    });
  const plans =
    drafts &&
    hook &&
    options.clock &&
    scheduler({ repo: drafts.repo, clock: options.clock, audit, hook, log: scrubbedLogger(logger, []) });
  await plans?.start();
  const app = serviceApp({
    root,
    contentDir: fixture.dir,
    publicUrl,
    store,
    sessions: sessions(store, 'a test secret that is long enough to be one', 3_600_000),
    limiter: signInLimiter({ perAccount: 5, perAddress: 50, windowMs: 60_000, ...options.limits }),
    audit,
    logger,
    log: scrubbedLogger(logger, []),
    usersFile: options.noUsers ? undefined : usersFile,
    oidc: options.oidc && { ...options.oidc, signIn: options.oidc.signIn(store) },
    trustProxy: 0,
    appDir: options.appDir,
    drafts: drafts && hook && { drafts, hook, scheduler: plans },
    draftPreviews: previews,
  });
  const dir = path.join(root, fixture.dir);
  return {
    app,
    /** The session store: a test may make it fail, as a slow Redis does */
    store,
    fixture,
    dir,
    usersFile,
    /** Every line of the JSON log and of the audit log */
    logs: () => log.text() + audits.text(),
    audit: () =>
      audits
        .text()
        .split('\n')
        .filter(Boolean)
        .map((line) => JSON.parse(line) as Record<string, unknown>),
    commits: () => Number(git('rev-list', '--count', 'HEAD').trim()),
    /** Signs in with the form; the cookie header to send, and the session's CSRF token */
    async signIn(person: { email: string; password: string }) {
      const response = await app.request(`${PUBLIC}/sign-in`, {
        method: 'POST',
        headers: { origin: publicUrl.origin, 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({ email: person.email, password: person.password }).toString(),
      });
      const set = response.headers.get('set-cookie') ?? '';
      const cookie = set.split(';')[0] ?? '';
      const me = await app.request(`${PUBLIC}/api/me`, { headers: { cookie } });
      const { csrf } = (me.ok ? await me.json() : {}) as { csrf?: string };
      return { response, cookie, csrf: csrf ?? '' };
    },
    hook,
    previews,
    /** The scheduler, with a clock given */
    scheduler: plans,
    drafts,
    /** Stops the scheduler, the previews and the hooks still running and hands the clone back */
    async closeDrafts() {
      await plans?.stop();
      await previews?.close();
      await hook?.stop();
      await drafts?.close();
    },
    remove() {
      fixture.remove();
      rmSync(temp, { recursive: true, force: true });
    },
  };
}
export type TestService = Awaited<ReturnType<typeof testService>>;
