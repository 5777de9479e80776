// What the people of the team soak do (scripts/bench/cms-soak.ts). An editor opens a document in one of the open
// drafts (the shared hosting product half of the time, so that people meet on it), takes a while to change one FAQ
// answer, and saves from the version it opened; a conflict is counted as shown, and the person keeps their own
// value and saves again. Now and then an editor uploads an image. A publisher submits a draft, reviews its changes,
// and publishes the commit it reviewed; a published draft is replaced by a new one, so there are always four.
import sharp from 'sharp';
import type { Client } from './cms-soak-client.ts';
import { inSmoke } from './smoke.ts';

export const HOT = 'products/shared.yaml';
const COLD = ['products/vps.yaml', 'products/cloud.yaml', 'products/wordpress.yaml', 'pages/email.yaml'];
const TOKEN = / \[soak [a-z0-9-]+\]$/;

export type Path = (string | number)[];

export interface Saved {
  draft: string;
  file: string;
  /** The FAQ answer changed */
  where: Path;
  token: string;
  /** The draft's commit the service answered with */
  commit: string;
}

export interface Ledger {
  saved: Saved[];
  saveMs: number[];
  publishMs: number[];
  conflictsShown: number;
  published: number;
  /** A publish refused because the draft changed after its review */
  publishStale: number;
  uploads: number;
  /** Answers that were neither a success nor a conflict, by status (0: no answer) */
  failures: Record<string, number>;
}

export const newLedger = (): Ledger => ({
  saved: [],
  saveMs: [],
  publishMs: [],
  conflictsShown: 0,
  published: 0,
  publishStale: 0,
  uploads: 0,
  failures: {},
});

export interface Pool {
  drafts: string[];
  stopped: () => boolean;
}

const pick = <T>(xs: readonly T[]): T => xs[Math.floor(Math.random() * xs.length)]!;
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const think = (min: number, max: number) => sleep(min + Math.random() * (max - min));
/**
 * A publisher's pauses: before taking up a draft, and over its changes. Smoke mode (a 12 s soak) takes a fifth, so
 * that each publisher publishes within the run, and the run's end does not wait out a 25 s pause.
 */
const BEFORE_REVIEW = inSmoke<[number, number]>([15_000, 25_000], [3_000, 5_000]);
const REVIEWING = inSmoke<[number, number]>([2000, 5000], [400, 1000]);
const fail = (ledger: Ledger, what: string, status: number) => {
  const key = `${what} ${status}`;
  ledger.failures[key] = (ledger.failures[key] ?? 0) + 1;
};

/** Every FAQ answer of a document: where it is. */
function answers(data: unknown, at: Path = []): Path[] {
  if (Array.isArray(data)) return data.flatMap((item, i) => answers(item, [...at, i]));
  if (typeof data !== 'object' || data === null) return [];
  return Object.entries(data).flatMap(([key, value]) =>
    key === 'answer' && typeof value === 'string' ? [[...at, key]] : answers(value, [...at, key]),
  );
}
function setAt(data: unknown, path: Path, value: string): void {
  let node = data as Record<string | number, unknown>;
  for (const key of path.slice(0, -1)) node = node[key] as Record<string | number, unknown>;
  node[path.at(-1)!] = value;
}
const getAt = (data: unknown, path: Path): unknown =>
  path.reduce<unknown>((node, key) => (node as Record<string | number, unknown>)?.[key], data);

interface Opened {
  data: Record<string, unknown>;
  body?: string;
  version: string;
}

/** One editor, until the soak stops. */
export async function editor(client: Client, pool: Pool, ledger: Ledger, id: string) {
  const png = await sharp({ create: { width: 320, height: 200, channels: 3, background: '#3366cc' } })
    .png()
    .toBuffer();
  for (let n = 0; !pool.stopped(); n++) {
    const draft = pick(pool.drafts);
    const file = Math.random() < 0.5 ? HOT : pick(COLD);
    if (n % 12 === 11) {
      const upload = await client.call('POST', `/api/media?folder=blog&name=soak-${id}-${n}`, {
        bytes: png,
        type: 'image/png',
        draft,
      });
      if (upload.status === 201) ledger.uploads++;
      else fail(ledger, 'upload', upload.status);
      continue;
    }
    const opened = await client.call<Opened>('GET', `/api/document?file=${file}`, { draft });
    if (opened.status !== 200) {
      fail(ledger, 'open', opened.status);
      await think(500, 1500);
      continue;
    }
    const token = `${id}-${n}`;
    const where = pick(answers(opened.body.data));
    const mine = (data: Record<string, unknown>) => {
      const edited = structuredClone(data);
      setAt(edited, where, `${String(getAt(data, where)).replace(TOKEN, () => '')} [soak ${token}]`);
      return edited;
    };
    // Reading and typing: long enough that someone else saves the same document meanwhile.
    await think(1000, 4000);
    let base = opened.body;
    for (let attempt = 0; attempt < 3 && !pool.stopped(); attempt++) {
      const saved = await client.call('PUT', `/api/document?file=${file}`, {
        json: {
          data: mine(base.data),
          body: base.body,
          base: { version: base.version, data: base.data, body: base.body },
        },
        draft,
      });
      ledger.saveMs.push(saved.ms);
      if (saved.status === 200 && saved.body.saved === true) {
        ledger.saved.push({ draft, file, where, token, commit: String(saved.body.draftCommit ?? '') });
        break;
      }
      if (saved.status === 409 && Array.isArray(saved.body.conflicts)) {
        // Shown to the person, who keeps their own value: saved again from the version the answer holds.
        ledger.conflictsShown++;
        const again = await client.call<Opened>('GET', `/api/document?file=${file}`, { draft });
        if (again.status !== 200) break;
        base = again.body;
        continue;
      }
      fail(ledger, 'save', saved.status);
      break;
    }
    await think(500, 2000);
  }
}

interface Changes {
  commit?: string;
}

/** One publisher, until the soak stops. */
export async function publisher(client: Client, pool: Pool, ledger: Ledger, newDraft: () => Promise<string>) {
  while (!pool.stopped()) {
    await think(...BEFORE_REVIEW);
    if (pool.stopped()) break;
    const slug = pick(pool.drafts);
    const submitted = await client.call('POST', `/api/drafts/${slug}/status`, { json: { status: 'in-review' } });
    if (submitted.status !== 200) {
      fail(ledger, 'submit', submitted.status);
      continue;
    }
    const review = await client.call<Changes>('GET', `/api/drafts/${slug}/changes`);
    if (review.status !== 200) {
      fail(ledger, 'review', review.status);
      continue;
    }
    await think(...REVIEWING);
    let publish = await client.call('POST', `/api/drafts/${slug}/publish`, { json: { commit: review.body.commit } });
    if (publish.status === 409 && Array.isArray(publish.body.conflicts)) {
      // Main changed the same answer since (another draft published): the publisher keeps the draft's value.
      ledger.conflictsShown++;
      const conflicts = publish.body.conflicts as { file: string; path: string; draft: unknown }[];
      const resolutions = conflicts.map(({ file, path, draft }) => ({ file, path, value: draft }));
      publish = await client.call('POST', `/api/drafts/${slug}/publish`, {
        json: { commit: review.body.commit, resolutions },
      });
    }
    if (publish.status === 200) {
      ledger.published++;
      ledger.publishMs.push(publish.ms);
      const replacement = await newDraft();
      pool.drafts = pool.drafts.map((d) => (d === slug ? replacement : d));
    } else if (publish.status === 409 && !Array.isArray(publish.body.conflicts)) ledger.publishStale++;
    else fail(ledger, 'publish', publish.status);
  }
}
