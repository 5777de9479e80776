// A refused save: what the check said, each problem named by the document and field as the form names them, in a
// marketer's words, and for a refused delete the documents that still use this one.
import type { ContentIssue } from '../../../src/content/issue.ts';
import type { SaveResult } from '../api.ts';
import { documentName, fieldName, issueMessage } from './issue-words.ts';

interface Props {
  result: Extract<SaveResult, { ok: false }>;
  /** The open document: its file from the project root, its title, form schema and data */
  here: string;
  title: string;
  schema: Record<string, unknown>;
  data: Record<string, unknown>;
}

export function RefusedReport({ result, here, title, schema, data }: Props) {
  const where = (issue: ContentIssue) => {
    // Another document's form is not here to name its field by: the document, by its name.
    if (issue.file !== here) return documentName(issue.file);
    if (issue.field === 'body') return `${title} › Text`;
    return [title, fieldName(schema, data, issue.field)].filter(Boolean).join(' › ');
  };
  return (
    <div className="notice refused" role="alert">
      <strong>{result.error}</strong>
      {result.referrers && result.referrers.length > 0 && (
        <p>
          Other documents use it: <span className="referrers">{result.referrers.map(documentName).join(', ')}</span>
        </p>
      )}
      {result.issues.length > 0 && (
        <ul className="report">
          {result.issues.map((issue, i) => (
            <li key={i}>
              <span className="where">{where(issue)}</span>: {issueMessage(issue.message)}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
