// The audit log: one JSON line per sign-in, failed sign-in and sign-out (who, what, when, from where), written
// through the site's logger (src/server/logger.ts) to its own destination. No password, token or session id is
// ever a field of it; what a person typed as their email is written only if it looks like one.
import type { DestinationStream } from 'pino';
import { pino } from 'pino';
import { createLogger } from '../../src/server/logger.ts';

export type AuditEvent = 'sign-in' | 'sign-in-failed' | 'sign-out';

export interface AuditEntry {
  event: AuditEvent;
  /** The account: an email, bounded; undefined when what was typed is no email (a password typed in that field) */
  who: string | undefined;
  via: 'password' | 'oidc';
  client?: string | undefined;
  role?: string;
  /** Why a sign-in failed, in words with no secret in them */
  reason?: string;
}

const EMAIL = /^[^\s@]{1,100}@[^\s@]{1,150}$/;
export const auditedName = (typed: string | undefined) =>
  typed && EMAIL.test(typed) ? typed.toLowerCase() : undefined;

/** Appends to a file (CMS_AUDIT_LOG), or writes to the given stream (stdout, a test's capture). */
export function auditLog(destination: string | DestinationStream) {
  const logger = createLogger(
    'info',
    typeof destination === 'string' ? pino.destination({ dest: destination, append: true, mkdir: true }) : destination,
  );
  return {
    record: (entry: AuditEntry) => logger.info({ audit: true, ...entry, who: auditedName(entry.who) }, entry.event),
    flush: () => new Promise<void>((resolve) => logger.flush(() => resolve())),
  };
}
export type AuditLog = ReturnType<typeof auditLog>;
