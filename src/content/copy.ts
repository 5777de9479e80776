import site from 'virtual:content/site';

/** Fills the {name} slots of a phrase (from site.yaml `ui` or another content file) with values. */
export const fill = (phrase: string, values: Record<string, string | number>) =>
  phrase.replace(/\{(\w+)\}/g, (slot, name: string) => String(values[name] ?? slot));

/** Phrases with numbers or dates in them; the words come from site.yaml `ui`. */
export const copy = {
  minRead: (minutes: number) => fill(site.ui.minRead, { minutes }),
  articleCount: (count: number) => fill(site.ui.articleCount, { count }),
  lastUpdated: (date: string) => fill(site.ui.lastUpdated, { date }),
  and: site.ui.and,
  backToBlog: site.ui.backToBlog,
  opensInNewTab: site.ui.opensInNewTab,
} as const;
