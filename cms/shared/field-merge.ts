// A three-way comparison field by field, for a file changed both on main and in a draft since the draft began:
// a value changed on one side only is taken from that side; a value changed on both sides to different values is
// a conflict, settled by the publisher's choice when there is one. A list item added or removed is one value.
import { same } from './same.ts';
import { leaves, type Path } from './describe-change.ts';

interface FieldConflict {
  path: Path;
  base: unknown;
  main: unknown;
  draft: unknown;
}

const isPrefix = (a: Path, b: Path) => a.length <= b.length && a.every((key, i) => key === b[i]);

export function getAt(data: unknown, path: Path): unknown {
  let node = data;
  for (const key of path) {
    if (typeof node !== 'object' || node === null) return undefined;
    node = (node as Record<string | number, unknown>)[key];
  }
  return node;
}

/** A copy of data with the value at path set (undefined removes it; a list item removed closes the gap). */
export function setAt(data: unknown, path: Path, value: unknown): unknown {
  if (path.length === 0) return structuredClone(value);
  const [key, ...rest] = path as [string | number, ...Path];
  if (Array.isArray(data) && typeof key === 'number') {
    const copy = [...data];
    if (rest.length === 0 && value === undefined) copy.splice(key, 1);
    else copy[Math.min(key, copy.length)] = setAt(copy[key], rest, value);
    return copy;
  }
  const copy: Record<string, unknown> =
    typeof data === 'object' && data !== null ? { ...(data as Record<string, unknown>) } : {};
  if (rest.length === 0 && value === undefined) delete copy[key];
  else copy[key] = setAt(copy[key], rest, value);
  return copy;
}

/** Decides a conflict: the value to keep, or undefined to leave it open. */
export type Decide = (conflict: FieldConflict) => { value: unknown } | undefined;

export interface FieldMerge {
  merged: unknown;
  /** Conflicts that `decide` left open */
  conflicts: FieldConflict[];
}

export function mergeFields(
  base: unknown,
  main: unknown,
  draft: unknown,
  decide: Decide = () => undefined,
): FieldMerge {
  const ours = leaves(base, main);
  let merged = structuredClone(main);
  const conflicts: FieldConflict[] = [];
  const decided: Path[] = [];
  const changes = leaves(base, draft);
  const removesItem = (c: (typeof changes)[number]) => c.after === undefined && typeof c.path.at(-1) === 'number';
  // Items removed from a list last, and from the end back, so that every other index stays true.
  const ordered = [...changes.filter((c) => !removesItem(c)), ...changes.filter(removesItem).reverse()];
  for (const change of ordered) {
    const overlapping = ours.filter((o) => isPrefix(o.path, change.path) || isPrefix(change.path, o.path));
    if (overlapping.length === 0) {
      merged = setAt(merged, change.path, change.after);
      continue;
    }
    // The widest of the overlapping paths is where the two sides are compared.
    const path = [change, ...overlapping].map((c) => c.path).reduce((a, b) => (b.length < a.length ? b : a));
    if (decided.some((p) => same(p, path))) continue;
    decided.push(path);
    const conflict = { path, base: getAt(base, path), main: getAt(main, path), draft: getAt(draft, path) };
    if (same(conflict.main, conflict.draft)) continue;
    const choice = decide(conflict);
    if (choice) merged = setAt(merged, path, choice.value);
    else conflicts.push(conflict);
  }
  return { merged, conflicts };
}
