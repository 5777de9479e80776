// The page's inline loader (src/layout/early-submit-loader.ts) compiled for one build's entry script: a small
// self-contained script, minified, whose exact text the prerender writes into each page and hashes for its CSP.
import path from 'node:path';
import { build, type Rolldown } from 'vite';

const loaderModule = path.resolve(import.meta.dirname, '../src/layout/early-submit-loader.ts');
const entryId = '\0early-submit-entry';

/** The body of the inline <script> that loads `entrySrc` (the built entry's URL) and holds early submits. */
export async function earlySubmitScript(entrySrc: string): Promise<string> {
  const output = await build({
    configFile: false,
    logLevel: 'warn',
    // No public/ copy, no .env files, no index.html: this build only turns one module into one script.
    publicDir: false,
    envDir: false,
    plugins: [
      {
        name: 'early-submit-entry',
        resolveId: (id) => (id === entryId ? id : undefined),
        load: (id) =>
          id === entryId
            ? `import { earlySubmitLoader } from ${JSON.stringify(loaderModule)};\nearlySubmitLoader(${JSON.stringify(entrySrc)});\n`
            : undefined,
      },
    ],
    build: {
      write: false,
      minify: true,
      // Browsers that run the module entry (the only ones the loader starts anything for) have ES2020.
      target: 'es2020',
      copyPublicDir: false,
      rolldownOptions: { input: entryId, output: { format: 'iife' } },
    },
  });
  const outputs = (Array.isArray(output) ? output : [output]) as Rolldown.RolldownOutput[];
  const chunks = outputs.flatMap((o) => o.output).filter((file) => file.type === 'chunk');
  if (chunks.length !== 1 || !chunks[0]) throw new Error(`the early-submit loader built into ${chunks.length} chunks`);
  // A script element ends at the first "</script", whatever quotes it sits in.
  const code = chunks[0].code.trim();
  if (/<\/script/i.test(code)) throw new Error('the early-submit loader holds "</script"');
  return code;
}
