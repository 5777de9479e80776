// "+ New": a new document of a collection, started from its type's clean template (cms/templates/), whose copy says
// what to replace. Its title is asked first; its address is made from the title by the content layer's rule for
// file names (lowercase words joined by dashes), shown and editable, and whatever is typed there is made to fit the
// rule rather than refused. Nothing is carried over from the open document.
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { isSlug } from '../../src/content/file-names.ts';
import { slugOf } from '../../src/vocabulary/paths.ts';
import { getTemplate, type LoadedDocument, type TypeSummary } from './api.ts';

export interface Draft {
  /** The new file, by path inside the content folder */
  file: string;
  /** What the editor calls it until it is created: "New blog post: Summer sale" */
  heading: string;
  /** What it starts as: its type's template, with its form */
  template: LoadedDocument;
}

interface Props {
  type: TypeSummary;
  onDraft: (draft: Draft) => void;
}

/** Where the type's pages are, from one of its documents: "/blog/" */
const addressStart = (type: TypeSummary) => {
  const page = type.docs.find((doc) => doc.page)?.page;
  return page ? page.slice(0, page.lastIndexOf('/') + 1) : '/';
};

/** The template with the title typed as its name (a product's) or its title (a post's), as the editor lists it. */
function titled(template: LoadedDocument, title: string): LoadedDocument {
  const key = ['name', 'title'].find((k) => typeof template.data[k] === 'string');
  return key ? { ...template, data: { ...template.data, [key]: title } } : template;
}

export function NewDocument({ type, onDraft }: Props) {
  const [open, setOpen] = useState(false);
  const [title, setTitle] = useState('');
  // What was typed as the address; until then the address follows the title.
  const [typed, setTyped] = useState<string | null>(null);
  const [error, setError] = useState('');
  const id = useId();
  const form = useRef<HTMLFormElement>(null);
  // Opened at the foot of a long list (or of a phone's screen): brought into view, its title ready to type.
  useEffect(() => {
    if (!open) return;
    form.current?.scrollIntoView?.({ block: 'nearest' });
    form.current?.querySelector('input')?.focus();
  }, [open]);
  const singular = type.label.replace(/s$/, '').toLowerCase();
  const name = slugOf(typed ?? title);
  const start = addressStart(type);

  async function create(event: FormEvent) {
    event.preventDefault();
    // The content layer's rule, which the editor's API and the build hold too.
    if (!isSlug(name)) return setError('Give it a title, or an address with a letter or digit in it');
    const file = `${type.folder}/${name}${type.extension}`;
    if (type.docs.some((d) => d.file === file))
      return setError(`There is already a ${singular} at ${start}${name}: change the address`);
    const template = await getTemplate(file);
    if (!template) return setError('There is no template for this kind of content');
    const heading = `New ${singular}: ${title.trim() || name}`;
    setOpen(false);
    setTitle('');
    setTyped(null);
    setError('');
    onDraft({ file, heading, template: title.trim() ? titled(template, title.trim()) : template });
  }

  if (!open)
    return (
      <button type="button" className="small" onClick={() => setOpen(true)} aria-label={`New ${singular}`}>
        + New
      </button>
    );
  return (
    <form ref={form} className="new-document" onSubmit={create} aria-label={`New ${singular}`}>
      <label htmlFor={`${id}-title`}>Title</label>
      <input
        id={`${id}-title`}
        value={title}
        onChange={(e) => setTitle(e.target.value)}
        placeholder="e.g. Green hosting"
      />
      <label htmlFor={`${id}-address`}>Address</label>
      <div className="address-input">
        <span aria-hidden="true">{start}</span>
        <input
          id={`${id}-address`}
          value={typed ?? name}
          onChange={(e) => setTyped(e.target.value)}
          onBlur={() => typed !== null && setTyped(slugOf(typed))}
          aria-describedby={`${id}-about`}
        />
      </div>
      <p id={`${id}-about`} className="hint">
        Made from the title; change it if you like. It starts from a clean template: replace every text that says
        “Replace this”.
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
