// A production build of the site in which one post's body carries a <script> that the content check never saw:
// the MDX file is read as it is on disk (the loader checks that), but the MDX compiler is handed the file with a
// script appended. It stands for any way a script could slip past the check; the page's CSP must still block it.
// The hand-off site of the e2e run is built this way (playwright.config.ts), which tests/e2e/csp-planted.spec.ts
// reads: one build for both, rather than a whole build of its own for one page.
// Usage: tsx tests/helpers/planted-build.ts <out dir> <post file inside the content folder, e.g. blog/x.mdx>
import { spawnSync } from 'node:child_process';
import { readFile, rm } from 'node:fs/promises';
import path from 'node:path';
import { build, type Plugin } from 'vite';
import { tsxCommand } from '../../scripts/node-command.ts';

const PLANTED = 'window.__planted = true';

const [outDir, post] = process.argv.slice(2);
if (!outDir || !post) throw new Error('usage: planted-build.ts <out dir> <post file>');

const plant = (): Plugin => ({
  name: 'plant-a-script',
  enforce: 'pre',
  async load(id) {
    if (!id.endsWith(`/${post}`)) return null;
    const text = await readFile(id, 'utf8');
    return `${text}\n\n<script>{${JSON.stringify(PLANTED)}}</script>\n`;
  },
});

process.env.OUT_DIR = outDir;
process.env.NODE_ENV = 'production';
await rm(outDir, { recursive: true, force: true });
const common = { configFile: path.resolve('vite.config.ts'), mode: 'production', logLevel: 'warn' as const };
await build({ ...common, plugins: [plant()] });
await build({ ...common, plugins: [plant()], build: { ssr: true } });
const prerender = spawnSync(...tsxCommand('scripts/prerender.ts'), { stdio: 'inherit' });
process.exit(prerender.status ?? 1);
