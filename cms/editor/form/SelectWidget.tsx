// A choice among fixed values (a billing period, an icon): when the file leaves it out, the empty choice says
// which value that means.
import type { WidgetProps } from '@rjsf/utils';
import { baseWidgets, defaultOf } from './base-widgets.ts';

export function SelectWidget(props: WidgetProps) {
  const { SelectWidget: Select } = baseWidgets;
  const fallback = defaultOf(props.schema);
  const placeholder = fallback !== undefined ? `${String(fallback)} (default)` : props.required ? 'Choose…' : 'Not set';
  return <Select {...props} placeholder={placeholder} />;
}
