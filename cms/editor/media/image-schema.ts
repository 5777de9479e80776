// How an image field (src/content/fields.ts `image`, `illustration`) looks in the JSON Schema the form gets from
// cms/local-api/documents.ts formSchemaOf: an object of exactly the file (`src`, or `svg` for an illustration) and
// `alt`, the file a string whose pattern starts with ^images\/.
type Schema = Record<string, unknown>;
export type ImageKey = 'src' | 'svg';

/** The key holding the file when the schema is an image field's, else undefined. */
export function imageKeyOf(schema: unknown): ImageKey | undefined {
  if (!schema || typeof schema !== 'object') return undefined;
  const { type, properties } = schema as Schema;
  if (type !== 'object' || !properties || typeof properties !== 'object') return undefined;
  const names = Object.keys(properties).sort().join(',');
  const key = names === 'alt,src' ? 'src' : names === 'alt,svg' ? 'svg' : undefined;
  const file = key && ((properties as Record<string, Schema>)[key] ?? {});
  return file && file.type === 'string' && String(file.pattern ?? '').startsWith('^images\\/') ? key : undefined;
}
