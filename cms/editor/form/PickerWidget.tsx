// A field that names other content (a menu group, a blog category, a product, a plan): a list of what it may
// name, from the content. A name that is not among them stays, marked, so that opening a file never changes it.
import type { WidgetProps } from '@rjsf/utils';
import type { Choice, ChoiceSource } from '../../shared/api-types.ts';
import type { EditorFormContext } from './context.ts';

const plansOf = (data: Record<string, unknown>): Choice[] =>
  (Array.isArray(data.plans) ? (data.plans as { name?: unknown }[]) : [])
    .map((p) => (typeof p.name === 'string' ? p.name : ''))
    .filter(Boolean)
    .map((name) => ({ value: name, label: name }));

export function PickerWidget({
  id,
  value,
  onChange,
  onBlur,
  onFocus,
  disabled,
  readonly,
  required,
  schema,
  registry,
}: WidgetProps) {
  const context = registry.formContext as EditorFormContext;
  const source = schema['x-choices'] as ChoiceSource;
  const choices = source === 'plans' ? plansOf(context.data) : (context.choices[source] ?? []);
  const current = typeof value === 'string' ? value : '';
  const unknown = current !== '' && !choices.some((c) => c.value === current);
  return (
    <select
      id={id}
      name={id}
      value={current}
      disabled={disabled || readonly}
      onChange={(e) => onChange(e.target.value === '' ? undefined : e.target.value)}
      onBlur={() => onBlur(id, value)}
      onFocus={() => onFocus(id, value)}
    >
      <option value="">{required ? 'Choose…' : 'None'}</option>
      {unknown && <option value={current}>{`${current} (not found: choose one)`}</option>}
      {choices.map((choice) => (
        <option key={choice.value} value={choice.value}>
          {choice.label}
        </option>
      ))}
    </select>
  );
}
