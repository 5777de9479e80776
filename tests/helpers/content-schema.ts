// Walks content alongside the JSON Schema of its type (the one editors get), to tell what each value is: a price,
// a text a marketer writes, a date, or a reference that must stay as it is (a path, a slug, an id, an enum value).
// Used by the no-prices-in-code test and by scripts/content-edits.ts.
import { z } from 'zod';
import type { ContentType } from '../../src/content/define.ts';

export interface JsonSchema {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  additionalProperties?: JsonSchema | boolean;
  items?: JsonSchema;
  oneOf?: JsonSchema[];
  anyOf?: JsonSchema[];
  const?: unknown;
  enum?: unknown[];
  pattern?: string;
  format?: string;
  minLength?: number;
  description?: string;
}

export type FieldPath = (string | number)[];

export const jsonSchemaOf = (type: ContentType): JsonSchema =>
  z.toJSONSchema(type.schema, { io: 'input', unrepresentable: 'any' }) as JsonSchema;

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** Whether a value fits a schema well enough to pick the branch of a union it takes. */
function fits(schema: JsonSchema, value: unknown): boolean {
  const union = schema.oneOf ?? schema.anyOf;
  if (union) return union.some((branch) => fits(branch, value));
  if (schema.const !== undefined) return value === schema.const;
  switch (schema.type) {
    case 'object':
      return (
        isRecord(value) &&
        Object.entries(schema.properties ?? {}).every(([key, s]) => s.const === undefined || value[key] === s.const)
      );
    case 'array':
      return Array.isArray(value);
    case 'string':
      return typeof value === 'string';
    case 'number':
    case 'integer':
      return typeof value === 'number';
    case 'boolean':
      return typeof value === 'boolean';
    default:
      return true;
  }
}

/** The branch of a union a value takes, keeping the union's own description. */
function branchOf(schema: JsonSchema, value: unknown): JsonSchema {
  const union = schema.oneOf ?? schema.anyOf;
  if (!union) return schema;
  const branch = union.find((b) => fits(b, value));
  if (!branch) return {};
  const chosen = branchOf(branch, value);
  return { ...chosen, description: chosen.description ?? schema.description };
}

export interface Visit {
  path: FieldPath;
  value: unknown;
  schema: JsonSchema;
}

/** Every value of a document with its schema, parents before children; fields the schema does not know are left out. */
export function* walk(value: unknown, schema: JsonSchema, path: FieldPath = []): Generator<Visit> {
  const own = branchOf(schema, value);
  yield { path, value, schema: own };
  if (Array.isArray(value)) {
    for (const [i, item] of value.entries()) yield* walk(item, own.items ?? {}, [...path, i]);
  } else if (isRecord(value)) {
    for (const [key, item] of Object.entries(value)) {
      const child =
        own.properties?.[key] ?? (typeof own.additionalProperties === 'object' ? own.additionalProperties : undefined);
      if (child) yield* walk(item, child, [...path, key]);
    }
  }
}

/** A price: a number whose field the schema describes in cents. */
export const isPrice = ({ value, schema }: Visit) =>
  typeof value === 'number' && /\bcents\b/i.test(schema.description ?? '');

/** A date as YYYY-MM-DD. */
export const isDate = ({ value, schema }: Visit) => typeof value === 'string' && schema.format === 'date';

/**
 * Text a marketer writes: a non-empty string with no pattern, format or fixed values. Paths, URLs, ids, slugs,
 * icons, colours and enum values all have one of those, or (references to other files) no minimum length.
 */
export const isText = ({ value, schema }: Visit) =>
  typeof value === 'string' &&
  (schema.minLength ?? 0) >= 1 &&
  schema.pattern === undefined &&
  schema.format === undefined &&
  schema.enum === undefined &&
  schema.const === undefined;
