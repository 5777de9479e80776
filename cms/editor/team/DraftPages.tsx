// Under the draft bar: the pages the draft's changes touch, each a link to its preview (the service renders it from
// the draft's saved content: cms/team/routes/preview.ts) and named by its title. Asked again after each save
// (`saves` counts them). Given a time (AsOfControl.tsx), the links show the site as of then.
import { useEffect, useState } from 'react';
import { useSiteDocuments } from '../site-pages.ts';
import { asOfHref, AsOfControl, isComplete } from './AsOfControl.tsx';
import { viewerZone } from './schedule-words.ts';
import { draftPages, type DraftPage, type PlanTime } from './team-api.ts';

interface Props {
  slug: string;
  /** Saves since the draft opened: each may touch another page */
  saves: number;
}

export function DraftPages({ slug, saves }: Props) {
  // The answer to the newest ask only: after a save, the list from before it is not shown as the draft's while the
  // service works out the new one (which can wait behind the preview's start on a busy machine).
  const [answer, setAnswer] = useState<{ saves: number; pages: DraftPage[] | null; error: string } | null>(null);
  const site = useSiteDocuments();
  const [asOf, setAsOf] = useState<PlanTime>(() => ({ local: '', zone: viewerZone() }));
  const hrefOf = (page: DraftPage) => (isComplete(asOf) ? asOfHref(slug, asOf, page.path) : page.preview);
  const titleOf = (path: string) => site?.find((doc) => doc.page === path)?.title ?? '';

  useEffect(() => {
    let current = true;
    void draftPages(slug).then((got) => {
      if (!current) return;
      setAnswer(got.ok ? { saves, pages: got.pages, error: '' } : { saves, pages: null, error: got.error });
    });
    return () => {
      current = false;
    };
  }, [slug, saves]);
  const newest = answer?.saves === saves ? answer : null;
  const pages = newest?.pages ?? null;
  const error = newest?.error ?? '';

  return (
    <section className="draft-pages" aria-labelledby="draft-pages-title">
      <h3 id="draft-pages-title">Preview: the pages this draft changes</h3>
      {error && <p role="alert">{error}</p>}
      {!error && pages === null && <p>Finding the pages this draft changes…</p>}
      {pages?.length === 0 && <p>This draft changes no page yet: save a change first.</p>}
      {pages && pages.length > 0 && (
        <ul>
          {pages.map((page) => (
            <li key={page.path}>
              <a href={hrefOf(page)} target="_blank" rel="noreferrer">
                {page.path} ↗
              </a>{' '}
              <span className="change-file">{titleOf(page.path)}</span>
            </li>
          ))}
        </ul>
      )}
      <AsOfControl slug={slug} value={asOf} onChange={setAsOf} />
      <p className="hint">
        Each page as this draft’s last save makes it, without the site’s scripts: menus, forms and search do not work
        there.
      </p>
    </section>
  );
}
