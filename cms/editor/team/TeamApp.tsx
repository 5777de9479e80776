// The team's editor (npm run cms:serve with drafts): the board, a draft open in the editor (every save goes into
// it), and its review. Which one is in the address (address.ts), so a reload keeps it.
import { useCallback, useEffect, useState } from 'react';
import { App } from '../App.tsx';
import { apiToken, workInDraft } from '../http.ts';
import { boardHref, placeOf } from './address.ts';
import { DraftBar } from './DraftBar.tsx';
import { DraftPages } from './DraftPages.tsx';
import { DraftsBoard } from './DraftsBoard.tsx';
import { ReviewScreen } from './ReviewScreen.tsx';
import { listDrafts, type DraftSummary, type Me } from './team-api.ts';
import { ROLE_LABEL } from './words.ts';
import './team-layout.css';

export function TeamApp({ me }: { me: Me }) {
  const place = placeOf(location.search);
  // Set before the editor below asks for its document: every call from here on works in this draft.
  workInDraft(place.draft);
  const [draft, setDraft] = useState<DraftSummary | null | undefined>(undefined);
  const [error, setError] = useState('');
  const [saves, setSaves] = useState(0);

  const load = useCallback(() => {
    if (!place.draft) return;
    void listDrafts().then((answer) => {
      if (!answer.ok) return setError(answer.error);
      setDraft(answer.drafts.find((d) => d.slug === place.draft) ?? null);
    });
  }, [place.draft]);
  useEffect(load, [load]);
  // A save into a draft in review moves it back to Draft: the bar shows the status the service now has.
  const saved = useCallback(() => {
    setSaves((n) => n + 1);
    load();
  }, [load]);

  return (
    <div className="team">
      <header className="team-bar">
        <h1>Content editor</h1>
        <p>
          Signed in as {me.name} ({ROLE_LABEL[me.role]})
        </p>
        {/* A plain form: the service checks its origin and the session's token, and answers with the sign-in page. */}
        <form method="post" action="/sign-out" className="sign-out">
          <input type="hidden" name="csrf" value={apiToken()} />
          <button type="submit" className="secondary">
            Sign out
          </button>
        </form>
      </header>
      {!place.draft && <DraftsBoard />}
      {place.draft && draft === undefined && <p role="status">{error || 'Opening the draft…'}</p>}
      {place.draft && draft === null && (
        <p role="alert">
          There is no draft {place.draft}. <a href={boardHref()}>All drafts</a>
        </p>
      )}
      {draft && <DraftBar draft={draft} onChange={setDraft} />}
      {draft && <DraftPages slug={draft.slug} saves={saves} />}
      {draft && place.review && <ReviewScreen draft={draft} me={me} onPublished={load} />}
      {draft && !place.review && <App inDraft onSaved={saved} />}
    </div>
  );
}
