import type { Loaded } from '../content/bodies.ts';
import type { KbView } from '../assembly/kb-view.ts';
import { KbArticle } from './kb/KbArticle.tsx';
import { KbCategory } from './kb/KbCategory.tsx';
import { KbIndex } from './kb/KbIndex.tsx';

/** A help center page: its front page (/kb), a category's or an article's (body loaded by the route). */
export default function KbPage({ kb }: { kb: Loaded<KbView> }) {
  if (kb.kind === 'index') return <KbIndex view={kb} />;
  if (kb.kind === 'category') return <KbCategory view={kb} />;
  return <KbArticle view={kb} />;
}
