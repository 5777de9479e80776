// A commit message a person can read: "Shared Hosting: Starter price 499 → 599".
import { isDeepStrictEqual } from 'node:util';

type Path = (string | number)[];
interface Leaf {
  path: Path;
  before: unknown;
  after: unknown;
}
const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null;

function leaves(before: unknown, after: unknown, path: Path = []): Leaf[] {
  if (isDeepStrictEqual(before, after)) return [];
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

const show = (v: unknown) => {
  if (v === undefined) return '(none)';
  const text = typeof v === 'string' ? v : JSON.stringify(v);
  return text.length > 40 ? `${text.slice(0, 37)}…` : text;
};

export function describeChange(title: string, before: unknown, after: unknown): string {
  const changed = leaves(before, after);
  if (changed.length === 0) return `${title}: no change`;
  const [only] = changed;
  if (changed.length === 1 && only) {
    const { path, before: from, after: to } = only;
    const named = label(from === undefined ? after : before, path);
    if (from === undefined) return `${title}: add ${named}`;
    if (to === undefined) return `${title}: remove ${named}`;
    return `${title}: ${named} ${show(from)} → ${show(to)}`;
  }
  const names = [...new Set(changed.map((c) => label(c.after === undefined ? before : after, c.path)))];
  const list = names.slice(0, 3).join(', ');
  return `${title}: ${list}${names.length > 3 ? ` and ${names.length - 3} more` : ''}`;
}
