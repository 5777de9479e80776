import type { ContentIssue } from '../../../src/content/issue.ts';

export type DraftErrorCode =
  | 'path-refused'
  | 'not-a-person'
  | 'no-such-draft'
  | 'wrong-status'
  | 'wrong-remote'
  | 'draft-diverged'
  | 'clone-in-use';

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
