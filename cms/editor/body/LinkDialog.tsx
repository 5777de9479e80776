// Replaces MDXEditor's link dialog, whose one field takes a typed URL: here a link goes to a page of the site picked
// by its title from a searchable list (the editor's catalog: cms/editor/site-pages.ts), or to an address typed. A native
// modal <dialog>, as narrow as the screen (body-editor.css), like the image dialog.
import {
  cancelLinkEdit$,
  linkDialogState$,
  removeLink$,
  updateLink$,
  useCellValues,
  usePublisher,
  type EditLinkDialog,
} from '@mdxeditor/editor';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { useSiteDocuments, type SiteDocument } from '../site-pages.ts';
import './link-dialog.css';

/** How many pages the list shows at once: a search narrows it */
const SHOWN = 8;

export function LinkDialog() {
  const [state] = useCellValues(linkDialogState$);
  const save = usePublisher(updateLink$);
  const cancel = usePublisher(cancelLinkEdit$);
  const remove = usePublisher(removeLink$);
  // Nothing while the cursor is only in a link: "Create link" opens this dialog for it.
  if (state.type !== 'edit') return <></>;
  return (
    <LinkForm
      key={state.linkNodeKey || 'new'}
      state={state}
      onSave={save}
      onCancel={() => cancel()}
      onRemove={() => {
        remove();
        cancel();
      }}
    />
  );
}

interface FormProps {
  state: EditLinkDialog;
  onSave: (link: { url: string; text: string; title: string }) => void;
  onCancel: () => void;
  onRemove: () => void;
}

const matches = (page: SiteDocument, words: string[]) =>
  words.every((word) => `${page.title} ${page.page ?? ''}`.toLowerCase().includes(word));

function LinkForm({ state, onSave, onCancel, onRemove }: FormProps) {
  const id = useId();
  const dialog = useRef<HTMLDialogElement>(null);
  const documents = useSiteDocuments();
  const [url, setUrl] = useState(state.url);
  const [text, setText] = useState(state.text);
  const [search, setSearch] = useState('');
  const [error, setError] = useState('');

  useEffect(() => {
    const element = dialog.current;
    // jsdom has no showModal: tests see an open dialog.
    if (element && !element.open) {
      if (typeof element.showModal === 'function') element.showModal();
      else element.setAttribute('open', '');
    }
  }, []);

  const words = search.toLowerCase().split(/\s+/).filter(Boolean);
  const pages = (documents ?? []).filter((doc) => doc.page !== null && matches(doc, words));
  const chosen = pages.find((doc) => doc.page === url) ?? documents?.find((doc) => doc.page === url);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!url.trim()) return setError('Pick a page, or type an address.');
    onSave({ url: url.trim(), text, title: state.title });
  };

  return (
    <dialog ref={dialog} className="body-editor-dialog link-dialog" aria-labelledby={`${id}-title`} onCancel={onCancel}>
      <form onSubmit={submit} noValidate>
        <h2 id={`${id}-title`}>{state.initialUrl ? 'Edit link' : 'Link'}</h2>
        {state.withAnchorText && (
          <p className="field">
            <label htmlFor={`${id}-text`}>Link text</label>
            <input id={`${id}-text`} value={text} onChange={(e) => setText(e.target.value)} />
          </p>
        )}
        <div className="field">
          <label htmlFor={`${id}-search`}>A page of the site</label>
          <input
            id={`${id}-search`}
            type="search"
            value={search}
            placeholder="Search by title"
            aria-controls={`${id}-pages`}
            onChange={(e) => setSearch(e.target.value)}
          />
          <ul id={`${id}-pages`} className="link-pages" aria-label="Pages of the site">
            {documents === null && <li className="hint">Finding the site’s pages…</li>}
            {documents !== null && pages.length === 0 && <li className="hint">No page has these words.</li>}
            {pages.slice(0, SHOWN).map((doc) => (
              <li key={doc.file}>
                <button
                  type="button"
                  aria-pressed={doc.page === url}
                  onClick={() => {
                    setUrl(doc.page ?? '');
                    setError('');
                  }}
                >
                  <span className="link-page-title">{doc.title}</span>
                  <span className="link-page-kind">{doc.kind}</span>
                </button>
              </li>
            ))}
            {pages.length > SHOWN && <li className="hint">{pages.length - SHOWN} more: type a few letters of it.</li>}
          </ul>
        </div>
        <p className="field">
          <label htmlFor={`${id}-url`}>Or an address</label>
          <input
            id={`${id}-url`}
            value={url}
            placeholder="/hosting/shared or https://…"
            aria-describedby={`${id}-chosen`}
            aria-invalid={error ? true : undefined}
            onChange={(e) => setUrl(e.target.value)}
          />
          <span id={`${id}-chosen`} className="hint">
            {chosen ? `Links to the page “${chosen.title}”.` : 'A page of this site, or another site’s address.'}
          </span>
        </p>
        {error && (
          <p className="error" role="alert">
            {error}
          </p>
        )}
        <p className="buttons">
          <button type="submit">Save link</button>
          {state.initialUrl && (
            <button type="button" className="secondary" onClick={onRemove}>
              Remove link
            </button>
          )}
          <button type="button" className="secondary" onClick={onCancel}>
            Cancel
          </button>
        </p>
      </form>
    </dialog>
  );
}
