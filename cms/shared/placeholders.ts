// A new document starts from a template (cms/templates/) whose copy is to be replaced: "Replace this title". A save
// that still holds such text is refused, field by field, so that no placeholder reaches the site.
import { formatFieldPath, type ContentIssue } from '../../src/content/issue.ts';
import type { DocumentData } from './api-types.ts';

/** Marks a template's placeholder copy: "Replace this title", and in names and files "replace-this-cover.svg". */
export const PLACEHOLDER = /\breplace[ -]this\b/i;

const message = 'still holds the template’s placeholder text; write your own';

function walk(value: unknown, path: (string | number)[], found: (string | number)[][]) {
  if (typeof value === 'string' && PLACEHOLDER.test(value)) found.push(path);
  else if (Array.isArray(value)) value.forEach((v, i) => walk(v, [...path, i], found));
  else if (value && typeof value === 'object')
    for (const [key, v] of Object.entries(value)) walk(v, [...path, key], found);
}

/** One issue per field (and the body) that still holds placeholder copy. */
export function placeholderIssues(file: string, { data, body }: DocumentData): ContentIssue[] {
  const found: (string | number)[][] = [];
  walk(data, [], found);
  const issues = found.map((path) => ({ file, field: formatFieldPath(path), message }));
  if (body !== undefined && PLACEHOLDER.test(body)) issues.push({ file, field: 'body', message });
  return issues;
}
