// The site's typeface, Inter (variable weight, SIL Open Font License, from @fontsource-variable/inter): a build
// keeps only the characters the content and the code use and ships it as one hashed file; `virtual:font` gives
// its address to the stylesheet (@font-face) and the prerendered head (preload). The dev server serves the whole
// file at an address of its own, as the icon sprite's: never by its path on disk (Vite's /@fs/<absolute path>),
// which would name the machine's folders in every page, the editor's draft previews included.
import { createHash } from 'node:crypto';
import { readFile, readdir } from 'node:fs/promises';
import path from 'node:path';
import subsetFont from 'subset-font';
import type { Plugin } from 'vite';
import { INTER_FILE as SOURCE } from './svg-typeface.ts';

const ID = 'virtual:font';
/** Where the dev server serves the font */
const DEV_FONT_URL = '/@font/inter.woff2';
// Typed in content or code now or soon: printable ASCII and the punctuation and signs marketers reach for.
const ALWAYS = `${String.fromCharCode(...Array.from({ length: 95 }, (_, i) => i + 32))}–—‘’“”…•·©®™€£×✓→←↑↓±°`;

async function textOf(dir: string, pattern: RegExp): Promise<string> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  const files = entries.filter((e) => e.isFile() && pattern.test(e.name)).map((e) => path.join(e.parentPath, e.name));
  return (await Promise.all(files.map((file) => readFile(file, 'utf8')))).join('');
}

export function fontPlugin(options: { contentDir: string }): Plugin {
  let url: Promise<{ url: string; file?: { name: string; source: Uint8Array } }> | undefined;
  let root = process.cwd();
  let build = false;

  async function subset() {
    const text =
      ALWAYS +
      (await textOf(path.join(root, options.contentDir), /\.(ya?ml|mdx)$/)) +
      (await textOf(path.join(root, 'src'), /\.tsx?$/));
    const source = await subsetFont(await readFile(SOURCE), [...new Set(text)].join(''), { targetFormat: 'woff2' });
    const name = `static/fonts/inter-${createHash('sha256').update(source).digest('hex').slice(0, 8)}.woff2`;
    return { url: `/${name}`, file: { name, source } };
  }

  return {
    name: 'site-font',
    configResolved(config) {
      root = config.root;
      build = config.command === 'build';
    },
    resolveId: (id) => (id === ID ? `\0${ID}` : undefined),
    async load(id) {
      if (id !== `\0${ID}`) return undefined;
      // The dev server serves the whole Latin file: no subset to redo on each content edit.
      url ??= build ? subset() : Promise.resolve({ url: DEV_FONT_URL });
      return `export default ${JSON.stringify((await url).url)};\n`;
    },
    configureServer(server) {
      server.middlewares.use((req, res, next) => {
        if (req.url?.split('?')[0] !== DEV_FONT_URL) return next();
        readFile(SOURCE).then((font) => {
          res.setHeader('Content-Type', 'font/woff2');
          res.end(font);
        }, next);
      });
    },
    async generateBundle() {
      const file = url && (await url).file;
      if (file && this.environment.config.consumer === 'client')
        this.emitFile({ type: 'asset', fileName: file.name, source: file.source });
    },
  };
}
