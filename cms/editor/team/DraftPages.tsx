// Under the draft bar: the pages the draft's changes touch, each a link to its preview (the service renders it from
// the draft's saved content: cms/team/routes/preview.ts) and named by its title. Asked again after each save
// (`saves` counts them).
import { useEffect, useState } from 'react';
import { useSiteDocuments } from '../site-pages';
import { draftPages, type DraftPage } from './team-api';

interface Props {
  slug: string;
  /** Saves since the draft opened: each may touch another page */
  saves: number;
}

export function DraftPages({ slug, saves }: Props) {
  const [pages, setPages] = useState<DraftPage[] | null>(null);
  const [error, setError] = useState('');
  const site = useSiteDocuments();
  const titleOf = (path: string) => site?.find((doc) => doc.page === path)?.title ?? '';

  useEffect(() => {
    let current = true;
    void draftPages(slug).then((answer) => {
      if (!current) return;
      if (answer.ok) {
        setPages(answer.pages);
        setError('');
      } else setError(answer.error);
    });
    return () => {
      current = false;
    };
  }, [slug, saves]);

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
              <a href={page.preview} target="_blank" rel="noreferrer">
                {page.path} ↗
              </a>{' '}
              <span className="change-file">{titleOf(page.path)}</span>
            </li>
          ))}
        </ul>
      )}
      <p className="hint">
        Each page as this draft’s last save makes it, without the site’s scripts: menus, forms and search do not work
        there.
      </p>
    </section>
  );
}
