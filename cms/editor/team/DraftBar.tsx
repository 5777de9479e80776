// Above the editor while a draft is open: which draft (its slug), its status, and moving it to review and back.
import { useState } from 'react';
import { boardHref, reviewHref } from './address.ts';
import { setDraftStatus, type DraftSummary } from './team-api.ts';
import { STATUS_LABEL } from './words.ts';

interface Props {
  draft: DraftSummary;
  /** The draft as the service answered after a status change */
  onChange: (draft: DraftSummary) => void;
}

export function DraftBar({ draft, onChange }: Props) {
  const [busy, setBusy] = useState(false);
  const [said, setSaid] = useState('');
  const move = (status: 'draft' | 'in-review') => {
    setBusy(true);
    void setDraftStatus(draft.slug, status).then((answer) => {
      setBusy(false);
      if (!answer.ok) return setSaid(answer.error);
      onChange({ ...draft, status: answer.draft.status });
      setSaid(status === 'in-review' ? 'Submitted for review.' : 'Back to draft.');
    });
  };

  return (
    <header className="draft-bar" aria-label="Draft">
      <a href={boardHref()}>All drafts</a>
      <h2>
        Draft: {draft.title} <code className="draft-slug">{draft.slug}</code>
      </h2>
      <p>
        Status: <strong className="draft-status">{STATUS_LABEL[draft.status]}</strong>
      </p>
      <div className="buttons">
        {draft.status === 'draft' && (
          <button type="button" disabled={busy} onClick={() => move('in-review')}>
            Submit for review
          </button>
        )}
        {draft.status === 'in-review' && (
          <button type="button" className="secondary" disabled={busy} onClick={() => move('draft')}>
            Back to draft
          </button>
        )}
        <a className="button secondary" href={reviewHref(draft.slug)}>
          Review changes
        </a>
      </div>
      <p role="status" className="status">
        {busy ? 'Saving the status…' : said}
      </p>
    </header>
  );
}
