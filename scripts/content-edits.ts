// npm run test:content-edits: a marketer's edits must never turn the suite red (house rule 11). Copies content/ to
// a scratch folder and edits the copy the way marketers do, everywhere at once: every price changes, every text
// changes (same length, same punctuation), dates move and lists whose order means nothing are reordered. The copy
// must still pass the content checks; then the unit and component tests and the production build run on it.
// What the spec fixes (tests/spec.ts) and what other files refer to (paths, slugs, ids, types) stay as they are.
import { spawnSync } from 'node:child_process';
import { cpSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { isSeq, parseDocument, type Document, type YAMLSeq } from 'yaml';
import type { ContentType } from '../src/content/define.ts';
import { joinMdx, splitMdx } from '../src/content/frontmatter.ts';
import { formatReport } from '../src/content/issue.ts';
import { loadContent } from '../src/assembly/site-content.ts';
import { productPath } from '../src/vocabulary/paths.ts';
import { contentTypes } from '../src/assembly/site-content.ts';
import { isDate, isPrice, isText, jsonSchemaOf, walk, type FieldPath } from '../tests/helpers/content-schema.ts';
import { dollars } from '../tests/helpers/money.ts';
import * as spec from '../tests/spec.ts';

const root = path.resolve(import.meta.dirname, '..');
const scratch = path.join('.tmp', `content-edits-${process.pid}`);
const contentDir = path.join(scratch, 'content');
const outDir = path.join(scratch, 'dist');

/**
 * Lists whose order a marketer may change, by content type: field paths where `*` is any item and
 * `sections[<type>]` any section of that type. `sections[comparison].columns` moves each row's values along.
 */
const reorderable: Partial<Record<keyof typeof contentTypes, string[]>> = {
  site: ['footer.columns.*.links', 'footer.social', 'footer.legal'],
  products: [
    'card.features',
    'featureKeys',
    'plans',
    'plans.*.highlights',
    'sections[hero].badges',
    'sections[features].items',
    'sections[badges].items',
    'sections[faq].items',
  ],
  pages: [
    'sections[hero].badges',
    'sections[logoStrip].logos',
    'sections[productCards].products',
    'sections[stats].items',
    'sections[text].points',
    'sections[features].items',
    'sections[team].members',
    'sections[faq].items',
    'sections[plans].items',
    'sections[plans].items.*.features',
    'sections[emailPlans].items',
    'sections[emailPlans].items.*.features',
    'sections[comparison].columns',
    'sections[comparison].rows',
    'sections[supportChannels].items',
    'sections[webmailProviders].items',
    'sections[contactCards].items',
    'sections[affiliateTiers].notes',
  ],
  blogCategories: ['categories'],
  jobs: ['requirements'],
  testimonials: ['products'],
  socialProof: ['figures'],
};

// Deterministic randomness: the same content gets the same edits on every run.
function hash(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 0x01000193);
  return h >>> 0;
}
function random(seed: string): () => number {
  let a = hash(seed);
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

// Every string the spec fixes, and the templates that make one ("Last updated: {date}").
const fixed = new Set<string>();
const collect = (value: unknown): void => {
  if (typeof value === 'string') fixed.add(value);
  else if (Array.isArray(value)) value.forEach(collect);
  else if (value && typeof value === 'object') Object.values(value).forEach(collect);
};
collect(spec);
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
function isFixed(text: string): boolean {
  if (fixed.has(text)) return true;
  if (!/\{\w+\}/.test(text)) return false;
  const template = new RegExp(
    `^${text
      .split(/\{\w+\}/)
      .map(escape)
      .join('.+')}$`,
  );
  return [...fixed].some((s) => template.test(s));
}
const longDate = (iso: string) =>
  new Date(`${iso}T00:00:00Z`).toLocaleDateString('en-US', { timeZone: 'UTC', dateStyle: 'long' });
const isFixedDate = (iso: string) => [...fixed].some((s) => s.includes(longDate(iso)));

/**
 * The same text with every letter and digit replaced: same length, case, spaces, punctuation and {slots}, so it
 * stays valid wherever the original was. A function of the text alone, so equal texts (a post's category and
 * the category's name, a card's pricePlan and the plan's name) stay equal.
 */
function scramble(text: string): string {
  const next = random(`text:${text}`);
  const out = text.replace(/\{price:[^{}\n]*\}|\{\w+\}|[A-Za-z0-9]/g, (c) => {
    if (c.startsWith('{price:')) return renamedSlot(c);
    if (c.length > 1) return c;
    if (/\d/.test(c)) return String(Math.floor(next() * 10));
    const letter = String.fromCharCode(97 + Math.floor(next() * 26));
    return c === c.toUpperCase() ? letter.toUpperCase() : letter;
  });
  // A text of only slots and punctuation ("{workplace} · {place}") has no letter to change: it stays as it is.
  return out === text && /[a-z]/i.test(text.replace(/\{\w+\}/g, '')) ? scramble(`${text} `).slice(0, text.length) : out;
}

/** A text as the edit leaves it: the spec's own texts kept, every other one scrambled. */
const edited = (text: string) => (isFixed(text) ? text : scramble(text));

/**
 * A price slot ({price:shared/Starter}) naming its plan as the edit renamed it, as a marketer who renames a plan
 * renames it where copy shows its price: the product's file name stays, the plan's name is edited as the plan's own.
 */
function renamedSlot(slot: string): string {
  const key = slot.slice('{price:'.length, -1);
  const slash = key.indexOf('/');
  return slash < 0 ? slot : `{price:${key.slice(0, slash + 1)}${edited(key.slice(slash + 1))}}`;
}

/** An MDX body with its price slots (written \\{price:…\\}, as MDX reads braces as code) renamed. */
const withRenamedSlots = (body: string) =>
  body.replace(
    /\\\{price:([^{}\n\\]*)\\\}/g,
    (_all, key: string) => `\\${renamedSlot(`{price:${key}}`).slice(0, -1)}\\}`,
  );

/** A new whole number of cents, up or down by 1 cent to $4.99 depending on where the price is. */
function reprice(cents: number, seed: string): number {
  const h = hash(seed);
  const delta = 1 + (h % 499);
  return h & 0x10000 && cents - delta >= 1 ? cents - delta : cents + delta;
}

function moveDate(iso: string, seed: string): string {
  const date = new Date(`${iso}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() - 1 - (hash(seed) % 120));
  return date.toISOString().slice(0, 10);
}

/** A shuffled order of n items, never the same order when there are two or more. */
function permutation(n: number, seed: string): number[] {
  const next = random(seed);
  const order = [...Array(n).keys()];
  for (let i = n - 1; i > 0; i--) {
    const j = Math.floor(next() * (i + 1));
    [order[i], order[j]] = [order[j] as number, order[i] as number];
  }
  return n > 1 && order.every((v, i) => v === i) ? [...order.slice(1), 0] : order;
}

/** `sections.3.items.0.features` as `sections[plans].items.*.features`. */
function patternOf(fieldPath: FieldPath, data: unknown): string {
  const parts: string[] = [];
  let node = data as Record<string | number, unknown> | undefined;
  for (const key of fieldPath) {
    const next = node?.[key] as Record<string, unknown> | undefined;
    if (typeof key === 'number' && parts.at(-1) === 'sections') parts[parts.length - 1] = `sections[${next?.type}]`;
    else parts.push(typeof key === 'number' ? '*' : key);
    node = next as typeof node;
  }
  return parts.join('.');
}

const counts = { prices: 0, texts: 0, dates: 0, lists: 0, kept: 0 };

function editDocument(doc: Document, type: ContentType, typeName: string, file: string) {
  const data: unknown = doc.toJS();
  const visits = [...walk(data, jsonSchemaOf(type))];
  for (const visit of visits) {
    const { value, path: at } = visit;
    const seed = `${file}:${at.join('.')}`;
    if (isPrice(visit)) {
      doc.setIn(at, reprice(value as number, seed));
      counts.prices++;
    } else if (isDate(visit) && !isFixedDate(value as string)) {
      // Every date of a file moves by the same days, as a marketer would move them: a job's validThrough stays
      // after its datePosted.
      doc.setIn(at, moveDate(value as string, file));
      counts.dates++;
    } else if (isText(visit)) {
      if (isFixed(value as string)) counts.kept++;
      else if (scramble(value as string) !== value) {
        doc.setIn(at, scramble(value as string));
        counts.texts++;
      }
    }
  }
  // Reorders move whole items, so every list is found before any moves; a comparison's columns take their values along.
  const patterns = reorderable[typeName as keyof typeof contentTypes] ?? [];
  const seqAt = (at: FieldPath) => doc.getIn(at, true) as YAMLSeq;
  const moves = visits
    .filter((v) => Array.isArray(v.value) && (v.value as unknown[]).length > 1)
    .filter((v) => patterns.includes(patternOf(v.path, data)))
    .map(({ path: at, value }) => {
      const pattern = patternOf(at, data);
      const rows =
        pattern === 'sections[comparison].columns' ? (doc.getIn([...at.slice(0, -1), 'rows']) as unknown) : null;
      const rowCount = isSeq(rows) ? rows.items.length : 0;
      const lists = [
        seqAt(at),
        ...[...Array(rowCount).keys()].map((r) => seqAt([...at.slice(0, -1), 'rows', r, 'values'])),
      ];
      return { lists, order: permutation((value as unknown[]).length, `${file}:${at.join('.')}`) };
    });
  for (const { lists, order } of moves) {
    for (const list of lists) list.items = order.map((i) => list.items[i]);
    counts.lists++;
  }
}

function editFile(type: ContentType, typeName: string, relative: string) {
  const file = path.join(root, contentDir, relative);
  const text = readFileSync(file, 'utf8');
  if (relative.endsWith('.mdx')) {
    // The frontmatter, and the body's price slots: its Markdown and components stay as written.
    const parts = splitMdx(text);
    if (!parts) throw new Error(`${relative} has no frontmatter`);
    const doc = parseDocument(parts.frontmatter);
    editDocument(doc, type, typeName, relative);
    writeFileSync(file, joinMdx(text, { ...parts, frontmatter: doc.toString(), body: withRenamedSlots(parts.body) }));
  } else {
    const doc = parseDocument(text);
    editDocument(doc, type, typeName, relative);
    writeFileSync(file, doc.toString());
  }
}

function editContent() {
  for (const [typeName, type] of Object.entries(contentTypes) as [string, ContentType][]) {
    const files =
      type.kind === 'one'
        ? [type.file]
        : readdirSync(path.join(root, contentDir, type.folder))
            .filter((name) => name.endsWith(type.extension))
            .map((name) => path.posix.join(type.folder, name));
    for (const file of files) editFile(type, typeName, file);
  }
}

const seconds = (since: number) => `${((performance.now() - since) / 1000).toFixed(1)} s`;

function run(label: string, args: string[], env: Record<string, string> = {}): boolean {
  const started = performance.now();
  console.log(`\ncontent-edits: ${label}...`);
  const result = spawnSync('npx', ['--no-install', ...args], {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, CONTENT_DIR: contentDir, ...env },
  });
  const ok = result.status === 0;
  console.log(`content-edits: ${label} ${ok ? 'passed' : 'FAILED'} in ${seconds(started)}`);
  return ok;
}

/** The build shows the edited prices: every plan of every product on its prerendered page. */
async function builtPagesShowEditedPrices(): Promise<boolean> {
  const { content } = await loadContent({ root, contentDir });
  const missing = (content?.products ?? []).flatMap((product) => {
    const page = readFileSync(path.join(root, outDir, 'client', productPath(product.slug), 'index.html'), 'utf8');
    return product.plans
      .filter((plan) => !page.includes(dollars(plan.price)))
      .map((plan) => `${productPath(product.slug)}: ${plan.name} ${dollars(plan.price)}`);
  });
  if (missing.length > 0)
    console.error(`content-edits: the build does not show these edited prices:\n${missing.join('\n')}`);
  return missing.length === 0;
}

const cleanUp = () => rmSync(path.join(root, scratch), { recursive: true, force: true });
for (const signal of ['SIGINT', 'SIGTERM'] as const)
  process.on(signal, () => {
    cleanUp();
    process.exit(130);
  });

// --edit-only: edit and check the copy, then leave it in .tmp/ to look at, without running the tests and the build.
const editOnly = process.argv.includes('--edit-only');
const started = performance.now();
let ok = false;
try {
  mkdirSync(path.join(root, scratch), { recursive: true });
  cpSync(path.join(root, 'content'), path.join(root, contentDir), { recursive: true });
  editContent();
  console.log(
    `content-edits: in ${contentDir}, changed ${counts.prices} prices, ${counts.texts} texts and ${counts.dates} dates, ` +
      `reordered ${counts.lists} lists; kept ${counts.kept} texts the spec fixes (tests/spec.ts)`,
  );
  const { issues } = await loadContent({ root, contentDir });
  if (issues.length > 0)
    console.error(`content-edits: the edited content does not pass its checks.\n${formatReport(issues)}`);
  else console.log('content-edits: the edited content passes its checks');
  ok =
    issues.length === 0 &&
    (editOnly ||
      // build.test.ts, extend.test.ts and server-process.test.ts each build a copy of the content (half a minute or
      // more apiece); the build below builds the edited copy itself. The domain search's server tests read no content,
      // nor do the editor service's (sign-in, sessions, git drafts on a fixture of their own).
      (run('unit and component tests', [
        'vitest',
        'run',
        '--exclude',
        'tests/unit/build.test.ts',
        '--exclude',
        'tests/unit/extend.test.ts',
        '--exclude',
        'tests/unit/server-process.test.ts',
        '--exclude',
        'src/server/**',
        '--exclude',
        'cms/team/**',
      ]) &&
        run('production build', ['tsx', 'scripts/build.ts'], { OUT_DIR: outDir }) &&
        (await builtPagesShowEditedPrices())));
} finally {
  if (!editOnly) cleanUp();
}
console.log(`\ncontent-edits: ${ok ? 'passed' : 'FAILED'} in ${seconds(started)}`);
process.exit(ok ? 0 : 1);
