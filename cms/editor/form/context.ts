// What the form's own fields need beyond their value: the lists pickers offer, and the document as it is now
// (a plan picker offers the plans above it; an item is titled by its content).
import type { FormContextType } from '@rjsf/utils';
import type { Choices } from '../../local-api/references.ts';

export interface EditorFormContext extends FormContextType {
  choices: Choices;
  data: Record<string, unknown>;
}

/** The value at a path of the document. */
export function valueAt(data: unknown, path: readonly (string | number)[]): unknown {
  let node = data;
  for (const key of path) {
    if (!node || typeof node !== 'object') return undefined;
    node = (node as Record<string | number, unknown>)[key];
  }
  return node;
}
