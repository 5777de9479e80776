// All content, loaded once and kept while nothing is written: opening a document needs its page and the lists its
// pickers offer, and loading every file again for each document opened is what made opening slow.
import { loadContent } from '../../src/assembly/site-content.ts';
import type { SiteContent } from '../../src/content/registry.ts';

/** Changes made outside the editor (by hand, git) show within this long. */
const FRESH_MS = 10_000;
/** Commits kept when the folder is a git worktree moved between them (the team's drafts) */
const VERSIONS_KEPT = 4;

/**
 * With `version`, the folder's content is that of a commit (the service's clone, put on a draft): it is kept per
 * commit, for as long as the commit is among the last few opened, since a commit's files never change.
 */
export function contentCache(root: string, contentDir: string, version?: () => string) {
  const load = () => loadContent({ root, contentDir }).then(({ content }) => content);
  if (version) {
    const kept = new Map<string, Promise<SiteContent | undefined>>();
    return {
      get(): Promise<SiteContent | undefined> {
        const key = version();
        let content = kept.get(key);
        if (content) kept.delete(key);
        else {
          content = load();
          content.catch(() => kept.delete(key));
        }
        kept.set(key, content); // the newest last
        for (const old of [...kept.keys()].slice(0, -VERSIONS_KEPT)) kept.delete(old);
        return content;
      },
      forget: () => kept.clear(),
    };
  }
  let kept: { at: number; content: Promise<SiteContent | undefined> } | null = null;
  return {
    get(): Promise<SiteContent | undefined> {
      if (!kept || performance.now() - kept.at > FRESH_MS) {
        const content = load();
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
