import type { Loaded } from '../../content/bodies.ts';
import { fill } from '../../vocabulary/phrases.ts';
import { Pagination } from '../../features/blog/Pagination.tsx';
import type { BlogIndexData } from './definition.ts';

/** The links between the pages of the list, in the section's words; nothing while the list fills one page. */
export function PageLinks({ section }: { section: Pick<Loaded<BlogIndexData>, 'paged' | 'pagination'> }) {
  const { paged, pagination: words } = section;
  if (!paged) return null;
  return (
    <Pagination
      label={words.label}
      status={fill(words.status, { page: paged.page, pages: paged.pages })}
      newer={paged.newer === undefined ? undefined : { href: paged.newer, label: words.newer }}
      older={paged.older === undefined ? undefined : { href: paged.older, label: words.older }}
    />
  );
}
