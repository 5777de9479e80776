// What the form's own fields need beyond their value: the lists pickers offer, and the document as it is now
// (a plan picker offers the plans above it; an item is titled by its content).
import type { FormContextType } from '@rjsf/utils';
import type { Choices } from '../../shared/api-types.ts';

export interface EditorFormContext extends FormContextType {
  choices: Choices;
  data: Record<string, unknown>;
}
