// The build's card step: writes the share card each page's head names (dist/client/static/share/*.png) and
// dist/share-cards.json, which says what each card shows. Cards are kept in a cache folder by name (a hash of their
// words and of the drawing code: src/build/share-card-name.ts), so a build draws only the cards that changed.
import { existsSync } from 'node:fs';
import { copyFile, mkdir, readdir, rename, rm, stat, writeFile } from 'node:fs/promises';
import { availableParallelism } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import pLimit from 'p-limit';
import type * as EntryServer from '../src/entry-server.tsx';
import { shareCardUrl } from '../src/build/share-card-name.ts';
import type * as Renderer from '../src/build/share-card-render.ts';

/** Where drawn cards are kept between builds; SHARE_CARD_CACHE moves it (bench:build draws every card afresh). */
const CACHE = process.env.SHARE_CARD_CACHE ?? 'node_modules/.cache/share-cards';
/** Cards no build has drawn for this long are dropped from the cache, once a build draws new ones. */
const KEEP_MS = 30 * 24 * 3600 * 1000;

/**
 * Removes the cached cards this build did not use that were drawn more than KEEP_MS ago. Other content folders (the
 * visual tests', bench:build's) share the cache: a card they still use was drawn recently, or is drawn again.
 */
async function prune(cache: string, used: Set<string>) {
  const old = Date.now() - KEEP_MS;
  for (const name of await readdir(cache)) {
    if (used.has(name)) continue;
    const file = path.join(cache, name);
    if ((await stat(file)).mtimeMs < old) await rm(file, { force: true });
  }
}

export interface ShareCardReport {
  cards: number;
  drawn: number;
  ms: number;
}

export async function writeShareCards(outDir: string): Promise<ShareCardReport> {
  const started = performance.now();
  const entry = pathToFileURL(path.join(outDir, 'server/entry-server.js')).href;
  const { shareCards } = (await import(entry)) as typeof EntryServer;
  const jobs = await shareCards();
  // The head names a card by its words; drawing other words under that name would share a stale picture.
  for (const { url, paths, card } of jobs) {
    const named = shareCardUrl(paths[0] ?? '', card);
    if (named !== url) throw new Error(`${paths[0]}: its head names the share card ${url}, its words make ${named}`);
  }
  const cache = path.resolve(CACHE);
  const clientDir = path.join(outDir, 'client');
  const folders = new Set(jobs.map((j) => path.dirname(path.join(clientDir, j.url))));
  await Promise.all([cache, ...folders].map((dir) => mkdir(dir, { recursive: true })));
  // Each card is laid out on this thread and painted on libuv's pool: a few at once keep every core busy.
  const limit = pLimit(availableParallelism() * 2);
  let drawn = 0;
  // satori and resvg load only when a card is missing from the cache.
  let renderer: Promise<typeof Renderer> | undefined;
  // One drawing per address: two pages can only share one if their words, and so their picture, are the same.
  const drawings = new Map(jobs.map((j) => [j.url, j.card]));
  await Promise.all(
    [...drawings].map(([url, card]) =>
      limit(async () => {
        const cached = path.join(cache, path.basename(url));
        if (!existsSync(cached)) {
          // Written aside and renamed, so that a build stopped halfway never leaves half a card in the cache.
          const part = `${cached}.${process.pid}.part`;
          const { renderShareCard } = await (renderer ??= import('../src/build/share-card-render.ts'));
          await writeFile(part, await renderShareCard(card));
          await rename(part, cached);
          drawn++;
        }
        await copyFile(cached, path.join(clientDir, url));
      }),
    ),
  );
  if (drawn) await prune(cache, new Set(jobs.map((j) => path.basename(j.url))));
  // Outside client/, so never served: what each card shows, for tests and for people checking a card.
  const manifest = Object.fromEntries(jobs.map(({ url, paths, card }) => [url, { paths, card }]));
  await writeFile(path.join(outDir, 'share-cards.json'), `${JSON.stringify(manifest, null, 2)}\n`);
  const ms = performance.now() - started;
  const perCard = drawn ? `, ${(ms / drawn).toFixed(1)} ms per drawn card` : '';
  const counts = `${drawings.size} (${drawn} drawn, ${drawings.size - drawn} from the cache)`;
  console.log(`share cards: ${counts} in ${Math.round(ms)} ms${perCard}`);
  return { cards: drawings.size, drawn, ms };
}
