// The groups of a new document that hold a template's placeholder copy: open from the start, so that what is to be
// replaced is in sight.
import { PLACEHOLDER } from '../../shared/placeholders.ts';

export function placeholderGroups(data: unknown, id = 'root'): string[] {
  if (typeof data === 'string') return PLACEHOLDER.test(data) ? [id] : [];
  if (!data || typeof data !== 'object') return [];
  const inside = Object.entries(data).flatMap(([key, value]) => placeholderGroups(value, `${id}_${key}`));
  return inside.length > 0 && id !== 'root' ? [id, ...inside] : inside;
}
