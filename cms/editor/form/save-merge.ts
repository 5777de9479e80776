// Three-way merges in the form, as the server merges a save (cms/local-api/versioned-save.ts): a colleague's save
// brought in, or unsaved edits restored onto a newer version. A field only one side changed is taken from that
// side; a field both changed is a conflict, and the form keeps the person's own value there until they choose.
import { mergeFields, setAt } from '../../shared/field-merge.ts';
import { leaves } from '../../shared/describe-change.ts';
import { moneyIn } from '../../shared/schema-at.ts';
import type { SaveConflict, Version } from '../api.ts';
import { documentFieldName } from '../../shared/field-name.ts';

const wrap = ({ data, body }: Version) => ({ data, body });
const unwrap = (doc: unknown): Version => {
  const { data, body } = doc as { data: Record<string, unknown>; body: string | undefined };
  return { data, body };
};

/** Mine merged onto theirs, both from base: the document for the form, and the fields both changed. */
export function mergeInForm(schema: Record<string, unknown>, base: Version, theirs: Version, mine: Version) {
  const { merged, conflicts } = mergeFields(wrap(base), wrap(theirs), wrap(mine));
  const isMoney = moneyIn(schema, theirs.data, mine.data);
  let doc = merged;
  for (const c of conflicts) doc = setAt(doc, c.path, c.draft);
  const named: SaveConflict[] = conflicts.map((c) => ({
    path: c.path,
    field: documentFieldName(theirs.data, c.path),
    theirs: c.main,
    mine: c.draft,
    money: c.path[0] === 'data' && isMoney(c.path.slice(1)),
  }));
  return { merged: unwrap(doc), conflicts: named };
}

/** The document with one field set: a conflict's chosen value. */
export const withValue = (doc: Version, path: SaveConflict['path'], value: unknown) =>
  unwrap(setAt(wrap(doc), path, value));

/** What changed from one version to another, field by field, as the form names the fields. */
export function changesBetween(schema: Record<string, unknown>, before: Version, after: Version) {
  const isMoney = moneyIn(schema, before.data, after.data);
  return leaves(wrap(before), wrap(after)).map((leaf) => ({
    field: documentFieldName(leaf.before === undefined ? after.data : before.data, leaf.path),
    before: leaf.before,
    after: leaf.after,
    money: leaf.path[0] === 'data' && isMoney(leaf.path.slice(1)),
  }));
}
