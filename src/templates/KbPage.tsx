import type { Loaded } from '../content/bodies';
import type { KbView } from '../assembly/kb-view';
import { KbArticle } from './kb/KbArticle';
import { KbCategory } from './kb/KbCategory';
import { KbIndex } from './kb/KbIndex';

/** A help center page: its front page (/kb), a category's or an article's (body loaded by the route). */
export default function KbPage({ kb }: { kb: Loaded<KbView> }) {
  if (kb.kind === 'index') return <KbIndex view={kb} />;
  if (kb.kind === 'category') return <KbCategory view={kb} />;
  return <KbArticle view={kb} />;
}
