// A commit message a person can read: "Shared Hosting: Starter price $4.99 → $5.99".
// Compared as JSON (a field cleared is a field absent): the same in the editor's app, which has no node:util.
import { same } from './same.ts';

export type Path = (string | number)[];
export interface Leaf {
  path: Path;
  before: unknown;
  after: unknown;
}
const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null;

/** Every value that differs between two versions, at its path (a list item added or removed is one value). */
export function leaves(before: unknown, after: unknown, path: Path = []): Leaf[] {
  if (same(before, after)) return [];
  if (isObject(before) && isObject(after) && Array.isArray(before) === Array.isArray(after)) {
    const keys = [...new Set([...Object.keys(before), ...Object.keys(after)])];
    return keys.flatMap((k) => {
      const key = Array.isArray(before) ? Number(k) : k;
      return leaves((before as Record<string, unknown>)[k], (after as Record<string, unknown>)[k], [...path, key]);
    });
  }
  return [{ path, before, after }];
}

/** What names an item of a list: its name, title, question or label. */
function nameOf(value: unknown): string | undefined {
  if (!isObject(value) || Array.isArray(value)) return undefined;
  for (const key of ['name', 'title', 'question', 'label', 'key', 'type'])
    if (typeof value[key] === 'string') return value[key];
  return undefined;
}

/** "plans[0].price" as a person says it: "Starter price". */
function label(root: unknown, path: Path): string {
  const words: string[] = [];
  let node: unknown = root;
  path.forEach((key, i) => {
    node = isObject(node) ? (node as Record<string | number, unknown>)[key] : undefined;
    if (typeof key === 'number') words.push(nameOf(node) ?? `item ${key + 1}`);
    else if (i === path.length - 1 || typeof path[i + 1] !== 'number') words.push(key);
  });
  return words.join(' ') || 'content';
}

/** Whether the value at a path is money (integer cents), to be told in dollars. */
export type IsMoney = (path: Path) => boolean;

const dollars = (cents: number) => `$${(cents / 100).toFixed(2)}`;

/** A value as a person reads it: money in dollars, long text cut short, nothing as (none). */
const show = (v: unknown, money: boolean) => {
  if (v === undefined) return '(none)';
  if (money && typeof v === 'number') return dollars(v);
  const text = typeof v === 'string' ? v : JSON.stringify(v);
  return text.length > 40 ? `${text.slice(0, 37)}…` : text;
};

/** Each change on a line of its own: "Starter price $4.99 → $5.99", "add Can I upgrade later?", "remove …". */
export function listChanges(before: unknown, after: unknown, isMoney: IsMoney = () => false): string[] {
  return leaves(before, after).map(({ path, before: from, after: to }) => {
    const named = label(from === undefined ? after : before, path);
    if (from === undefined) return `add ${named}`;
    if (to === undefined) return `remove ${named}`;
    const money = isMoney(path);
    return `${named} ${show(from, money)} → ${show(to, money)}`;
  });
}

export function describeChange(title: string, before: unknown, after: unknown, isMoney?: IsMoney): string {
  const changed = leaves(before, after);
  if (changed.length === 0) return `${title}: no change`;
  if (changed.length === 1) return `${title}: ${listChanges(before, after, isMoney)[0] ?? ''}`;
  const names = [...new Set(changed.map((c) => label(c.after === undefined ? before : after, c.path)))];
  const list = names.slice(0, 3).join(', ');
  return `${title}: ${list}${names.length > 3 ? ` and ${names.length - 3} more` : ''}`;
}
