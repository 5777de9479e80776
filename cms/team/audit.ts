// The audit log: one JSON line per sign-in, failed sign-in and sign-out (who, what, when, from where), and per
// draft created, saved, moved between Draft and In review, scheduled, published (by hand or at its time), ended at
// its time, and publish hook run (who, which draft, which file and commit), written through the site's logger (src/server/logger.ts) to its own destination. No
// password, token or session id is ever a field of it; what a person typed as their email is written only if it
// looks like one.
import type { DestinationStream } from 'pino';
import { pino } from 'pino';
import { createLogger } from '../../src/server/logger.ts';

type AuditEvent =
  | 'sign-in'
  | 'sign-in-failed'
  | 'sign-out'
  | 'draft-create'
  | 'draft-save'
  | 'draft-status'
  | 'draft-publish'
  | 'draft-schedule'
  | 'draft-end'
  | 'publish-hook';

export interface AuditEntry {
  event: AuditEvent;
  /** The account: an email, bounded; undefined when what was typed is no email (a password typed in that field) */
  who: string | undefined;
  /** How they signed in (sign-in events) */
  via?: 'password' | 'oidc';
  client?: string | undefined;
  role?: string;
  /** Why a sign-in failed, in words with no secret in them; why a draft went back to Draft (saved after review) */
  reason?: string;
  /** The draft (its slug), the file inside the content folder, the commit made or published */
  draft?: string;
  file?: string;
  commit?: string;
  /** A status change's new status; a publish's outcome (published, conflicts, invalid, changed after review) */
  status?: string;
  outcome?: string;
  /** A scheduled publish or end (its outcome in `outcome`, why not in `reason`), and the time it was set for */
  scheduled?: boolean;
  at?: string;
  /** A schedule set: when the draft is published and ended (ISO 8601); null when cancelled */
  publishAt?: string | null;
  endAt?: string | null;
  /** A publish hook's run: its result, exit code or HTTP status, duration */
  ok?: boolean;
  exitCode?: number | null;
  httpStatus?: number;
  durationMs?: number;
}

const EMAIL = /^[^\s@]{1,100}@[^\s@]{1,150}$/;
const auditedName = (typed: string | undefined) => (typed && EMAIL.test(typed) ? typed.toLowerCase() : undefined);

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
