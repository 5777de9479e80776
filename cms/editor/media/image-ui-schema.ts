// Puts ImageField on every image field of a document's form, wherever it sits: a property, the items of a list,
// a property of one choice of a union (sections).
import type { UiSchema } from '@rjsf/utils';
import { ImageField } from './ImageField.tsx';
import { imageKeyOf } from './image-schema.ts';

type Schema = Record<string, unknown>;
const isSchema = (value: unknown): value is Schema => Boolean(value) && typeof value === 'object';

/** The uiSchema `base` (uiSchemaOf's) with `'ui:field': ImageField` added at each image field of the schema. */
export function imageUiSchema(schema: Schema, base: UiSchema = {}): UiSchema {
  const ui: Record<string, unknown> = { ...base };
  const at = (name: string, child: unknown) => {
    if (!isSchema(child)) return;
    const inner = (isSchema(ui[name]) ? ui[name] : {}) as UiSchema;
    const next = imageKeyOf(child) ? { ...inner, 'ui:field': ImageField } : imageUiSchema(child, inner);
    if (Object.keys(next).length > 0) ui[name] = next;
  };
  for (const [name, property] of Object.entries(isSchema(schema.properties) ? schema.properties : {}))
    at(name, property);
  at('items', schema.items);
  // The choices of a union share one uiSchema (cms/editor/ui-schema.ts): each adds its image fields to it.
  let merged = ui as UiSchema;
  for (const option of [...((schema.oneOf ?? []) as Schema[]), ...((schema.anyOf ?? []) as Schema[])])
    merged = imageUiSchema(option, merged);
  return merged;
}
