// rjsf's own widgets, which the editor's widgets wrap.
import { getDefaultRegistry } from '@rjsf/core';
import type { Widget } from '@rjsf/utils';

const widgets = getDefaultRegistry().widgets;
const widget = (name: string): Widget => {
  const found = widgets[name];
  if (typeof found !== 'function' && typeof found !== 'object') throw new Error(`rjsf has no ${name}`);
  return found as Widget;
};

export const baseWidgets = {
  TextWidget: widget('TextWidget'),
  TextareaWidget: widget('TextareaWidget'),
  CheckboxWidget: widget('CheckboxWidget'),
  SelectWidget: widget('SelectWidget'),
};

/** What a missing value means, as the form shows it (form-schema.ts x-default). */
export const defaultOf = (schema: Record<string, unknown>): unknown => schema['x-default'];
