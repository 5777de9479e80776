// The content as the browser gets it: the source of every virtual:content/* module. Node only; the Vite plugin
// loads this file through tsx, so that section components stay lazy imports, never evaluated at build time.
import { moduleOf } from './bodies.ts';
import { formatReport } from './issue.ts';
import { loadContent } from './load.ts';
import { resolveSite, routeDocs, routeEntries } from './resolve.ts';

export const PREFIX = 'virtual:content/';

/** Loads and checks the content; throws the full report of every problem. */
export async function contentModules(
  root: string,
  contentDir: string,
): Promise<(id: string, ssr: boolean) => string | undefined> {
  const { issues, content } = await loadContent({ root, contentDir });
  if (!content) throw new Error(`Invalid content.\n${formatReport(issues)}`);
  const docs = routeDocs(content);
  return (id, ssr) => {
    const name = id.slice(PREFIX.length);
    if (name === 'site') return moduleOf(resolveSite(content));
    if (name === 'domains')
      return moduleOf({ searchPrices: content.searchPrices.prices, currency: content.searchPrices.currency });
    if (name === 'routes') {
      const entries = routeEntries(content).map(
        (e) => `  { ...${JSON.stringify(e)}, load: () => import(${JSON.stringify(`${PREFIX}doc/${e.id}`)}) }`,
      );
      return `export default [\n${entries.join(',\n')}\n];\n`;
    }
    const doc = name.startsWith('doc/') ? docs.get(name.slice('doc/'.length)) : undefined;
    // Structured data goes into the prerendered head only; the browser never reads it.
    return doc && moduleOf(ssr ? doc : { ...doc, meta: { ...doc.meta, structuredData: [] } });
  };
}
