// Publish: commits the saved changes of this file, and says first which ones, each on its line. Nothing unsaved
// is published (Save comes first), and nothing saved is published without being on the list.
import { useId, useState } from 'react';

interface Props {
  /** Saved changes not published yet */
  pending: string[];
  /** Unsaved edits: they must be saved before anything is published */
  unsaved: boolean;
  busy: boolean;
  onPublish: (changes: string[]) => void;
}

export function PublishPanel({ pending, unsaved, busy, onPublish }: Props) {
  const [open, setOpen] = useState(false);
  const id = useId();
  const count = pending.length;
  if (count === 0) return null;
  return (
    <div className="publish">
      <button
        type="button"
        className="secondary"
        aria-expanded={open}
        aria-controls={id}
        disabled={busy}
        onClick={() => setOpen(!open)}
      >
        Publish ({count})…
      </button>
      {open && (
        <section className="publish-panel" id={id} aria-label="Publish changes">
          <h3>{count === 1 ? 'This change goes live:' : `These ${count} changes go live:`}</h3>
          <ul>
            {pending.map((change) => (
              <li key={change}>{change}</li>
            ))}
          </ul>
          {unsaved && <p className="hint">You have unsaved edits: save them first, or they are not published.</p>}
          <div className="buttons">
            <button
              type="button"
              disabled={busy || unsaved}
              onClick={() => {
                setOpen(false);
                onPublish(pending);
              }}
            >
              {count === 1 ? 'Publish this change' : `Publish these ${count} changes`}
            </button>
            <button type="button" className="secondary" onClick={() => setOpen(false)}>
              Cancel
            </button>
          </div>
        </section>
      )}
    </div>
  );
}
