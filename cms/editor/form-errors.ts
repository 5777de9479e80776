// The build's messages for one file, in a marketer's words, placed on the form fields they name.
import type { ErrorSchema } from '@rjsf/utils';
import type { ContentIssue } from '../../src/content/issue.ts';
import { fieldPath, issueMessage } from './form/issue-words.ts';

export { fieldPath };

export function errorSchemaOf(issues: ContentIssue[]): ErrorSchema {
  const root: Record<string, unknown> = {};
  for (const issue of issues) {
    if (!issue.field || issue.field === 'body') continue;
    let node = root;
    for (const key of fieldPath(issue.field)) node = (node[key] ??= {}) as Record<string, unknown>;
    ((node.__errors ??= []) as string[]).push(issueMessage(issue.message));
  }
  return root as ErrorSchema;
}
