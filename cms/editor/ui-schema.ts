// How the form shows each field, where its JSON Schema cannot say it: the fixed `type` of a section is hidden (the
// choice of section names it), and a value that may be text, a number or yes/no is one field. Everything else the form schema itself carries (cms/local-api/form-schema.ts: prices,
// pickers, prose, defaults), so that it holds inside every choice of a union too.
import type { UiSchema } from '@rjsf/utils';

type Schema = Record<string, unknown>;

export function uiSchemaOf(schema: Schema): UiSchema {
  const ui: Record<string, unknown> = {};
  const properties = (schema.properties ?? {}) as Record<string, Schema>;
  for (const [name, property] of Object.entries(properties)) {
    if ('const' in property) ui[name] = { 'ui:widget': 'hidden' };
    else {
      const nested = uiSchemaOf(property);
      if (Object.keys(nested).length > 0) ui[name] = nested;
    }
  }
  // A value that may be text, a number or yes/no gets one field for all three, not a choice of three forms.
  const values = schema.additionalProperties as Schema | undefined;
  const options =
    values && typeof values === 'object' ? ((values.anyOf ?? values.oneOf) as Schema[] | undefined) : undefined;
  if (options?.every((o) => ['string', 'number', 'integer', 'boolean'].includes(o.type as string)))
    ui.additionalProperties = {
      'ui:field': 'scalar',
      'ui:fieldReplacesAnyOrOneOf': true,
      'ui:options': { label: false },
    };
  if (schema.items && typeof schema.items === 'object') {
    const items = uiSchemaOf(schema.items as Schema);
    // The choice of what an item is (a section's kind), said in words rather than as "Sections-1".
    if ((schema.items as Schema).oneOf) items['ui:title'] = 'Kind';
    if (Object.keys(items).length > 0) ui.items = items;
  }
  // The choices of a union share one uiSchema: the fields of all of them.
  for (const option of [...((schema.oneOf ?? []) as Schema[]), ...((schema.anyOf ?? []) as Schema[])])
    Object.assign(ui, uiSchemaOf(option));
  return ui as UiSchema;
}
