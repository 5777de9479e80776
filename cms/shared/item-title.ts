// What a list item is called on the form and in the outline: "Plan: Starter", "FAQ: Can I upgrade later?",
// "Section: Plan comparison", from its content rather than its place in the list.
import { humanize } from './form-words.ts';
import { valueAt } from './value-at.ts';

type Path = readonly (string | number)[];
const NAMES = ['name', 'title', 'question', 'label', 'key'];
/** Lists whose plain word is not their name made singular. */
const NOUNS: Record<string, string> = { featureKeys: 'Feature', sections: 'Section' };

const singular = (word: string) => word.replace(/ies$/, 'y').replace(/(?<!s)s$/, '');
const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null;

/** The word for one item of the list at this path: "Plan"; a section's items are named after the section: "FAQ". */
export function nounOf(listPath: Path, data: unknown): string {
  const key = String(listPath[listPath.length - 1] ?? '');
  const parent = valueAt(data, listPath.slice(0, -1));
  if (key === 'items' && isRecord(parent) && typeof parent.type === 'string') return singular(humanize(parent.type));
  return NOUNS[key] ?? singular(humanize(key));
}

export interface ItemTitle {
  noun: string;
  name: string;
  /** A section's own heading, said after its kind */
  detail?: string;
}

export function itemTitle(itemPath: Path, data: unknown): ItemTitle {
  const noun = nounOf(itemPath.slice(0, -1), data);
  const item = valueAt(data, itemPath);
  const index = Number(itemPath[itemPath.length - 1]);
  if (!isRecord(item)) return { noun, name: typeof item === 'string' && item ? item : `${index + 1}` };
  const named = NAMES.map((key) => item[key]).find((v): v is string => typeof v === 'string' && v.trim() !== '');
  if (noun === 'Section' && typeof item.type === 'string')
    return { noun, name: humanize(item.type), ...(named ? { detail: named } : {}) };
  return { noun, name: named ?? `new ${noun.toLowerCase()} ${index + 1}` };
}

export const titleText = ({ noun, name }: ItemTitle) => `${noun}: ${name}`;
