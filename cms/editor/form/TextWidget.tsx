// Every text and number field: a price, a picker, a text area for prose, or an input whose default shows in it.
import type { WidgetProps } from '@rjsf/utils';
import { useState } from 'react';
import { PLACEHOLDER } from '../../shared/placeholders.ts';
import { baseWidgets, defaultOf } from './base-widgets.ts';
import { MoneyWidget } from './MoneyWidget.tsx';
import { PickerWidget } from './PickerWidget.tsx';

/** Text this long reads better in a box that shows all of it. */
const LONG = 80;

export function TextWidget(props: WidgetProps) {
  const { schema, value } = props;
  // Decided once: a field that turned into a text area while typing would lose the cursor.
  const [long] = useState(
    () => schema['x-long'] === true || (typeof value === 'string' && (value.length > LONG || value.includes('\n'))),
  );
  if (schema['x-money']) return <MoneyWidget {...props} />;
  if (schema['x-choices']) return <PickerWidget {...props} />;
  const fallback = defaultOf(schema);
  const placeholder = fallback === undefined ? props.placeholder : String(fallback);
  const { TextareaWidget, TextWidget: Input } = baseWidgets;
  const field =
    long && schema.type === 'string' ? (
      <TextareaWidget {...props} placeholder={placeholder} options={{ ...props.options, rows: 3 }} />
    ) : (
      <Input {...props} placeholder={placeholder} />
    );
  // A new document's template text: marked, so that none is left by mistake (a save with any is refused).
  if (typeof value !== 'string' || !PLACEHOLDER.test(value)) return field;
  return (
    <div className="to-replace">
      {field}
      <p className="hint">Template text: replace it with your own.</p>
    </div>
  );
}
