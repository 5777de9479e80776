// "New draft": a title, then the new draft opens (its slug in the address).
import { useState, type FormEvent } from 'react';
import { draftHref } from './address.ts';
import { createDraft } from './team-api.ts';

export function NewDraftForm() {
  const [title, setTitle] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState('');

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    setError('');
    void createDraft(title).then((answer) => {
      if (answer.ok) location.assign(draftHref(answer.draft.slug));
      else {
        setBusy(false);
        setError(answer.error);
      }
    });
  };

  return (
    <form className="new-draft" onSubmit={submit} aria-label="New draft">
      <label htmlFor="new-draft-title">Title of the new draft</label>
      <input
        id="new-draft-title"
        value={title}
        required
        maxLength={200}
        onChange={(event) => setTitle(event.target.value)}
      />
      <button type="submit" disabled={busy}>
        {busy ? 'Starting…' : 'New draft'}
      </button>
      <p role="status" className="status">
        {busy ? 'Starting the draft…' : error}
      </p>
    </form>
  );
}
