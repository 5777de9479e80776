// What a person typed and has not saved, kept in the browser's localStorage as they type, per draft (or "local",
// the editor of `npm run cms`) and per document, with the version the form was loaded from. It outlives a reload, a
// closed tab, a sign-out and an expired session, and is offered back when the document opens again. Anything in
// storage that is not such a copy, for this draft and this document, is ignored.
import type { SaveConflict, Version } from '../api.ts';

const PREFIX = 'cms-unsaved:v1:';

export interface UnsavedCopy {
  draft: string;
  file: string;
  /** When it was typed, ISO */
  at: string;
  /** What the form was loaded from */
  base: Version & { version: string };
  /** What the form held */
  edits: Version;
  /** Fields still to choose between the person's value and a colleague's: shown again on restoring */
  conflicts: SaveConflict[];
}

export const keyOf = (draft: string | null, file: string) => `${PREFIX}${draft ?? 'local'}:${file}`;

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);
const isVersion = (v: unknown): v is Version =>
  isRecord(v) && isRecord(v.data) && (v.body === undefined || typeof v.body === 'string');
const isConflict = (v: unknown): v is SaveConflict =>
  isRecord(v) &&
  Array.isArray(v.path) &&
  v.path.every((key) => typeof key === 'string' || typeof key === 'number') &&
  typeof v.field === 'string' &&
  typeof v.money === 'boolean';

/** The copy kept for this document, or null when there is none or what is kept is not one. */
export function readCopy(draft: string | null, file: string, storage: Storage = localStorage): UnsavedCopy | null {
  let value: unknown;
  try {
    value = JSON.parse(storage.getItem(keyOf(draft, file)) ?? 'null');
  } catch {
    return null;
  }
  if (!isRecord(value) || value.draft !== (draft ?? 'local') || value.file !== file) return null;
  if (typeof value.at !== 'string' || Number.isNaN(Date.parse(value.at))) return null;
  const { base, edits, conflicts } = value;
  if (!isVersion(base) || typeof base.version !== 'string' || !isVersion(edits)) return null;
  if (!Array.isArray(conflicts) || !conflicts.every(isConflict)) return null;
  return value as unknown as UnsavedCopy;
}

/** Keeps what the form holds; a full or refused storage keeps nothing, and says nothing. */
export function writeCopy(
  draft: string | null,
  file: string,
  base: UnsavedCopy['base'],
  edits: Version,
  conflicts: SaveConflict[],
  storage: Storage = localStorage,
) {
  const copy: UnsavedCopy = { draft: draft ?? 'local', file, at: new Date().toISOString(), base, edits, conflicts };
  try {
    storage.setItem(keyOf(draft, file), JSON.stringify(copy));
  } catch {
    // Over quota or storage off (a private window): the browser's leave prompt still asks.
  }
}

export function removeCopy(draft: string | null, file: string, storage: Storage = localStorage) {
  try {
    storage.removeItem(keyOf(draft, file));
  } catch {
    // Storage off: nothing was kept.
  }
}
