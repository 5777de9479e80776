// A draft under review: its changes field by field, and for a publisher the Publish button; when main changed the
// same fields meanwhile (409), the conflicts with both values, to resolve and publish.
import { useEffect, useState } from 'react';
import { ChangesTable } from './ChangesTable';
import { ConflictResolver } from './ConflictResolver';
import {
  draftChanges,
  publishDraft,
  type Conflict,
  type DraftSummary,
  type FieldChange,
  type Me,
  type Resolution,
} from './team-api';
import { publishedWords } from './words';

interface Props {
  draft: DraftSummary;
  me: Me;
  onPublished: () => void;
}

export function ReviewScreen({ draft, me, onPublished }: Props) {
  const [changes, setChanges] = useState<FieldChange[] | null>(null);
  const [conflicts, setConflicts] = useState<Conflict[] | null>(null);
  const [busy, setBusy] = useState(false);
  const [said, setSaid] = useState('');
  // Published here: no second Publish while the draft's new status is on its way.
  const [published, setPublished] = useState(false);

  useEffect(() => {
    void draftChanges(draft.slug).then((answer) => (answer.ok ? setChanges(answer.changes) : setSaid(answer.error)));
  }, [draft.slug]);

  const publish = (resolutions?: Resolution[]) => {
    setBusy(true);
    setSaid('Publishing…');
    void publishDraft(draft.slug, resolutions).then((answer) => {
      setBusy(false);
      if (answer.ok) {
        setConflicts(null);
        setPublished(true);
        setSaid(publishedWords(new Date().toISOString(), me.name));
        onPublished();
      } else if (answer.conflicts) {
        setConflicts(answer.conflicts);
        setSaid(answer.error);
      } else setSaid(answer.error);
    });
  };

  const publisher = me.role === 'publisher';
  return (
    <section className="review" aria-labelledby="review-title">
      <h2 id="review-title">Review: {draft.title}</h2>
      {changes ? <ChangesTable changes={changes} /> : <p>Loading the changes…</p>}
      {publisher && draft.status === 'in-review' && !conflicts && !published && (
        <button type="button" disabled={busy} onClick={() => publish()}>
          Publish
        </button>
      )}
      {publisher && draft.status === 'draft' && <p>It can be published once it is submitted for review.</p>}
      {!publisher && draft.status !== 'published' && <p>A publisher reviews and publishes it.</p>}
      {conflicts && <ConflictResolver conflicts={conflicts} busy={busy} onResolve={publish} />}
      <p role="status" className="status review-status">
        {said}
      </p>
    </section>
  );
}
