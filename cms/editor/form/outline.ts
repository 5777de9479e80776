// The outline of a document: its groups (menu, card), its lists and every item in them (plans, sections), and
// the named items inside each section (FAQ questions, features), each with the groups to open to reach it.
import { humanize } from '../../shared/form-words.ts';
import { itemTitle, titleText } from '../../shared/item-title.ts';

type Schema = Record<string, unknown>;
export interface OutlineEntry {
  /** The group's field id, e.g. root_plans_0 */
  id: string;
  label: string;
  /** A section's heading, said after its kind */
  detail?: string;
  depth: number;
  /** The groups to open, outermost first */
  chain: string[];
}

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);
const hasName = (v: unknown) =>
  isRecord(v) && ['name', 'title', 'question', 'label'].some((k) => typeof v[k] === 'string');
/** Items of a few words each (a feature's key and label) are read in the list itself, not worth a jump each. */
const isBig = (v: unknown) => isRecord(v) && (Object.keys(v).length > 2 || typeof v.type === 'string');

export function outlineOf(schema: Schema, data: Record<string, unknown>): OutlineEntry[] {
  const entries: OutlineEntry[] = [];
  const properties = (schema.properties ?? {}) as Record<string, Schema>;
  for (const [key, property] of Object.entries(properties)) {
    const value = data[key];
    const label = (property.title as string | undefined) ?? humanize(key);
    const id = `root_${key}`;
    if (isRecord(value)) entries.push({ id, label, depth: 0, chain: [id] });
    if (!Array.isArray(value) || !value.some(isRecord)) continue;
    entries.push({ id, label, depth: 0, chain: [] });
    if (!value.some(isBig)) continue;
    value.forEach((item, i) => {
      const itemId = `${id}_${i}`;
      const title = itemTitle([key, i], data);
      entries.push({ id: itemId, label: titleText(title), detail: title.detail, depth: 1, chain: [itemId] });
      if (!isRecord(item)) return;
      for (const [inner, list] of Object.entries(item)) {
        if (!Array.isArray(list) || !list.some(hasName)) continue;
        list.forEach((_, j) => {
          const innerId = `${itemId}_${inner}_${j}`;
          const label = titleText(itemTitle([key, i, inner, j], data));
          entries.push({ id: innerId, label, depth: 2, chain: [itemId, innerId] });
        });
      }
    });
  }
  return entries;
}
