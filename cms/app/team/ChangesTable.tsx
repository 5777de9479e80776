// A draft's changes as a publisher reads them: each field with its old and new value, not a diff of lines.
import { documentName } from '../form/issue-words';
import { useSiteDocuments } from '../site-pages';
import type { FieldChange } from './team-api';

export function ChangesTable({ changes }: { changes: FieldChange[] }) {
  // Each document by its title, as the editor lists it; never by its file.
  const site = useSiteDocuments();
  const titleOf = (file: string) => site?.find((doc) => doc.file === file)?.title ?? documentName(file);
  if (changes.length === 0) return <p>This draft changes nothing yet.</p>;
  return (
    <table className="changes">
      <caption>What this draft changes</caption>
      <thead>
        <tr>
          <th scope="col">Field</th>
          <th scope="col">Old value</th>
          <th scope="col">New value</th>
        </tr>
      </thead>
      <tbody>
        {changes.map((change) => (
          <tr key={`${change.file}:${change.path}`}>
            <th scope="row">
              {change.label} <span className="change-file">{titleOf(change.file)}</span>
            </th>
            <td>{change.oldText}</td>
            <td>{change.newText}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
