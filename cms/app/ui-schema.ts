// How the form shows each field, worked out from the JSON Schema: the fixed `type` of a section is hidden (the
// choice of section names it), and prose fields get a text area.
import type { UiSchema } from '@rjsf/utils';

type Schema = Record<string, unknown>;
const PROSE = /^(description|answer|excerpt|subtitle|text|intro|summary|quote|content|lead|note)$/;

export function uiSchemaOf(schema: Schema): UiSchema {
  const ui: Record<string, unknown> = {};
  const properties = (schema.properties ?? {}) as Record<string, Schema>;
  for (const [name, property] of Object.entries(properties)) {
    if ('const' in property) ui[name] = { 'ui:widget': 'hidden' };
    else if (property.type === 'string' && PROSE.test(name) && !property.enum)
      ui[name] = { 'ui:widget': 'textarea', 'ui:options': { rows: 3 } };
    else {
      const nested = uiSchemaOf(property);
      if (Object.keys(nested).length > 0) ui[name] = nested;
    }
  }
  if (schema.items && typeof schema.items === 'object') {
    const items = uiSchemaOf(schema.items as Schema);
    if (Object.keys(items).length > 0) ui.items = items;
  }
  // The choices of a union share one uiSchema: the fields of all of them.
  for (const option of [...((schema.oneOf ?? []) as Schema[]), ...((schema.anyOf ?? []) as Schema[])])
    Object.assign(ui, uiSchemaOf(option));
  return ui as UiSchema;
}
