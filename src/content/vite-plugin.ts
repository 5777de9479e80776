// Vite plugin: validates content/ on every build (failing it with the full report) and serves the
// content as virtual modules, one per route document, so each route's data is its own chunk.
import path from 'node:path';
import type { Plugin, ViteDevServer } from 'vite';
import { formatReport } from './issue.ts';
import { loadContent } from './load.ts';
import { resolvePage, resolvePost, resolveProduct, resolveSite, routeEntries, pageId } from './resolve.ts';
import type { SiteContent } from './registry.ts';

const PREFIX = 'virtual:content/';
const RESOLVED = `\0${PREFIX}`;
const moduleOf = (value: unknown) => `export default ${JSON.stringify(value)};\n`;

export function contentPlugin(options: { root?: string; contentDir?: string } = {}): Plugin {
  let root = options.root ?? process.cwd();
  const contentDir = options.contentDir ?? process.env.CONTENT_DIR ?? 'content';
  let content: SiteContent | undefined;
  let loading: Promise<SiteContent> | undefined;

  async function load(): Promise<SiteContent> {
    const result = await loadContent({ root, contentDir });
    if (result.issues.length > 0 || !result.content)
      throw new Error(`Invalid content.\n${formatReport(result.issues)}`);
    return result.content;
  }

  function generate(id: string, data: SiteContent): string | undefined {
    const name = id.slice(PREFIX.length);
    if (name === 'site') return moduleOf(resolveSite(data));
    if (name === 'domains')
      return moduleOf({ searchPrices: data.searchPrices.prices, currency: data.searchPrices.currency });
    if (name === 'bodies') {
      // MDX bodies, each its own chunk, from whichever content folder this build reads.
      const loaders = (docs: { slug: string; _meta: { file: string } }[]) =>
        `{\n${docs.map((d) => `    ${JSON.stringify(d.slug)}: () => import(${JSON.stringify(`/${d._meta.file}`)})`).join(',\n')}\n  }`;
      return `export default {\n  post: ${loaders(data.posts)},\n  legal: ${loaders(data.legal)},\n};\n`;
    }
    if (name === 'routes') {
      const entries = routeEntries(data).map(
        (e) => `  { ...${JSON.stringify(e)}, load: () => import(${JSON.stringify(`${PREFIX}doc/${e.kind}/${e.id}`)}) }`,
      );
      return `export default [\n${entries.join(',\n')}\n];\n`;
    }
    const [, kind, docId] = /^doc\/(page|product|post)\/(.+)$/.exec(name) ?? [];
    if (kind === 'page') {
      const page = data.pages.find((p) => pageId(p) === docId);
      return page && moduleOf(resolvePage(page, data));
    }
    if (kind === 'product') {
      const product = data.products.find((p) => p.slug === docId);
      return product && moduleOf(resolveProduct(product));
    }
    if (kind === 'post') {
      const post = data.posts.find((p) => p.slug === docId);
      return post && moduleOf(resolvePost(post));
    }
    return undefined;
  }

  function reloadOnChange(server: ViteDevServer) {
    const dir = path.resolve(root, contentDir);
    server.watcher.add(dir);
    server.watcher.on('all', async (_event, file) => {
      if (!file.startsWith(dir)) return;
      try {
        content = await load();
        for (const env of Object.values(server.environments)) {
          for (const mod of env.moduleGraph.idToModuleMap.values()) {
            if (mod.id?.startsWith(RESOLVED)) env.moduleGraph.invalidateModule(mod);
          }
        }
        server.ws.send({ type: 'full-reload' });
      } catch (error) {
        server.ws.send({ type: 'error', err: { message: (error as Error).message, stack: '' } });
      }
    });
  }

  return {
    name: 'site-content',
    enforce: 'pre',
    configResolved(config) {
      root = options.root ?? config.root;
    },
    async buildStart() {
      // One load per process: the client and server builds share it.
      loading ??= load();
      try {
        content = await loading;
      } catch (error) {
        loading = undefined;
        this.error((error as Error).message);
      }
    },
    configureServer: reloadOnChange,
    resolveId(id) {
      return id.startsWith(PREFIX) ? `\0${id}` : undefined;
    },
    async load(id) {
      if (!id.startsWith(RESOLVED)) return undefined;
      content ??= await load();
      const code = generate(id.slice(1), content);
      if (code === undefined) this.error(`Unknown content module ${id.slice(1)}`);
      return code;
    },
  };
}
