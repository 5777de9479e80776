// "New": a new file of a collection, started from a copy of one of its documents.
import { useId, useState, type FormEvent } from 'react';
import { getDocument, type TypeSummary } from './api';

export interface Draft {
  /** The new file, by path inside the content folder */
  file: string;
  /** The document it starts from */
  from: string;
  data: Record<string, unknown>;
  body?: string | undefined;
}

const SLUG = /^[a-z0-9]+(-[a-z0-9]+)*$/;

export function NewDocument({ type, onDraft }: { type: TypeSummary; onDraft: (draft: Draft) => void }) {
  const [open, setOpen] = useState(false);
  const [name, setName] = useState('');
  const [from, setFrom] = useState(type.docs[0]?.file ?? '');
  const [error, setError] = useState('');
  const id = useId();
  const singular = type.label.replace(/s$/, '').toLowerCase();

  async function start(event: FormEvent) {
    event.preventDefault();
    if (!SLUG.test(name)) return setError('Use lowercase letters, digits and dashes, e.g. summer-sale');
    const file = `${type.folder}/${name}${type.extension}`;
    if (type.docs.some((d) => d.file === file)) return setError(`${file} already exists`);
    const template = await getDocument(from);
    if (!template) return setError('That template could not be read');
    setOpen(false);
    setName('');
    setError('');
    onDraft({ file, from, data: template.data, body: template.body });
  }

  if (!open)
    return (
      <button type="button" className="small" onClick={() => setOpen(true)} aria-label={`New ${singular}`}>
        + New
      </button>
    );
  return (
    <form className="new-document" onSubmit={start} aria-label={`New ${singular}`}>
      <label htmlFor={`${id}-name`}>File name (also the address)</label>
      <input
        id={`${id}-name`}
        value={name}
        onChange={(e) => setName(e.target.value)}
        placeholder="e.g. green-hosting"
      />
      <label htmlFor={`${id}-from`}>Start from a copy of</label>
      <select id={`${id}-from`} value={from} onChange={(e) => setFrom(e.target.value)}>
        {type.docs.map((d) => (
          <option key={d.file} value={d.file}>
            {d.title}
          </option>
        ))}
      </select>
      {error && <p role="alert">{error}</p>}
      <div className="buttons">
        <button type="submit">Create</button>
        <button type="button" className="secondary" onClick={() => setOpen(false)}>
          Cancel
        </button>
      </div>
    </form>
  );
}
