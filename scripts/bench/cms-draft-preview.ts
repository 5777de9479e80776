// The team editor's draft preview (cms/team/preview/): how long from a save into a draft to its preview showing
// the saved price. Against the tests' git daemon remote and the service in process (cms/testing/drafts-api.ts),
// as the signed-in editor. Prints, with the load average:
//   - cold: the first preview after a save, which starts the renderer (a fresh service each run, COLD_RUNS);
//   - warm: a preview after each later save (WARM_RUNS), the renderer already running;
//   - switch: a preview of another draft than the one the renderer holds, and back;
//   - the save itself (the build's checks, commit, push), for comparison.
import { readYaml } from '../../cms/local-api/yaml-edit.ts';
import { SHARED, usd, type Product } from '../../cms/testing/people.ts';
import { startDraftsApi, type DraftsApi } from '../../cms/testing/drafts-api.ts';
import { load, median } from './cms-bench.ts';
import { inSmoke } from './smoke.ts';

const COLD_RUNS = inSmoke(Number(process.env.COLD_RUNS ?? 3), 1);
const WARM_RUNS = inSmoke(Number(process.env.WARM_RUNS ?? 9), 1);
/** Switches to the other draft and back */
const SWITCHES = inSmoke(3, 1);

async function newDraft(api: DraftsApi, title: string) {
  const created = await api.editor.call<{ draft: { slug: string } }>('POST', '/api/drafts', { title });
  const slug = created.body.draft.slug;
  const read = await api.editor.call<{ text: string }>('GET', `/api/drafts/${slug}/files/${SHARED}`);
  return { slug, product: readYaml(read.body.text) as Product };
}

/** Saves a new Starter price; the time the save took. */
async function save(api: DraftsApi, draft: { slug: string; product: Product }, cents: number) {
  draft.product.plans[0]!.price = cents;
  const file = `/api/drafts/${draft.slug}/files/${SHARED}`;
  const { version } = (await api.editor.call<{ version: string }>('GET', file)).body;
  const started = performance.now();
  const saved = await api.editor.call('PUT', file, { data: draft.product, base: version });
  if (saved.status !== 200) throw new Error(`save answered ${saved.status}`);
  return performance.now() - started;
}

/** Asks for the preview until it shows the price; the time from the call to that answer. */
async function previewShows(api: DraftsApi, slug: string, cents: number) {
  const started = performance.now();
  const page = await api.editor.call<{ text: string }>('GET', `/drafts/${slug}/preview/hosting/shared`);
  if (page.status !== 200 || !page.body.text.includes(usd(cents)))
    throw new Error(`the preview answered ${page.status} without ${usd(cents)}`);
  return performance.now() - started;
}

const ms = (xs: number[]) =>
  `median ${Math.round(median(xs))} ms (min ${Math.round(Math.min(...xs))}, max ${Math.round(Math.max(...xs))}, n=${xs.length})`;

console.log(`load average at start: ${load()}`);
const cold: number[] = [];
const warm: number[] = [];
const switched: number[] = [];
const saves: number[] = [];
for (let run = 0; run < COLD_RUNS; run++) {
  const api = await startDraftsApi(undefined, undefined, { idleMs: 600_000 });
  try {
    const draft = await newDraft(api, 'Bench');
    const base = draft.product.plans[0]!.price;
    saves.push(await save(api, draft, base + 1));
    cold.push(await previewShows(api, draft.slug, base + 1));
    if (run < COLD_RUNS - 1) continue;
    for (let i = 2; i < WARM_RUNS + 2; i++) {
      saves.push(await save(api, draft, base + i));
      warm.push(await previewShows(api, draft.slug, base + i));
    }
    const other = await newDraft(api, 'Other');
    await save(api, other, base - 1);
    for (let i = 0; i < SWITCHES; i++) {
      switched.push(await previewShows(api, other.slug, base - 1));
      switched.push(await previewShows(api, draft.slug, base + WARM_RUNS + 1));
    }
  } finally {
    await api.stop();
  }
}
console.log(`first preview after a save, renderer starting: ${ms(cold)}`);
console.log(`preview after a save, renderer running:        ${ms(warm)}`);
console.log(`preview of another draft than the last one:    ${ms(switched)}`);
console.log(`the save itself (checks, commit, push):        ${ms(saves)}`);
console.log(`load average at end: ${load()}`);
