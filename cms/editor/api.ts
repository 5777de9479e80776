// The editor's calls to its API (cms/local-api/api.ts).
import type { ContentIssue } from '../../src/content/issue.ts';
import type { Change, Choices } from '../shared/api-types.ts';
import { apiFetch, jsonBody, UNAVAILABLE } from './http.ts';

interface DocSummary {
  file: string;
  title: string;
  page: string | null;
}
export interface TypeSummary {
  name: string;
  label: string;
  kind: 'one' | 'many';
  folder: string | null;
  extension: string;
  docs: DocSummary[];
}
export interface Catalog {
  types: TypeSummary[];
  contentDir: string;
  preview: string;
}
export interface LoadedDocument {
  file: string;
  path: string;
  type: string;
  title: string;
  data: Record<string, unknown>;
  body?: string;
  schema: Record<string, unknown>;
  page: string | null;
  /** What the pickers offer, from the content as saved */
  choices: Choices;
  /** The file's version (its git blob hash): what a save from this form says it was made from */
  version: string;
  canCommit: boolean;
  /** Saved changes not published yet, one per line */
  pending: string[];
  history: Change[];
}
/** A document as a form holds it, with the version it was loaded from */
export interface Version {
  version?: string;
  data: Record<string, unknown>;
  body: string | undefined;
}
/** A field both this save and one made since changed (cms/local-api/versioned-save.ts) */
export interface SaveConflict {
  /** In { data, body }: ["data", "plans", 0, "price"] or ["body"] */
  path: (string | number)[];
  /** As the form names it: "Plan: Starter › Price" */
  field: string;
  theirs: unknown;
  mine: unknown;
  money: boolean;
}
export type SaveResult =
  | {
      ok: true;
      saved: boolean;
      commit: string | null;
      /** The file's version after the save: the form's next base */
      version?: string;
      /** Merged with what others saved since: the document as saved, to show */
      merged?: boolean;
      data?: Record<string, unknown>;
      body?: string;
    }
  | {
      ok: false;
      error: string;
      issues: ContentIssue[];
      report?: string;
      referrers?: string[];
      /** Fields changed both here and by someone else: nothing was saved */
      conflicts?: SaveConflict[];
      /** The file as it is now, with those changes */
      current?: Version & { version: string };
    };

/** The answer's JSON; an answer that is not JSON (a proxy's error page) as the editor's own error. */
async function json<T>(response: Response): Promise<T> {
  return (await response.json().catch(() => ({ error: UNAVAILABLE }))) as T;
}

let lastCatalog: Promise<Catalog> | null = null;
let catalogInFlight = false;

/**
 * The catalog, asked now; throws when the service did not answer (after apiFetch's tries). Asked while an ask is on
 * its way, the same answer: in a draft each ask reads the whole draft on the service's clone.
 */
export function getCatalog(): Promise<Catalog> {
  if (lastCatalog && catalogInFlight) return lastCatalog;
  catalogInFlight = true;
  const asked = (async () => {
    const response = await apiFetch('/api/types');
    if (!response.ok) throw new Error(UNAVAILABLE);
    return json<Catalog>(response);
  })();
  lastCatalog = asked;
  void asked.then(
    () => (catalogInFlight = false),
    () => {
      catalogInFlight = false;
      if (lastCatalog === asked) lastCatalog = null;
    },
  );
  return asked;
}

/** The catalog as last asked (by the editor's list of documents, say), or asked now when it never was. */
export const knownCatalog = (): Promise<Catalog> => lastCatalog ?? getCatalog();

export async function getDocument(file: string): Promise<LoadedDocument | null> {
  const response = await apiFetch(`/api/document?file=${encodeURIComponent(file)}`);
  return response.ok ? json<LoadedDocument>(response) : null;
}

async function send(method: string, query: string, body: unknown, route = '/api/document'): Promise<SaveResult> {
  const response = await apiFetch(`${route}?${query}`, { method, ...jsonBody(body) });
  const result = await json<Record<string, unknown>>(response);
  if (response.ok)
    return { ...result, ok: true, saved: result.saved !== false, commit: (result.commit as string) ?? null };
  return { ok: false, issues: [], ...(result as object), error: String(result.error) } as SaveResult;
}

export interface Edit {
  data: Record<string, unknown>;
  body?: string | undefined;
  commit: boolean;
}

/** A save says the version its form was loaded from: saved onto a newer one, it is merged or its conflicts shown. */
export const saveDocument = (file: string, edit: Edit & { base: Version }) =>
  send('PUT', `file=${encodeURIComponent(file)}`, edit);
/** A new file, from its type's template. */
export const createDocument = (file: string, edit: Edit) => send('POST', `file=${encodeURIComponent(file)}`, edit);
export const deleteDocument = (file: string, commit: boolean) =>
  send('DELETE', `file=${encodeURIComponent(file)}`, { commit });

/** What a new file of this name starts from: its type's template, with its form. */
export async function getTemplate(file: string): Promise<LoadedDocument | null> {
  const response = await apiFetch(`/api/template?file=${encodeURIComponent(file)}`);
  return response.ok ? json(response) : null;
}

export type PublishResult =
  { ok: true; published: boolean; commit?: string } | { ok: false; error: string; changes?: string[] };

/** Commits the file's saved changes: exactly those listed, which the marketer was shown. */
export async function publishDocument(file: string, changes: string[]): Promise<PublishResult> {
  const response = await apiFetch(`/api/publish?file=${encodeURIComponent(file)}`, {
    method: 'POST',
    ...jsonBody({ changes }),
  });
  const result = await json<Record<string, unknown>>(response);
  return response.ok
    ? { ok: true, published: result.published === true, commit: result.commit as string }
    : { ok: false, error: String(result.error), changes: result.changes as string[] | undefined };
}

/** Says the document is open in the team's draft (or, leaving, no longer): who else has it, who saved it last. */
export interface Presence {
  version: string;
  others: { name: string }[];
  lastSave: { name: string; version: string; at: string; secondsAgo: number } | null;
}
export async function tellPresence(file: string, leaving = false): Promise<Presence | null> {
  const response = await apiFetch(`/api/presence?file=${encodeURIComponent(file)}`, {
    method: 'POST',
    keepalive: leaving,
    ...jsonBody(leaving ? { leaving } : {}),
  });
  return response.ok ? json<Presence>(response) : null;
}

/** Saves the file as it was at a commit, checked like any save (not published). */
export const restoreVersion = (file: string, commit: string) =>
  send('POST', `file=${encodeURIComponent(file)}&commit=${encodeURIComponent(commit)}`, {}, '/api/restore');
