// "+ New": a new file of a collection, started from its type's clean template (cms/templates/), whose copy says
// what to replace. Nothing is carried over from the open document.
import { useId, useState, type FormEvent } from 'react';
import { isSlug, SLUG_RULE } from '../../src/content/file-names.ts';
import { getTemplate, type LoadedDocument, type TypeSummary } from './api';

export interface Draft {
  /** The new file, by path inside the content folder */
  file: string;
  /** What it starts as: its type's template, with its form */
  template: LoadedDocument;
}

interface Props {
  type: TypeSummary;
  onDraft: (draft: Draft) => void;
}

export function NewDocument({ type, onDraft }: Props) {
  const [open, setOpen] = useState(false);
  const [name, setName] = useState('');
  const [error, setError] = useState('');
  const id = useId();
  const singular = type.label.replace(/s$/, '').toLowerCase();

  async function start(event: FormEvent) {
    event.preventDefault();
    // The content layer's rule, which the editor's API and the build hold too: said here before a request is sent.
    if (!isSlug(name)) return setError(`Use only ${SLUG_RULE}, e.g. summer-sale`);
    const file = `${type.folder}/${name}${type.extension}`;
    if (type.docs.some((d) => d.file === file)) return setError(`There is already a ${singular} named ${name}`);
    const template = await getTemplate(file);
    if (!template) return setError('There is no template for this kind of content');
    setOpen(false);
    setName('');
    setError('');
    onDraft({ file, template });
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
        aria-describedby={`${id}-about`}
      />
      <p id={`${id}-about`} className="hint">
        It starts from a clean template: replace every text that says “Replace this”.
      </p>
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
