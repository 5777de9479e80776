// What the help center's cards and lists show of its categories and articles. The route documents are made of these
// (src/assembly/kb-view.ts); the feature takes them as props and knows no content.
import type { IconName } from '../../vocabulary/icon-names.ts';

export interface KbArticleLink {
  slug: string;
  title: string;
  description: string;
  href: string;
}

export interface KbCategoryView {
  slug: string;
  name: string;
  description: string;
  icon: IconName;
  href: string;
  articles: KbArticleLink[];
}
