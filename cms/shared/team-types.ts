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
  /** Told of a scheduled publish or end, and what came of it (not published: nothing to deploy) */
  scheduled?: boolean;
  action?: 'publish' | 'end' | undefined;
  outcome?: PlanOutcomeKind | undefined;
}

/** What a scheduled publish or end came to: published (or undone), or why not, in the marketer's words. */
export type PlanOutcomeKind = 'published' | 'conflicts' | 'invalid' | 'changed';

export interface PlanOutcome {
  kind: PlanOutcomeKind;
  /** When it ran (ISO 8601) */
  at: string;
  /** main's commit that holds it, once published */
  commit?: string;
  /** Why it did not publish, as the board says it: no path, field path or commit in it */
  reason?: string;
  /** The documents and fields in the way: "Shared Hosting: Plan Starter › Price" */
  fields?: string[];
}

/** A publish or an end planned for a time. */
export interface Plan {
  /** A new id at every change: it marks the commit the plan makes on main */
  id: string;
  /** The instant (ISO 8601, UTC) */
  at: string;
  /** As the publisher gave it: the wall-clock time ("2026-11-27T00:00") and the IANA time zone ("Europe/Berlin") */
  local: string;
  zone: string;
  /** The publisher who set it: the committer of what it publishes */
  by: Person;
  /** When it was set (ISO 8601) */
  setAt: string;
  /** A publish: the version of the draft reviewed, the one it publishes */
  commit?: string;
  state: 'waiting' | 'done' | 'refused';
  outcome?: PlanOutcome;
}

/** A draft's plans: when it is published, and when its changes are undone. */
export interface DraftSchedule {
  publish?: Plan;
  end?: Plan;
}
