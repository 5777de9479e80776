// A yes/no field shows what it means when the file leaves it out (its default), and writes nothing until changed.
import type { WidgetProps } from '@rjsf/utils';
import { baseWidgets, defaultOf } from './base-widgets.ts';

export function CheckboxWidget(props: WidgetProps) {
  const { CheckboxWidget: Box } = baseWidgets;
  const fallback = defaultOf(props.schema);
  return <Box {...props} value={props.value ?? fallback === true} />;
}
