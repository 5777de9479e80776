// What the help center's pages and the not-found page get: the shapes the resolver makes (src/assembly/kb-docs.ts)
// and the templates render (src/templates/KbPage.tsx, src/layout/NotFound.tsx), out of the shapes the help center's
// cards and lists show (src/features/kb/views.ts).
import type { MdxBody } from '../content/bodies.ts';
import type { WithoutMeta } from '../content/derive.ts';
import type { SiteContent } from '../content/registry.ts';
import type { KbArticleLink, KbCategoryView } from '../features/kb/views.ts';

type HelpCenter = WithoutMeta<SiteContent['helpCenter']>;
/** The help center's words, as every one of its pages gets them. */
type KbWords = Omit<HelpCenter, 'title' | 'description' | 'categories'>;

export type KbView =
  | { kind: 'index'; words: KbWords; categories: KbCategoryView[] }
  | { kind: 'category'; words: KbWords; category: KbCategoryView; categories: KbCategoryView[] }
  | {
      kind: 'article';
      words: KbWords;
      article: KbArticleLink & { updated: string };
      category: KbCategoryView;
      body: MdxBody;
    };

/** The not-found page: its words (site.yaml ui.notFound) and the help center's search. */
export interface NotFoundView {
  words: SiteContent['site']['ui']['notFound'];
  search: HelpCenter['search'];
}
