// All content, loaded once and kept while nothing is written: opening a document needs its page and the lists its
// pickers offer, and loading every file again for each document opened is what made opening slow.
import { loadContent } from '../../src/assembly/site-content.ts';
import type { SiteContent } from '../../src/content/registry.ts';

/** Changes made outside the editor (by hand, git) show within this long. */
const FRESH_MS = 10_000;

export function contentCache(root: string, contentDir: string) {
  let kept: { at: number; content: Promise<SiteContent | undefined> } | null = null;
  return {
    get(): Promise<SiteContent | undefined> {
      if (!kept || performance.now() - kept.at > FRESH_MS) {
        const content = loadContent({ root, contentDir }).then(({ content }) => content);
        kept = { at: performance.now(), content };
        content.catch(() => (kept = null));
      }
      return kept.content;
    },
    /** After a write. */
    forget() {
      kept = null;
    },
  };
}
