import site from 'virtual:content/site';

/** Fills the {name} slots of a phrase from site.yaml `ui`. */
const fill = (phrase: string, values: Record<string, string | number>) =>
  phrase.replace(/\{(\w+)\}/g, (slot, name: string) => String(values[name] ?? slot));

/** A phrase split at its {name} slot; with no slot, what is put in goes at its end. */
function aroundSlot(phrase: string, name: string): [before: string, after: string] {
  const at = phrase.indexOf(`{${name}}`);
  return at < 0 ? [`${phrase} `, ''] : [phrase.slice(0, at), phrase.slice(at + name.length + 2)];
}

/** Phrases with numbers or dates in them; the words come from site.yaml `ui`. */
export const copy = {
  minRead: (minutes: number) => fill(site.ui.minRead, { minutes }),
  articleCount: (count: number) => fill(site.ui.articleCount, { count }),
  lastUpdated: (date: string) => fill(site.ui.lastUpdated, { date }),
  /** The words before and after the {price} slot of the "from $X" line, for a price rendered in between. */
  fromPrice: aroundSlot(site.ui.fromPrice, 'price'),
  freePlan: site.ui.freePlan,
  scrollToCompare: site.ui.scrollToCompare,
  and: site.ui.and,
  backToBlog: site.ui.backToBlog,
  opensInNewTab: site.ui.opensInNewTab,
} as const;
