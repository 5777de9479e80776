// The team editor inside a draft (cms/team/routes/draft-document.ts): every call of the editor's API runs on the
// service's clone, its worktree put on the draft's newest commit, with the content kept per commit. How long a
// marketer waits, against the tests' git daemon remote and the service in process, as the signed-in editor:
//   - open after a save: the document, right after a save made a new commit (the content loaded afresh);
//   - open again: the same document, nothing saved since;
//   - switch: the document in another draft, and back (the worktree moved; each commit's content kept);
//   - the catalog (the files listed for the sidebar) and the image library, in the draft;
//   - the writes a draft now takes: a new post, its delete, an image upload (checks, commit, push).
// Prints medians with the load average; RUNS sets how many of each (default 7).
import sharp from 'sharp';
import { SHARED, type Product } from '../../cms/testing/people.ts';
import { startDraftsApi } from '../../cms/testing/drafts-api.ts';
import { load, median } from './cms-bench.ts';
import { inSmoke } from './smoke.ts';

const RUNS = inSmoke(Number(process.env.RUNS ?? 7), 1);
const document = `/api/document?file=${SHARED}`;
const POST = 'blog/choosing-the-right-hosting-plan.mdx';

const ms = (xs: number[]) =>
  `median ${Math.round(median(xs))} ms (min ${Math.round(Math.min(...xs))}, max ${Math.round(Math.max(...xs))}, n=${xs.length})`;

console.log(`load average at start: ${load()}`);
const api = await startDraftsApi();
const timed = async (method: string, url: string, body: unknown, headers: Record<string, string>, ok: number) => {
  const started = performance.now();
  const answer = await api.editor.call(method, url, body, headers);
  if (answer.status !== ok)
    throw new Error(`${method} ${url} answered ${answer.status}: ${JSON.stringify(answer.body)}`);
  return { ms: performance.now() - started, body: answer.body };
};
const figures: Record<string, number[]> = {
  'open after a save': [],
  'open again': [],
  'open in another draft, or back': [],
  'the catalog': [],
  'the image library': [],
  'a new post (checks, commit, push)': [],
  'its delete': [],
  'an image upload': [],
  "the library's thumbnails, asked at once": [],
  'an upload asked with them': [],
};
try {
  const draft = async (title: string) => {
    const created = await api.editor.call<{ draft: { slug: string } }>('POST', '/api/drafts', { title });
    return { 'x-cms-draft': created.body.draft.slug };
  };
  const a = await draft('Bench A');
  const b = await draft('Bench B');
  const product = (await timed('GET', document, undefined, a, 200)).body as { data: Product; version: string };
  const post = (await timed('GET', `/api/document?file=${POST}`, undefined, a, 200)).body as {
    data: Record<string, unknown>;
    body: string;
  };
  const png = await sharp({ create: { width: 640, height: 400, channels: 3, background: '#3366cc' } })
    .png()
    .toBuffer();
  const images = (await timed('GET', '/api/media', undefined, a, 200)).body.images as { path: string }[];
  for (let run = 0; run < RUNS; run++) {
    // The image picker opened: every thumbnail asked at once, as the browser asks them, and an upload among them.
    const started = performance.now();
    const thumbnails = Promise.all(
      images.map((image) => timed('GET', `/api/media/file?path=${encodeURIComponent(image.path)}`, undefined, a, 200)),
    );
    const among = timed(
      'POST',
      `/api/media?folder=blog&name=among-${run}`,
      new Uint8Array(png),
      { ...a, 'content-type': 'image/png' },
      201,
    );
    figures['an upload asked with them']!.push((await among).ms);
    await thumbnails;
    figures["the library's thumbnails, asked at once"]!.push(performance.now() - started);
    const base = { version: product.version, data: structuredClone(product.data) };
    product.data.plans[0]!.price += 1;
    product.version = (await timed('PUT', document, { data: product.data, base }, a, 200)).body.version as string;
    figures['open after a save']!.push((await timed('GET', document, undefined, a, 200)).ms);
    figures['open again']!.push((await timed('GET', document, undefined, a, 200)).ms);
    figures['open in another draft, or back']!.push((await timed('GET', document, undefined, b, 200)).ms);
    figures['open in another draft, or back']!.push((await timed('GET', document, undefined, a, 200)).ms);
    figures['the catalog']!.push((await timed('GET', '/api/types', undefined, a, 200)).ms);
    figures['the image library']!.push((await timed('GET', '/api/media', undefined, a, 200)).ms);
    const file = `blog/bench-post-${run}.mdx`;
    const edit = { data: { ...post.data, title: `Bench post ${run}`, featured: false }, body: post.body };
    figures['a new post (checks, commit, push)']!.push(
      (await timed('POST', `/api/document?file=${file}`, edit, a, 200)).ms,
    );
    figures['its delete']!.push((await timed('DELETE', `/api/document?file=${file}`, {}, a, 200)).ms);
    const upload = `/api/media?folder=blog&name=bench-${run}`;
    figures['an image upload']!.push(
      (await timed('POST', upload, new Uint8Array(png), { ...a, 'content-type': 'image/png' }, 201)).ms,
    );
  }
} finally {
  await api.stop();
}
for (const [name, xs] of Object.entries(figures)) console.log(`${`${name}:`.padEnd(36)} ${ms(xs)}`);
console.log(`load average at end: ${load()}`);
