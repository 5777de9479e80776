// A draft under review: its changes field by field, whole, up to the draft's newest save ("Changes up to 14:02 by
// Bea Writer"), and for a publisher the Publish button, which publishes that version and no later one. When the
// draft changed since (409), what changed and by whom, and Review again; when main changed the same fields meanwhile
// (409), the conflicts with both values, to resolve and publish. Below, the draft's schedule (SchedulePanel.tsx).
import { useEffect, useState } from 'react';
import { ChangeList } from './ChangeList.tsx';
import { ConflictResolver } from './ConflictResolver.tsx';
import { SchedulePanel } from './SchedulePanel.tsx';
import {
  draftChanges,
  publishDraft,
  type ChangeSince,
  type Conflict,
  type DraftReview,
  type DraftSummary,
  type Me,
  type Resolution,
} from './team-api.ts';
import { publishedWords, shownTime } from './words.ts';

interface Props {
  draft: DraftSummary;
  me: Me;
  /** The draft changed (published, or found changed since the review): read it again */
  onPublished: () => void;
}

/** What changed after the version reviewed: each save's document and fields, who and when. */
function ChangedSince({ since, onReviewAgain }: { since: ChangeSince[]; onReviewAgain: () => void }) {
  return (
    <section className="review-since" aria-labelledby="since-title">
      <h3 id="since-title">Changed since you reviewed it</h3>
      <ul>
        {since.map((s, i) => (
          <li key={i}>
            <strong>{s.document}</strong>: {s.fields.join(', ')}, by {s.by.name}, {shownTime(s.at)}
          </li>
        ))}
      </ul>
      <button type="button" onClick={onReviewAgain}>
        Review again
      </button>
    </section>
  );
}

export function ReviewScreen({ draft, me, onPublished }: Props) {
  const [review, setReview] = useState<DraftReview | null>(null);
  const [conflicts, setConflicts] = useState<Conflict[] | null>(null);
  const [since, setSince] = useState<ChangeSince[] | null>(null);
  const [reads, setReads] = useState(0);
  const [busy, setBusy] = useState(false);
  const [said, setSaid] = useState('');
  const [scheduleSaid, setScheduleSaid] = useState('');
  // Published here: no second Publish while the draft's new status is on its way.
  const [published, setPublished] = useState(false);

  useEffect(() => {
    void draftChanges(draft.slug).then((answer) => (answer.ok ? setReview(answer) : setSaid(answer.error)));
  }, [draft.slug, reads]);

  const publish = (resolutions?: Resolution[]) => {
    if (!review) return;
    setBusy(true);
    setSaid('Publishing…');
    void publishDraft(draft.slug, review.commit, resolutions).then((answer) => {
      setBusy(false);
      if (answer.ok) {
        setConflicts(null);
        setPublished(true);
        setSaid(publishedWords(new Date().toISOString(), me.name));
        onPublished();
      } else if (answer.since) {
        setConflicts(null);
        setSince(answer.since);
        setSaid(answer.error);
        onPublished();
      } else if (answer.conflicts) {
        setConflicts(answer.conflicts);
        setSaid(answer.error);
      } else setSaid(answer.error);
    });
  };

  const reviewAgain = () => {
    setReview(null);
    setSince(null);
    setSaid('');
    setReads((n) => n + 1);
  };

  const publisher = me.role === 'publisher';
  return (
    <section className="review" aria-labelledby="review-title">
      <h2 id="review-title">Review: {draft.title}</h2>
      {review && (
        <p className="review-version">
          Changes up to {shownTime(review.at)} by {review.by.name}
        </p>
      )}
      {since && <ChangedSince since={since} onReviewAgain={reviewAgain} />}
      {!review && <p>Loading the changes…</p>}
      {review && draft.status === 'published' && review.changes.length === 0 && (
        <p>Published: its changes are on the site now.</p>
      )}
      {review && (draft.status !== 'published' || review.changes.length > 0) && <ChangeList changes={review.changes} />}
      {publisher && draft.status === 'in-review' && review && !conflicts && !since && !published && (
        <button type="button" disabled={busy} onClick={() => publish()}>
          Publish
        </button>
      )}
      {publisher && draft.status === 'draft' && <p>It can be published once it is submitted for review.</p>}
      {!publisher && draft.status !== 'published' && <p>A publisher reviews and publishes it.</p>}
      {conflicts && <ConflictResolver conflicts={conflicts} busy={busy} onResolve={publish} />}
      {review && !since && !published && (
        <SchedulePanel
          key={draft.scheduleVersion ?? ''}
          draft={draft}
          me={me}
          commit={review.commit}
          onChanged={onPublished}
          said={scheduleSaid}
          onSay={setScheduleSaid}
        />
      )}
      <p role="status" className="status review-status">
        {said}
      </p>
    </section>
  );
}
