import { visible } from './file-names.ts';

/** One thing wrong with the content, pinned to a file and a field. */
export interface ContentIssue {
  /** Path of the file from the project root, e.g. content/products/shared.yaml */
  file: string;
  /** Field path inside the file, e.g. plans[1].price; empty for the whole file */
  field: string;
  /** What was expected and what was found, and how to fix it where that is not obvious */
  message: string;
}

/** Names in a message, each in quotes: "a", "b". */
export const quoted = (items: Iterable<string>) => [...items].map((i) => `"${i}"`).join(', ');

export function formatFieldPath(path: ReadonlyArray<PropertyKey>): string {
  return path
    .map((key, i) => (typeof key === 'number' ? `[${key}]` : i === 0 ? String(key) : `.${String(key)}`))
    .join('');
}

/** The report printed by check:content and the build: every issue, grouped by file. */
export function formatReport(issues: ContentIssue[]): string {
  const files = [...new Set(issues.map((i) => i.file))];
  const lines = files.flatMap((file) => [
    // A file's name shown as it is could break the report's lines (a line break) or turn one around (U+202E).
    visible(file),
    ...issues.filter((i) => i.file === file).map((i) => `  ${i.field ? `${i.field}: ` : ''}${i.message}`),
  ]);
  const count = `${issues.length} content problem${issues.length === 1 ? '' : 's'} in ${files.length} file${files.length === 1 ? '' : 's'}`;
  return [`${count}:`, ...lines].join('\n');
}
