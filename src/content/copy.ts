import site from 'virtual:content/site';
import { fill } from '../vocabulary/phrases.ts';

/** Phrases with numbers or dates in them; the words come from site.yaml `ui`. */
export const copy = {
  minRead: (minutes: number) => fill(site.ui.minRead, { minutes }),
  articleCount: (count: number) => fill(site.ui.articleCount, { count }),
  lastUpdated: (date: string) => fill(site.ui.lastUpdated, { date }),
  scrollToCompare: site.ui.scrollToCompare,
  allFeatures: site.ui.allFeatures,
  showComparison: site.ui.showComparison,
  and: site.ui.and,
  backToBlog: site.ui.backToBlog,
  opensInNewTab: site.ui.opensInNewTab,
} as const;
