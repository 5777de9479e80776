// The help center's search index: Pagefind reads the prerendered article pages (only what each marks with
// data-pagefind-body: the article, not the header, the footer or the search box) and writes a static index to
// <client>/pagefind/, which the browser's search loads on its first search (src/features/kb/pagefind.ts). No server
// is involved: any static host serves it.
import path from 'node:path';
import { close, createIndex } from 'pagefind';
import { KB } from '../src/vocabulary/paths.ts';

/** Where the index goes inside the client folder; the browser imports <that>/pagefind.js. */
export const SEARCH_INDEX_DIR = 'pagefind';

/** Indexes the help center's pages under `clientDir` and writes the index; returns how many pages it holds. */
export async function writeSearchIndex(clientDir: string): Promise<number> {
  const fail = (what: string, errors: string[]) => {
    throw new Error(`The help center's search index ${what}: ${errors.join('; ')}`);
  };
  try {
    const { index, errors } = await createIndex({ forceLanguage: 'en' });
    if (!index) return fail('could not be created', errors);
    const added = await index.addDirectory({ path: clientDir, glob: `${KB.slice(1)}/**/index.html` });
    if (added.errors.length) fail('could not read the pages', added.errors);
    const written = await index.writeFiles({ outputPath: path.join(clientDir, SEARCH_INDEX_DIR) });
    if (written.errors.length) fail('could not be written', written.errors);
    return added.page_count;
  } finally {
    await close();
  }
}
