// The board: every draft of the team with its status, who saved into it, its last change and when, when it is
// scheduled to be published and undone (or what came of that), and once published what the site's build and deploy
// made of it (asked again every few seconds while one runs).
import { useEffect, useState } from 'react';
import { draftHref } from './address.ts';
import { NewDraftForm } from './NewDraftForm.tsx';
import { PlanLines } from './PlanLines.tsx';
import { SiteBuild } from './SiteBuild.tsx';
import { listDrafts, type DraftSummary } from './team-api.ts';
import { changeWords, countOf, publishedWords, shownTime, STATUS_LABEL } from './words.ts';

/** How often the board asks again while a site build runs */
export const BUILD_POLL_MS = 3_000;

/** "In review"; a published draft says when and by whom. */
function statusWords(draft: DraftSummary) {
  const published = draft.status === 'published' && draft.history?.findLast((e) => e.status === 'published');
  return published ? publishedWords(published.at, published.by.name) : STATUS_LABEL[draft.status];
}

export function DraftsBoard() {
  const [drafts, setDrafts] = useState<DraftSummary[] | null>(null);
  const [error, setError] = useState('');

  useEffect(() => {
    void listDrafts().then((answer) => (answer.ok ? setDrafts(answer.drafts) : setError(answer.error)));
  }, []);

  const building = drafts?.some((draft) => draft.publishHook?.state === 'running') ?? false;
  useEffect(() => {
    if (!building) return;
    const timer = setTimeout(
      () => void listDrafts().then((answer) => answer.ok && setDrafts(answer.drafts)),
      BUILD_POLL_MS,
    );
    return () => clearTimeout(timer);
  }, [building, drafts]);

  return (
    <section className="board" aria-labelledby="board-title">
      <h2 id="board-title">Drafts</h2>
      <NewDraftForm />
      <p role="status" className="status">
        {error ||
          (drafts === null
            ? 'Loading the drafts…'
            : drafts.length === 0
              ? 'No drafts yet: give the first one a title above.'
              : countOf(drafts.length, 'draft'))}
      </p>
      {drafts && drafts.length > 0 && (
        <table className="drafts">
          <caption>Every draft, the latest change first</caption>
          <thead>
            <tr>
              <th scope="col">Draft</th>
              <th scope="col">Status</th>
              <th scope="col">Authors</th>
              <th scope="col">Last change</th>
              <th scope="col">Scheduled</th>
              <th scope="col">Site build</th>
            </tr>
          </thead>
          <tbody>
            {drafts.map((draft) => (
              <tr key={draft.slug}>
                <th scope="row">
                  <a href={draftHref(draft.slug)}>{draft.title}</a>
                </th>
                <td data-label="Status">{statusWords(draft)}</td>
                <td data-label="Authors">{draft.authors.map((a) => a.name).join(', ') || '—'}</td>
                <td data-label="Last change">
                  {changeWords(draft.lastChange.message)} — {draft.lastChange.by.name},{' '}
                  <time dateTime={draft.lastChange.at}>{shownTime(draft.lastChange.at)}</time>
                </td>
                <td data-label="Scheduled">
                  <PlanLines schedule={draft.schedule} status={draft.status} />
                </td>
                <td data-label="Site build">
                  <SiteBuild run={draft.publishHook} />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}
