// Where the team's editor is, in its address, so a reload or a shared link opens the same screen: the board
// (/), a draft (/?draft=<slug>#<file>) or its review (/?draft=<slug>&view=review).
export interface Place {
  draft: string | null;
  review: boolean;
}

export function placeOf(search: string): Place {
  const query = new URLSearchParams(search);
  const draft = query.get('draft')?.trim() || null;
  return { draft, review: draft !== null && query.get('view') === 'review' };
}

export const boardHref = () => '/';
export const draftHref = (slug: string) => `/?draft=${encodeURIComponent(slug)}`;
export const reviewHref = (slug: string) => `${draftHref(slug)}&view=review`;
/** A page of the draft's preview, rendered from its saved content by the service (cms/team/routes/preview.ts) */
export const previewHref = (slug: string, page: string) => `/drafts/${encodeURIComponent(slug)}/preview${page}`;
