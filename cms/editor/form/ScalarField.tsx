// A value that may be text, a number or yes/no (a plan's feature: "10 GB SSD", 5, or a check mark), labelled by
// what it is (the product's "Features compared" label for its key) instead of its key.
import type { FieldProps } from '@rjsf/utils';
import type { EditorFormContext } from './context.ts';

type Kind = 'text' | 'yes' | 'no';

/** The label the document gives a key (featureKeys: [{ key, label }]), if any. */
function labelOf(data: Record<string, unknown>, key: string): string {
  const keys = Array.isArray(data.featureKeys) ? (data.featureKeys as { key?: unknown; label?: unknown }[]) : [];
  const found = keys.find((k) => k.key === key)?.label;
  return typeof found === 'string' ? found : key;
}

export function ScalarField({ formData, onChange, fieldPathId, name, registry, disabled, readonly }: FieldProps) {
  const { data } = registry.formContext as EditorFormContext;
  const id = fieldPathId.$id;
  const label = labelOf(data, name);
  const kind: Kind = formData === true ? 'yes' : formData === false ? 'no' : 'text';
  const set = (value: unknown) => onChange(value, fieldPathId.path);
  const typed = (text: string) => (typeof formData === 'number' && /^\d+(\.\d+)?$/.test(text) ? Number(text) : text);
  return (
    <div className="scalar">
      <label htmlFor={kind === 'text' ? id : `${id}__kind`}>{label}</label>
      <div className="scalar-row">
        <select
          id={`${id}__kind`}
          aria-label={kind === 'text' ? `${label}: kind of value` : undefined}
          value={kind}
          disabled={disabled || readonly}
          onChange={(e) => set(e.target.value === 'yes' ? true : e.target.value === 'no' ? false : '')}
        >
          <option value="text">Text</option>
          <option value="yes">✓ Yes</option>
          <option value="no">✗ No</option>
        </select>
        {kind === 'text' && (
          <input
            id={id}
            value={formData === undefined || formData === null ? '' : String(formData)}
            disabled={disabled}
            readOnly={readonly}
            onChange={(e) => set(typed(e.target.value))}
          />
        )}
      </div>
    </div>
  );
}
