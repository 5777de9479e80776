// The editor: content types and their documents on the left, the selected document on the right. The selected
// document is in the address (#products/shared.yaml), so a link or a reload opens it again.
import { useCallback, useEffect, useState } from 'react';
import { getCatalog, type Catalog } from './api';
import { DocumentEditor } from './DocumentEditor';
import { NewDocument, type Draft } from './NewDocument';

const selected = () => decodeURIComponent(location.hash.slice(1));

export function App() {
  const [catalog, setCatalog] = useState<Catalog | null>(null);
  const [file, setFile] = useState(selected);
  const [draft, setDraft] = useState<Draft | null>(null);
  // What the last save said, kept across the switch from a new document's draft to its file.
  const [notice, setNotice] = useState<{ file: string; text: string } | null>(null);
  const refresh = useCallback(() => void getCatalog().then(setCatalog), []);

  useEffect(refresh, [refresh]);
  useEffect(() => {
    const onHash = () => {
      setFile(selected());
      setDraft(null);
    };
    addEventListener('hashchange', onHash);
    return () => removeEventListener('hashchange', onHash);
  }, []);

  const open = (next: string) => {
    location.hash = next;
  };

  return (
    <div className="shell">
      <nav className="sidebar" aria-label="Content">
        <h1>Content editor</h1>
        {catalog?.types.map((type) => (
          <section key={type.name} aria-label={type.label}>
            <div className="type-head">
              <h2>{type.label}</h2>
              {type.kind === 'many' && <NewDocument type={type} current={file} onDraft={setDraft} />}
            </div>
            <ul>
              {type.docs.map((doc) => (
                <li key={doc.file}>
                  <a href={`#${doc.file}`} aria-current={doc.file === file && !draft ? 'page' : undefined}>
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
            onSaved={(saved, text) => {
              refresh();
              setNotice({ file: saved, text });
              setDraft(null);
              if (saved !== file) open(saved);
            }}
            onDeleted={() => {
              refresh();
              open('');
            }}
          />
        ) : (
          <div className="welcome">
            <h2>Choose what to edit</h2>
            <p>
              Pick a page, product, post or setting on the left. Every save is checked like the site&apos;s build checks
              it, so nothing you save can break the site. The preview site shows the change right away.
            </p>
          </div>
        )}
      </main>
    </div>
  );
}
