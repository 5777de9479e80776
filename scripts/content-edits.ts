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
import {
  isFixed,
  isFixedDate,
  moveDate,
  permutation,
  reprice,
  scramble,
  withRenamedSlots,
} from './content-edit-values.ts';
import { contentReaders } from './content-readers.ts';
import { binCommand, tsxCommand } from './node-command.ts';

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

function run(label: string, [command, args]: [string, string[]], env: Record<string, string> = {}): boolean {
  const started = performance.now();
  console.log(`\ncontent-edits: ${label}...`);
  const result = spawnSync(command, args, {
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
      // nor do the editor service's (sign-in, sessions, git drafts on a fixture of their own). Of the rest, only the
      // tests that can see the edited copy (scripts/content-readers.ts).
      (run(
        'unit and component tests',
        binCommand(
          'vitest',
          'related',
          '--run',
          ...contentReaders(root),
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
        ),
      ) &&
        run('production build', tsxCommand('scripts/build.ts'), { OUT_DIR: outDir }) &&
        (await builtPagesShowEditedPrices())));
} finally {
  if (!editOnly) cleanUp();
}
console.log(`\ncontent-edits: ${ok ? 'passed' : 'FAILED'} in ${seconds(started)}`);
process.exit(ok ? 0 : 1);
