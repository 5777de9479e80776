// The share card of every routed document, read from the same document modules the pages render (part of the
// server bundle; the build's card step draws them). Aliases show the same document, so they share its card.
import kbEntries from 'virtual:content/kb-routes';
import listedEntries from 'virtual:content/routes';
import type { ShareCard } from '../seo/share-card.ts';

export interface ShareCardJob {
  /** The card's address, as the page's head names it (meta.image) */
  url: string;
  /** The document's canonical path, then its aliases */
  paths: string[];
  card: ShareCard;
}

const entries = [...listedEntries, ...kbEntries];

export async function shareCards(): Promise<ShareCardJob[]> {
  const docs = await Promise.all(entries.map(async (entry) => ({ entry, doc: (await entry.load()).default })));
  return docs.flatMap(({ entry, doc: { meta } }) =>
    meta.image && meta.shareCard
      ? [{ url: meta.image, paths: [entry.path, ...(entry.aliases ?? [])], card: meta.shareCard }]
      : [],
  );
}
