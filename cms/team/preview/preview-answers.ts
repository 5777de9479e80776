// What a draft's preview answers (previews.ts): a page of the draft, a live page of its unsaved data, and the site
// as of a time.
import type { ContentIssue } from '../../../src/content/issue.ts';

/** A live page: kept under a token for the editor's frame to load when it cannot take the page in place */
export type LiveAnswer =
  | { kind: 'page'; path: string; body: string; policy: string; token: string }
  | { kind: 'invalid'; issues: ContentIssue[] }
  | { kind: 'failed'; error: string }
  | { kind: 'no-draft' };
/** The site as of a time: its commit, the address its pages live under, and what the bar says was applied */
export interface AsOfView {
  commit: string;
  prefix: string;
  /** "The site as of Fri 27 Nov 2026, 00:00 (Europe/Berlin)", then each plan applied or left out */
  notes: string[];
}

export type PageAnswer =
  | { kind: 'page'; status: number; html: string; policy: string; commit: string }
  /** The draft's content does not load: the loader's report, naming each file and field */
  | { kind: 'invalid'; report: string; commit: string }
  | { kind: 'failed'; error: string }
  | { kind: 'no-draft' };
