// The Node programs of production, compiled as dist/server is: our own code bundled into one file each, packages left
// to node_modules (so `npm ci --omit=dev` is enough to run them, and no tsx). `npm run build` makes dist/start.js
// (npm start), `npm run cms:build` makes .cms-service/ (npm run cms:serve, cms:user). The bundler follows the imports
// of the entry scripts; a file that finds its neighbours from its own address (import.meta.url, .dirname) still finds
// them in the source tree beside the output, so a bundle runs from a checkout of the project with its build.
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { build, type Plugin } from 'esbuild';

const root = process.cwd();

export const NODE_BUILDS = {
  site: { outDir: process.env.OUT_DIR ?? 'dist', entries: { start: 'scripts/start.ts' } },
  cms: { outDir: '.cms-service', entries: { 'cms-serve': 'scripts/cms-serve.ts', 'cms-user': 'scripts/cms-user.ts' } },
} as const;

/** The project root, from the bundle's folder; and a source file's address, from its path in the project. */
const banner = (outDir: string) =>
  [
    "import { dirname as __dirnameOf } from 'node:path';",
    "import { fileURLToPath as __pathOf } from 'node:url';",
    `const __projectRoot = new URL('${path.relative(path.join(root, outDir), root).split(path.sep).join('/')}/', import.meta.url);`,
    'const __sourceUrl = (file) => new URL(file, __projectRoot).href;',
    'const __sourceDir = (file) => __dirnameOf(__pathOf(__sourceUrl(file)));',
  ].join('\n');

/** import.meta.url and .dirname in our own files name the source file, not the bundle. */
const sourceAddresses: Plugin = {
  name: 'source-addresses',
  setup(bundler) {
    bundler.onLoad({ filter: /\.tsx?$/ }, async (args) => {
      if (args.path.includes(`${path.sep}node_modules${path.sep}`)) return undefined;
      const file = JSON.stringify(path.relative(root, args.path).split(path.sep).join('/'));
      const code = (await readFile(args.path, 'utf8')).replace(/import\.meta\.(url|dirname)\b/g, (_, what: string) =>
        what === 'url' ? `__sourceUrl(${file})` : `__sourceDir(${file})`,
      );
      return { contents: code, loader: args.path.endsWith('x') ? 'tsx' : 'ts' };
    });
  },
};

export async function buildNode(target: keyof typeof NODE_BUILDS): Promise<void> {
  const { outDir, entries } = NODE_BUILDS[target];
  await build({
    entryPoints: entries,
    outdir: path.join(root, outDir),
    bundle: true,
    packages: 'external',
    platform: 'node',
    format: 'esm',
    target: 'node20',
    jsx: 'automatic',
    banner: { js: banner(outDir) },
    plugins: [sourceAddresses],
    logLevel: 'warning',
  });
}

const target = process.argv[2];
if (target === 'site' || target === 'cms') await buildNode(target);
else if (target !== undefined) throw new Error(`build-node.ts: site or cms, not ${target}`);
