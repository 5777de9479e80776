// A draft's changes as a publisher reviews them: a table per document, a row per field as the form names it, with
// the value published now and the draft's, whole: text as a word diff, a body as its changed paragraphs rendered,
// an image as its thumbnail, money in dollars.
import { Thumbnail } from '../media/Thumbnail.tsx';
import { BodyDiff } from './BodyDiff.tsx';
import type { FieldChange } from './team-api.ts';
import { WordDiff } from './WordDiff.tsx';
import './review.css';

type Side = 'old' | 'new';

function Value({ change, side }: { change: FieldChange; side: Side }) {
  const [value, text] = side === 'old' ? [change.old, change.oldText] : [change.new, change.newText];
  if (value === undefined) return <span className="value-none">{text}</span>;
  if (change.kind === 'image')
    return (
      <span className="value-image">
        {typeof value === 'string' && <Thumbnail path={value} />}
        <span>{text}</span>
      </span>
    );
  const both = change.old !== undefined && change.new !== undefined;
  if (change.kind === 'body' && both)
    return <BodyDiff before={String(change.old)} after={String(change.new)} side={side} />;
  if (change.kind === 'money' || !both) return <span className="value-text">{text}</span>;
  return <WordDiff before={change.oldText} after={change.newText} side={side} />;
}

function DocumentChanges({ document, changes }: { document: string; changes: FieldChange[] }) {
  return (
    <table className="changes">
      <caption>{document}</caption>
      <thead>
        <tr>
          <th scope="col">Field</th>
          <th scope="col">Published now</th>
          <th scope="col">In this draft</th>
        </tr>
      </thead>
      <tbody>
        {changes.map((change) => (
          <tr key={`${change.file}:${change.path}`}>
            <th scope="row">
              {change.label}
              {change.conflict && (
                <span className="change-note">
                  {' '}
                  Also changed on the site since this draft began: you choose the value when you publish.
                </span>
              )}
            </th>
            <td>
              <Value change={change} side="old" />
            </td>
            <td>
              <Value change={change} side="new" />
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

export function ChangeList({ changes }: { changes: FieldChange[] }) {
  if (changes.length === 0) return <p>This draft changes nothing yet.</p>;
  const documents = new Map<string, FieldChange[]>();
  for (const change of changes) documents.set(change.document, [...(documents.get(change.document) ?? []), change]);
  return (
    <section className="change-list" aria-labelledby="changes-title">
      <h3 id="changes-title">What this draft changes</h3>
      {[...documents].map(([document, list]) => (
        <DocumentChanges key={document} document={document} changes={list} />
      ))}
    </section>
  );
}
