import type { ContentIssue } from '../../../src/content/issue.ts';

export type DraftErrorCode =
  | 'path-refused'
  | 'not-a-person'
  | 'no-such-draft'
  | 'wrong-status'
  | 'wrong-remote'
  | 'draft-diverged'
  | 'clone-in-use'
  /** A schedule given a time that is none, is past, or comes before its publish */
  | 'bad-time'
  /** A schedule changed since the version the request was made from, or a draft since the version reviewed */
  | 'stale';

/** A refusal the caller can tell apart by its code (an HTTP layer maps each to its status). */
export class DraftError extends Error {
  constructor(
    readonly code: DraftErrorCode,
    message: string,
    readonly issues: ContentIssue[] = [],
  ) {
    super(message);
    this.name = 'DraftError';
  }
}
