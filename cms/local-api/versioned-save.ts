// Every save says which version of the file its form was loaded from (its base), so that no save undoes another
// one unseen. Made from the file's current version, it is written as sent. Made from an older one (someone saved
// since), it is merged field by field with what they saved, as publish merges a draft (field-merge.ts): a field
// only one side changed is taken from that side, the MDX body counting as one field; a field both changed to
// different values is a conflict, answered with both values, and nothing is written.
import { createHash } from 'node:crypto';
import { z } from 'zod';
import { documentFieldName } from '../shared/field-name.ts';
import { mergeFields } from '../shared/field-merge.ts';
import type { IsMoney, Path } from '../shared/describe-change.ts';
import type { DocumentData } from './documents.ts';

/** A file's version: its git blob hash, so that the team's service (a git clone) and the local editor agree. */
export const versionOf = (text: string) =>
  createHash('sha1')
    .update(`blob ${Buffer.byteLength(text)}\0`)
    .update(text)
    .digest('hex');

const MAX_TEXT = 2 * 1024 * 1024;
const documentShape = { data: z.record(z.string(), z.unknown()), body: z.string().max(MAX_TEXT).optional() };
export const saveRequest = z.object({
  ...documentShape,
  base: z.object({ version: z.string().regex(/^[0-9a-f]{40}$/), ...documentShape }),
  commit: z.boolean().optional(),
});
export type SaveRequest = z.infer<typeof saveRequest>;

export const NO_BASE = {
  error:
    'Not saved: the save does not say which version of the page it was made from (reload the page, then save again)',
};

export interface SaveConflict {
  /** Where in { data, body }: ["data", "plans", 0, "price"] or ["body"] */
  path: Path;
  /** The field as the form names it: "Plan: Starter › Price" */
  field: string;
  /** The value saved since the base */
  theirs: unknown;
  /** The value this save brings */
  mine: unknown;
  /** Whether the values are money (cents), to be shown in dollars */
  money: boolean;
}

export type Merged =
  | { kind: 'as-sent'; document: DocumentData }
  | { kind: 'merged'; document: DocumentData }
  | { kind: 'conflict'; conflicts: SaveConflict[] };

const wrap = ({ data, body }: DocumentData) => ({ data, body });

/** What to write for a save onto the file as it is now (its text's version and parsed document). */
export function mergeSave(request: SaveRequest, version: string, current: DocumentData, isMoney: IsMoney): Merged {
  const mine = wrap({ data: request.data, body: request.body ?? current.body });
  if (request.base.version === version) return { kind: 'as-sent', document: mine };
  const base = wrap({ data: request.base.data, body: request.base.body ?? current.body });
  const { merged, conflicts } = mergeFields(base, wrap(current), mine);
  if (conflicts.length === 0) return { kind: 'merged', document: merged as DocumentData };
  return {
    kind: 'conflict',
    conflicts: conflicts.map((c) => ({
      path: c.path,
      field: documentFieldName(current.data, c.path),
      theirs: c.main,
      mine: c.draft,
      money: c.path[0] === 'data' && isMoney(c.path.slice(1)),
    })),
  };
}

export const conflictAnswer = (conflicts: SaveConflict[], version: string, current: DocumentData) => ({
  error:
    conflicts.length === 1
      ? `Not saved: ${conflicts[0]!.field} was changed by someone else since you opened this page. Choose which value to keep, then save again.`
      : `Not saved: ${conflicts.length} fields were changed by someone else since you opened this page. Choose which value to keep for each, then save again.`,
  conflicts,
  current: { version, ...current },
});
