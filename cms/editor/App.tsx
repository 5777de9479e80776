// The editor: content types and their documents on the left, the selected document on the right. The selected
// document is in the address (#products/shared.yaml), so a link or a reload opens it again. Leaving a document
// with unsaved edits (another document, + New, the back button, a typed address) asks first.
import { useCallback, useEffect, useRef, useState, type MouseEvent } from 'react';
import { getCatalog, type Catalog } from './api.ts';
import { DocumentEditor } from './DocumentEditor.tsx';
import { NewDocument, type Draft } from './NewDocument.tsx';
import { Unavailable } from './Unavailable.tsx';

const selected = () => decodeURIComponent(location.hash.slice(1));
const LEAVE = 'You have unsaved changes here. Leave without saving them?';

interface Props {
  /** The team's editor inside a draft: every save, new file, delete and upload goes into the draft */
  inDraft?: boolean;
  /** After each save */
  onSaved?: () => void;
}

export function App({ inDraft = false, onSaved }: Props) {
  const [catalog, setCatalog] = useState<Catalog | null>(null);
  const [file, setFile] = useState(selected);
  const [draft, setDraft] = useState<Draft | null>(null);
  // What the last save said, kept across the switch from a new document's draft to its file.
  const [notice, setNotice] = useState<{ file: string; text: string } | null>(null);
  const unsaved = useRef(false);
  const shown = useRef(file);
  const [unavailable, setUnavailable] = useState(false);
  const refresh = useCallback(
    () =>
      void getCatalog().then(
        (next) => {
          setCatalog(next);
          setUnavailable(false);
        },
        () => setUnavailable(true),
      ),
    [],
  );
  const onUnsaved = useCallback((value: boolean) => {
    unsaved.current = value;
  }, []);

  useEffect(refresh, [refresh]);
  useEffect(() => {
    const onHash = () => {
      const next = selected();
      if (next === shown.current && !draft) return;
      if (unsaved.current && !confirm(LEAVE)) {
        // Back to the document being edited, without a new entry in the history and without another hashchange.
        history.replaceState(null, '', `#${shown.current}`);
        return;
      }
      unsaved.current = false;
      shown.current = next;
      setFile(next);
      setDraft(null);
    };
    addEventListener('hashchange', onHash);
    return () => removeEventListener('hashchange', onHash);
  }, [draft]);

  const open = (next: string) => {
    location.hash = next;
  };
  // Asked before the address changes, so that staying leaves it as it was. The back button and a typed address
  // can only be asked after, in onHash.
  const mayLeave = () => {
    if (unsaved.current && !confirm(LEAVE)) return false;
    unsaved.current = false;
    return true;
  };
  const follow = (event: MouseEvent, target: string) => {
    if (event.ctrlKey || event.metaKey || event.shiftKey || event.button !== 0) return; // another tab or window
    if (target === shown.current && !draft) return; // already here
    if (!mayLeave()) return event.preventDefault();
    if (target === shown.current) setDraft(null); // from a new document back to this one: the address stays, no hashchange
  };
  const startDraft = (next: Draft) => {
    if (mayLeave()) setDraft(next);
  };

  if (unavailable && !catalog) return <Unavailable onRetry={refresh} />;
  return (
    <div className="shell">
      <nav className="sidebar" aria-label="Content">
        <h1>Content editor</h1>
        {catalog?.types.map((type) => (
          <section key={type.name} aria-label={type.label}>
            <div className="type-head">
              <h2>{type.label}</h2>
              {type.kind === 'many' && <NewDocument type={type} onDraft={startDraft} />}
            </div>
            <ul>
              {type.docs.map((doc) => (
                <li key={doc.file}>
                  <a
                    href={`#${doc.file}`}
                    onClick={(event) => follow(event, doc.file)}
                    aria-current={doc.file === file && !draft ? 'page' : undefined}
                  >
                    {doc.title}
                  </a>
                </li>
              ))}
            </ul>
          </section>
        ))}
      </nav>
      <main className="main">
        {catalog && (draft || file) ? (
          <DocumentEditor
            key={draft ? `new:${draft.file}` : file}
            file={draft?.file ?? file}
            draft={draft}
            preview={catalog.preview}
            contentDir={catalog.contentDir}
            notice={notice?.file === (draft?.file ?? file) ? notice.text : null}
            onUnsaved={onUnsaved}
            onSaved={(saved, text) => {
              refresh();
              onSaved?.();
              setNotice({ file: saved, text });
              unsaved.current = false;
              if (draft) setDraft(null);
              if (saved !== file) open(saved);
            }}
            onDeleted={() => {
              refresh();
              unsaved.current = false;
              open('');
            }}
          />
        ) : (
          <div className="welcome">
            <h2>Choose what to edit</h2>
            <p>
              Pick a page, product, post or setting on the left. Every save is checked like the site&apos;s build checks
              it, so nothing you save can break the site.{' '}
              {inDraft
                ? 'Save keeps your change in this draft; submit the draft for review when it is ready.'
                : 'Save keeps your change; Publish puts it live.'}
            </p>
          </div>
        )}
      </main>
    </div>
  );
}
