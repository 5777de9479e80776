import type { ContentIssue } from './issue.ts';
import { formatFieldPath } from './issue.ts';

/** The parts of a zod 4 issue the report reads. */
interface SchemaIssue {
  code?: string;
  message: string;
  path?: ReadonlyArray<PropertyKey | { key: PropertyKey }>;
  expected?: string;
  keys?: string[];
  values?: unknown[];
  note?: string;
  discriminator?: string;
  options?: unknown[];
}

const keyOf = (k: PropertyKey | { key: PropertyKey }) => (typeof k === 'object' ? k.key : k);

function valueAt(data: unknown, path: PropertyKey[]): unknown {
  let value: unknown = data;
  for (const key of path) {
    if (value === null || typeof value !== 'object') return undefined;
    value = (value as Record<PropertyKey, unknown>)[key];
  }
  return value;
}

/** Shows a found value the way a YAML author wrote it. */
function show(value: unknown): string {
  if (value === undefined) return 'nothing';
  if (value === null) return 'an empty value';
  if (typeof value === 'string') return `"${value.length > 60 ? `${value.slice(0, 57)}...` : value}" (text)`;
  if (Array.isArray(value)) return `a list of ${value.length}`;
  if (typeof value === 'object') return 'a group of fields';
  return `${String(value)} (${typeof value})`;
}

// zod's default messages start with "Invalid input"; ours (set with { error }) say what is expected.
const kinds: Record<string, string> = {
  string: 'text',
  number: 'a number',
  int: 'a whole number',
  boolean: 'true or false',
  array: 'a list',
  object: 'a group of fields',
  record: 'a group of fields',
};
const expectation = (issue: SchemaIssue) =>
  /^invalid/i.test(issue.message)
    ? `expected ${kinds[issue.expected ?? ''] ?? issue.expected ?? 'a different value'}`
    : issue.message;

export function describeSchemaIssue(file: string, data: unknown, issue: SchemaIssue): ContentIssue {
  const path = (issue.path ?? []).map(keyOf);
  const found = valueAt(data, path);
  const at = (p: PropertyKey[], message: string): ContentIssue => ({ file, field: formatFieldPath(p), message });

  switch (issue.code) {
    case 'unrecognized_keys':
      return at(
        [...path, issue.keys?.[0] ?? ''],
        `unknown field${(issue.keys?.length ?? 0) > 1 ? 's' : ''} ${issue.keys?.map((k) => `"${k}"`).join(', ')}: check the spelling, or remove it`,
      );
    case 'invalid_type':
      return at(
        path,
        found === undefined
          ? `${expectation(issue)}, but the field is missing`
          : `${expectation(issue)}, found ${show(found)}`,
      );
    case 'invalid_value':
      // A long list of values (every country code) has a message of its own instead of the list.
      if (!/^invalid/i.test(issue.message)) return at(path, `${issue.message}, found ${show(found)}`);
      return at(
        path,
        `expected one of ${issue.values?.map((v) => JSON.stringify(v)).join(', ')}, found ${show(found)}`,
      );
    case 'invalid_union':
      // zod puts the discriminator field itself at the end of the path
      if (issue.discriminator)
        return at(
          path,
          `expected one of ${issue.options?.map((v) => JSON.stringify(v)).join(', ')}, found ${show(found)}`,
        );
      return at(path, `${expectation(issue)}, found ${show(found)}`);
    default:
      return at(path, found === undefined ? issue.message : `${issue.message}, found ${show(found)}`);
  }
}
