// What the team service (cms/team/) answers the team screens (cms/editor/team/) with: people, a draft's status,
// its changes for review, conflicts and their resolutions, publish hook runs. Types only: the browser imports them.

export interface Person {
  name: string;
  email: string;
}

export type Status = 'draft' | 'in-review' | 'published';

/** How the review shows a value: text as a word diff, an MDX body as its paragraphs, an image as a thumbnail. */
export type ChangeKind = 'text' | 'money' | 'image' | 'body' | 'value';

export interface FieldChange {
  /** Where it is, for the service (a conflict's resolution names it); never shown */
  file: string;
  path: string;
  /** The document as the editor lists it: "Shared Hosting"; "Images" for an image file */
  document: string;
  /** The field as the form names it: "Plan Starter › Price"; "Whole document" when one is added or removed */
  label: string;
  kind: ChangeKind;
  /** Main's value now, and the draft's (undefined: not there); an image: its path inside the content folder */
  old: unknown;
  new: unknown;
  /** The values whole, as a person reads them: money in dollars, nothing as (none) */
  oldText: string;
  newText: string;
  /** Main changed this field too since the draft began: the publisher chooses the value on publishing */
  conflict?: boolean;
}

/** What the publisher reviews: the draft's newest commit (the one to publish), who made it and when, its changes. */
export interface DraftReview {
  commit: string;
  by: Person;
  /** ISO 8601 */
  at: string;
  changes: FieldChange[];
}

export interface ChangeSince {
  /** As the editor lists it: "Shared Hosting"; "Images" */
  document: string;
  /** As the form names them: "Plan Starter › Price" */
  fields: string[];
  by: Person;
  /** ISO 8601 */
  at: string;
}

export interface Conflict {
  /** Path inside the content folder */
  file: string;
  /** Field path: plans[0].price */
  path: string;
  /** As the editor lists the document, and as the form names the field: "Shared Hosting", "Plan Starter › Price" */
  document: string;
  label: string;
  /** The value when the draft began, on main now, in the draft now (undefined: not there) */
  base: unknown;
  main: unknown;
  draft: unknown;
  mainText: string;
  draftText: string;
}

/** The publisher's value for a conflict: one of the two, or one of their own (checked like any save). */
export interface Resolution {
  file: string;
  path: string;
  value: unknown;
}

export interface HookRun {
  id: number;
  draft: string;
  commit: string;
  /** Who published */
  by: string;
  kind: 'url' | 'command';
  /** The URL without credentials or query, or the command's program */
  target: string;
  state: 'running' | 'ok' | 'failed';
  startedAt: string;
  durationMs?: number;
  exitCode?: number | null;
  httpStatus?: number;
  /** Why it failed, when it did not answer at all: a time-out, a program not found */
  error?: string;
  /** Its last lines of output (a command's stdout and stderr, a URL's answer), scrubbed of secrets */
  output: string[];
}
