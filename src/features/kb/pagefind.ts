// The help center's search index in the browser: Pagefind's own script, which the build writes beside the pages
// (scripts/pagefind-index.ts). It is imported the first time a visitor searches, never bundled: no page pays for it
// until then. Only the part of its API the search uses is typed here (https://pagefind.app/docs/api/).

/** Where the build writes the index (dist/client/pagefind/). */
const PAGEFIND_SCRIPT = '/pagefind/pagefind.js';

interface PagefindData {
  url: string;
  /** Text around the words found, as HTML: escaped text with the words in <mark> */
  excerpt: string;
  meta: Record<string, string | undefined>;
}
interface Pagefind {
  options: (options: { excerptLength?: number; noWorker?: boolean }) => Promise<void>;
  search: (term: string) => Promise<{ results: { id: string; data: () => Promise<PagefindData> }[] } | null>;
}

/** One article found: its address, title, category and the text around what was searched. */
export interface KbHit {
  id: string;
  href: string;
  title: string;
  category?: string | undefined;
  excerpt: string;
}

let loading: Promise<Pagefind> | undefined;

function pagefind(): Promise<Pagefind> {
  loading ??= (import(/* @vite-ignore */ PAGEFIND_SCRIPT) as Promise<Pagefind>).then(async (api) => {
    // In the page, not in Pagefind's web worker: the worker's script would need a policy of its own to compile
    // WebAssembly, and an index of a few dozen articles searches in a millisecond anyway.
    await api.options({ excerptLength: 24, noWorker: true });
    return api;
  });
  // A failed load (offline, no index yet) is tried again on the next search.
  loading.catch(() => (loading = undefined));
  return loading;
}

/** Pagefind's addresses end in a slash (kb/<slug>/index.html); the site's own have none. */
const sitePath = (url: string) => url.replace(/\/index\.html$|\/$/, '') || '/';

/** The articles matching `term`, best first (at most `limit`); null when a later search superseded this one. */
export async function searchArticles(term: string, limit = 10): Promise<KbHit[] | null> {
  const search = await (await pagefind()).search(term);
  if (!search) return null;
  const hits = await Promise.all(search.results.slice(0, limit).map(async (r) => ({ id: r.id, data: await r.data() })));
  return hits.map(({ id, data }) => ({
    id,
    href: sitePath(data.url),
    title: data.meta.title ?? sitePath(data.url),
    category: data.meta.category,
    excerpt: data.excerpt,
  }));
}
