// Vite plugin: checks content/ on every build (failing it with the full report) and serves the content as
// virtual modules, one per route document, so each route's data is its own chunk.
import { createHash } from 'node:crypto';
import { readdirSync, statSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { tsImport } from 'tsx/esm/api';
import type { Plugin, ViteDevServer } from 'vite';
import type * as Modules from './content-modules.ts';

const PREFIX = 'virtual:content/';
const RESOLVED = `\0${PREFIX}`;
type Generate = Modules.ContentModules;
const IMAGES = '/static/img/';
/** The loader's code: a change here imports it afresh */
const SOURCE_FOLDERS = ['src/content', 'src/sections', 'src/assembly', 'src/vocabulary', 'src/build'];

/**
 * What the plugin offers code that runs a dev server of its own without a file watcher (the editor service's draft
 * previews, cms/team/preview/): read the content again now, and know when that is done.
 */
export interface ContentPluginApi {
  /**
   * Loads the content again and invalidates its modules, the modules of `files` (absolute paths) and, when
   * facts.yaml, site.yaml or a product is one of them, every MDX body; rejects with the loader's report when the
   * content is invalid.
   */
  reload(files: string[]): Promise<void>;
}

/**
 * First loads shared by the plugins of one process, by content folder: Vitest makes a plugin for the root config and
 * one for each test project (vite.config.ts), one after the other, on the same files; each loaded the content and
 * imported its code afresh (1 to 2 s apiece, four times before the first test ran). A load is shared only while the
 * files it read are as they were (`stamp`): a plugin made after an edit loads again.
 */
const sharedFirstLoads = ((globalThis as { [key: symbol]: Map<string, { stamp: string; load: Promise<Generate> }> })[
  Symbol.for('site-content.first-loads')
] ??= new Map());

/** Every file of these folders by its path, size and modification time: what any edit changes. Undefined when one
 * cannot be read (the loader says why). */
function stamp(folders: string[]): string | undefined {
  const hash = createHash('sha256');
  try {
    for (const folder of folders)
      for (const entry of readdirSync(folder, { recursive: true, withFileTypes: true }))
        if (entry.isFile()) {
          const file = path.join(entry.parentPath, entry.name);
          const { size, mtimeMs } = statSync(file);
          hash.update(`${file}\0${size}\0${mtimeMs}\0`);
        }
  } catch {
    return undefined;
  }
  return hash.digest('hex');
}

export function contentPlugin(options: { contentDir?: string; shareFirstLoad?: boolean } = {}): Plugin {
  let root = process.cwd();
  const contentDir = options.contentDir ?? process.env.CONTENT_DIR ?? 'content';
  let loading: Promise<Generate> | undefined;
  let code: Promise<typeof Modules> | undefined;

  /** The first load: this plugin's own, or, with shareFirstLoad, the one another plugin of the process started. */
  function firstLoad(): Promise<Generate> {
    if (!options.shareFirstLoad) return load();
    const key = path.resolve(root, contentDir);
    const now = stamp([key, ...SOURCE_FOLDERS.map((folder) => path.join(root, folder))]);
    const shared = sharedFirstLoads.get(key);
    if (now && shared?.stamp === now) return shared.load;
    const fresh = load();
    if (!now) return fresh;
    const entry = { stamp: now, load: fresh };
    sharedFirstLoads.set(key, entry);
    fresh.catch(() => {
      if (sharedFirstLoads.get(key) === entry) sharedFirstLoads.delete(key);
    });
    return fresh;
  }

  // Imported afresh once the code behind it changed, so that the dev server sees edited schemas too; a content
  // edit alone reuses it (an import costs ~200 ms, a third of the time from a save to the reloaded page).
  async function load(): Promise<Generate> {
    const url = `${pathToFileURL(path.join(root, 'src/build/content-modules.ts')).href}?t=${Date.now()}`;
    code ??= tsImport(url, import.meta.url) as Promise<typeof Modules>;
    return (await code).contentModules(root, contentDir);
  }

  async function reload(server: ViteDevServer, files: string[]) {
    const next = load();
    try {
      await next;
    } catch (error) {
      code = undefined;
      throw error;
    }
    loading = next;
    const changed = new Set(files);
    // A body's facts and prices are filled as it compiles (src/build/remark-facts.ts): a change of facts.yaml, of a
    // product's price or of the words around a price (site.yaml) is theirs.
    const slotsChanged = files.some(
      (file) =>
        ['facts.yaml', 'site.yaml'].includes(path.basename(file)) || path.basename(path.dirname(file)) === 'products',
    );
    for (const env of Object.values(server.environments)) {
      for (const mod of env.moduleGraph.idToModuleMap.values()) {
        if (
          mod.id?.startsWith(RESOLVED) ||
          (mod.file && changed.has(mod.file)) ||
          (slotsChanged && mod.id?.endsWith('.mdx'))
        )
          env.moduleGraph.invalidateModule(mod);
      }
    }
  }

  function reloadOnChange(server: ViteDevServer) {
    const dir = path.resolve(root, contentDir);
    const source = SOURCE_FOLDERS.map((folder) => path.join(root, folder));
    let pending: ReturnType<typeof setTimeout> | undefined;
    let changed: string[] = [];
    server.watcher.add(dir);
    server.watcher.on('all', (_event, file) => {
      if (source.some((folder) => file.startsWith(folder))) code = undefined;
      // Content files only (an editor's temporary file is not one); a save's several events make one reload.
      if (!file.startsWith(dir) || !/\.(ya?ml|mdx?)$/.test(file)) return;
      clearTimeout(pending);
      changed.push(file);
      pending = setTimeout(() => {
        const files = changed;
        changed = [];
        reload(server, files).then(
          () => server.ws.send({ type: 'full-reload' }),
          (error: unknown) => {
            // Tried again with the next change: what these files changed is still to be invalidated then.
            changed.push(...files);
            server.ws.send({ type: 'error', err: { message: (error as Error).message, stack: '' } });
          },
        );
      }, 20);
    });
  }

  let devServer: ViteDevServer | undefined;
  const api: ContentPluginApi = {
    reload: (files) => (devServer ? reload(devServer, files) : Promise.reject(new Error('No dev server to reload'))),
  };

  return {
    name: 'site-content',
    enforce: 'pre',
    api,
    configResolved(config) {
      root = config.root;
    },
    async buildStart() {
      // One load per process: the client and server builds share it.
      loading ??= firstLoad();
      try {
        await loading;
      } catch (error) {
        loading = undefined;
        this.error((error as Error).message);
      }
    },
    configureServer(server) {
      devServer = server;
      reloadOnChange(server);
      // The image files pages name, from the cache the content load fills.
      server.middlewares.use(IMAGES, (req, res, next) => {
        void (async () => {
          const file = (await (loading ??= firstLoad())).images.get(IMAGES + (req.url ?? '').slice(1).split('?')[0]);
          if (!file) return next();
          res.setHeader(
            'Content-Type',
            `image/${path.extname(file).slice(1).replace('jpg', 'jpeg').replace('svg', 'svg+xml')}`,
          );
          res.end(await readFile(file));
        })().catch(next);
      });
    },
    async generateBundle() {
      // The browser build ships the image files; the server build only needs their addresses.
      if (this.environment.config.consumer !== 'client' || !loading) return;
      for (const [url, file] of (await loading).images)
        this.emitFile({ type: 'asset', fileName: url.slice(1), source: await readFile(file) });
    },
    resolveId(id) {
      return id.startsWith(PREFIX) ? `\0${id}` : undefined;
    },
    async load(id, options) {
      if (!id.startsWith(RESOLVED)) return undefined;
      loading ??= firstLoad();
      const code = (await loading).generate(
        id.slice(1),
        options?.ssr ?? false,
        this.environment.config.command === 'build',
      );
      if (code === undefined) this.error(`Unknown content module ${id.slice(1)}`);
      return code;
    },
  };
}
