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

interface Props {
  type: TypeSummary;
  /** The open document: the template a new one starts from when it is of this type */
  current: string;
  onDraft: (draft: Draft) => void;
}

export function NewDocument({ type, current, onDraft }: Props) {
  const [open, setOpen] = useState(false);
  const [name, setName] = useState('');
  const [from, setFrom] = useState('');
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

  const begin = () => {
    setFrom(type.docs.some((d) => d.file === current) ? current : (type.docs[0]?.file ?? ''));
    setOpen(true);
  };

  if (!open)
    return (
      <button type="button" className="small" onClick={begin} aria-label={`New ${singular}`}>
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
