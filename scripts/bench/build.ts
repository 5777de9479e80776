// npm run bench:build: the time of a full production build (client, server, prerender of every page), then the same
// with 500 synthetic blog posts and 50 synthetic products added to a temporary copy of content/: time per extra page.
import { spawnSync } from 'node:child_process';
import { cpSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { parseDocument } from 'yaml';

const POSTS = 500;
const PRODUCTS = 50;
const scratch = '.tmp/bench-build';

function timeBuild(env: Record<string, string>): number {
  const started = performance.now();
  const result = spawnSync('npx', ['tsx', 'scripts/build.ts'], { env: { ...process.env, ...env }, encoding: 'utf8' });
  if (result.status !== 0) throw new Error(`build failed:\n${result.stdout}\n${result.stderr}`);
  return (performance.now() - started) / 1000;
}

rmSync(scratch, { recursive: true, force: true });
const content = path.join(scratch, 'content');
mkdirSync(scratch, { recursive: true });
cpSync('content', content, { recursive: true });
const post = readFileSync('content/blog/website-security-checklist.mdx', 'utf8');
for (let i = 0; i < POSTS; i++)
  writeFileSync(
    path.join(content, 'blog', `synthetic-post-${i}.mdx`),
    post.replace(/^title: .*$/m, `title: Synthetic post number ${i}`).replace(/^featured: true$/m, 'featured: false'),
  );
const product = readFileSync('content/products/vps.yaml', 'utf8');
for (let i = 0; i < PRODUCTS; i++) {
  const doc = parseDocument(product);
  doc.setIn(['slug'], `synthetic-${i}`);
  doc.setIn(['name'], `Synthetic Hosting ${i}`);
  doc.setIn(['title'], `Synthetic Hosting ${i} | NimbusHost`);
  writeFileSync(path.join(content, 'products', `synthetic-${i}.yaml`), doc.toString());
}

const base = timeBuild({ OUT_DIR: path.join(scratch, 'dist-base') });
const scaled = timeBuild({ OUT_DIR: path.join(scratch, 'dist-scaled'), CONTENT_DIR: content });
rmSync(scratch, { recursive: true, force: true });

const extra = POSTS + PRODUCTS;
const perPage = ((scaled - base) / extra) * 1000;
console.table({
  'full build (35 pages)': { seconds: +base.toFixed(2) },
  [`with ${POSTS} posts + ${PRODUCTS} products`]: { seconds: +scaled.toFixed(2) },
});
console.log(
  `per extra page: ${perPage.toFixed(1)} ms (target ≤ 20 ms: ${perPage <= 20 ? 'met' : 'MISSED'}); full build target ≤ 10 s: ${base <= 10 ? 'met' : 'MISSED'}`,
);
