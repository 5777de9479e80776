// A draft's changes as a publisher reviews them: what publishing it now would change on main, field by field, each
// named as the form names it, with the value main has now and the draft's, whole (never cut short), money in
// dollars. A field main changed too since the draft began is marked: publishing asks which value to keep.
import path from 'node:path';
import { leaves, type Path } from '../../shared/describe-change.ts';
import { formSchemaOf, parseDocumentText, titleOf, typeOfFile } from '../../local-api/documents.ts';
import { moneyIn, schemaAt } from '../../shared/schema-at.ts';
import { formatFieldPath } from '../../../src/content/issue.ts';
import { branchOf } from './branches.ts';
import { DraftError } from './errors.ts';
import { fieldName } from './field-name.ts';
import { mergeFields } from '../../shared/field-merge.ts';
import type { Person } from './person.ts';
import { commitOf, fetch, type Repo } from './repo.ts';
import { valueText } from './value-text.ts';
import type { ChangeKind, FieldChange, DraftReview } from '../../shared/team-types.ts';
export type { DraftReview } from '../../shared/team-types.ts';

const WHOLE_DOCUMENT = 'Whole document';

/** A document's data with its MDX body as one more field. */
export function documentValue(file: string, text: string | null): Record<string, unknown> | undefined {
  if (text === null) return undefined;
  const { data, body } = parseDocumentText(file, text);
  return body === undefined ? data : { ...data, body };
}

/** Whether a field of this file holds money, in either version. */
export function moneyOf(file: string, ...versions: unknown[]) {
  const type = typeOfFile(file);
  return type ? moneyIn(formSchemaOf(type), ...versions) : () => false;
}

/** A document's title in the version that has one. */
export const documentTitle = (file: string, ...versions: unknown[]) =>
  titleOf(file, (versions.find((v) => v !== undefined) ?? {}) as Record<string, unknown>);

/** How a person names the value at a path of a file: "Plan Starter › Price". */
export function labelOf(file: string, at: Path, ...versions: unknown[]): string {
  const type = typeOfFile(file);
  const data = versions.find((v) => v !== undefined);
  if (at.length === 0 || !type) return WHOLE_DOCUMENT;
  return fieldName(formSchemaOf(type), data, at);
}

function kindOf(file: string, at: Path, data: unknown, money: boolean, ...values: unknown[]): ChangeKind {
  const type = typeOfFile(file);
  if (money && values.every((v) => v === undefined || typeof v === 'number')) return 'money';
  if (at.length === 1 && at[0] === 'body' && file.endsWith('.mdx')) return 'body';
  const field = type ? schemaAt(formSchemaOf(type), data, at) : undefined;
  if (field?.type === 'string' && String(field.pattern ?? '').startsWith('^images\\/')) return 'image';
  return values.some((v) => typeof v === 'string') && values.every((v) => v === undefined || typeof v === 'string')
    ? 'text'
    : 'value';
}

/** One change of a document, main's value against the draft's. */
function change(file: string, at: Path, main: unknown, draft: unknown, old: unknown, now: unknown): FieldChange {
  const money = moneyOf(file, main, draft);
  const kind = kindOf(file, at, draft ?? main, money(at), old, now);
  // An image by its name, as the media library shows it; the review shows its thumbnail beside it.
  const text = (v: unknown) => (kind === 'image' && typeof v === 'string' ? imageName(v) : valueText(v, at, money));
  return {
    file,
    path: formatFieldPath(at),
    document: documentTitle(file, draft, main),
    label: labelOf(file, at, draft, main),
    kind,
    old,
    new: now,
    oldText: text(old),
    newText: text(now),
  };
}

/**
 * What publishing would change in one document: main's version now against main's with the draft's changes merged
 * in. A new document is each of its fields added; a field both sides changed is the draft's value, marked.
 */
function documentChanges(file: string, base: unknown, main: unknown, draft: unknown): FieldChange[] {
  if (draft === undefined && main !== undefined) return [change(file, [], main, draft, main, undefined)];
  const { merged, conflicts } = mergeFields(base, main, draft);
  const fromMain = main ?? {};
  const found = leaves(fromMain, merged).map(({ path: at, before, after }) =>
    change(file, at, main, merged, before, after),
  );
  for (const c of conflicts) found.push({ ...change(file, c.path, main, draft, c.main, c.draft), conflict: true });
  return found;
}

/** A file's text at a commit, or null when it had no such file. */
export const textAt = (repo: Repo, commit: string, file: string, cwd?: string) =>
  repo.git(['show', `${commit}:${repo.contentDir}/${file}`], cwd ? { cwd } : {}).catch(() => null);

/** Content files changed between two commits, by path inside the content folder. */
export async function changedFiles(repo: Repo, from: string, to: string): Promise<string[]> {
  const out = await repo.git(['diff', '--name-only', '-z', '--no-renames', from, to, '--', repo.contentDir]);
  const prefix = `${repo.contentDir}/`;
  return out
    .split('\0')
    .filter((f) => f.startsWith(prefix))
    .map((f) => f.slice(prefix.length));
}

/** A content file's size at a commit, or null when it had no such file. */
const sizeAt = (repo: Repo, commit: string, file: string) =>
  repo.git(['cat-file', '-s', `${commit}:${repo.contentDir}/${file}`]).then(
    (out) => Number(out.trim()),
    () => null,
  );

const kilobytes = (bytes: number) => `${Math.max(1, Math.round(bytes / 1024))} KB`;

/** An image's name as the media library shows it: its file name without the folder or extension. */
export const imageName = (file: string) => path.posix.basename(file, path.posix.extname(file));

/** A file that is no document (an image): added, replaced or removed as a whole, with its size. */
async function imageChange(repo: Repo, file: string, main: string, tip: string): Promise<FieldChange> {
  const [before, after] = await Promise.all([sizeAt(repo, main, file), sizeAt(repo, tip, file)]);
  const shown = (bytes: number | null) => (bytes === null ? '(none)' : `${imageName(file)}, ${kilobytes(bytes)}`);
  return {
    file,
    path: '',
    document: 'Images',
    label: imageName(file),
    kind: 'image',
    old: before === null ? undefined : file,
    new: after === null ? undefined : file,
    oldText: shown(before),
    newText: shown(after),
  };
}

const LAST = ['%H', '%an', '%ae', '%aI'].join('%x1f');

/** A commit's author and time. */
async function authorOf(repo: Repo, commit: string): Promise<{ by: Person; at: string }> {
  const [, name = '', email = '', at = ''] = (await repo.git(['log', '-1', `--format=${LAST}`, commit]))
    .trim()
    .split('\x1f');
  return { by: { name, email }, at };
}

/** A draft's changes against main as the remote has it now, field by field, and the commit they go up to. */
export async function draftChanges(repo: Repo, slug: string): Promise<DraftReview> {
  const branch = branchOf(slug);
  return repo.exclusive(async () => {
    await fetch(repo);
    const tip = await commitOf(repo, `refs/remotes/origin/${branch}`);
    const main = await commitOf(repo, `refs/remotes/origin/${repo.main}`);
    if (!tip || !main) throw new DraftError('no-such-draft', `There is no draft ${slug}`);
    const base = (await repo.git(['merge-base', main, tip])).trim();
    const files = await changedFiles(repo, base, tip);
    const changes = await Promise.all(
      files.map(async (file) => {
        if (!typeOfFile(file)) return [await imageChange(repo, file, main, tip)];
        const [b, m, d] = await Promise.all([base, main, tip].map((c) => textAt(repo, c, file)));
        return documentChanges(
          file,
          documentValue(file, b ?? null),
          documentValue(file, m ?? null),
          documentValue(file, d ?? null),
        );
      }),
    );
    return { commit: tip, ...(await authorOf(repo, tip)), changes: changes.flat() };
  });
}
