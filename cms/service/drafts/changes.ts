// A draft's changes as a publisher reads them: per file, each field with its old and new value, in the words of
// the editor's commit messages (cms/server/describe-change.ts), not a diff of lines.
import { label, leaves, show, type Path } from '../../server/describe-change.ts';
import { formSchemaOf, parseDocumentText, titleOf, typeOfFile } from '../../server/documents.ts';
import { moneyIn } from '../../server/schema-at.ts';
import { formatFieldPath } from '../../../src/content/issue.ts';
import { branchOf } from './branches.ts';
import { DraftError } from './errors.ts';
import { commitOf, fetch, type Repo } from './repo.ts';

export interface FieldChange {
  /** Path inside the content folder: products/shared.yaml */
  file: string;
  /** Field path in the file: plans[0].price; empty for the whole file (added or removed) */
  path: string;
  /** As a person says it: "Starter price", "add Can I upgrade later?" */
  label: string;
  old: unknown;
  new: unknown;
  /** The values as shown: money in dollars, nothing as (none) */
  oldText: string;
  newText: string;
}

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

/** How a person names the value at a path of a file. */
export function labelOf(file: string, path: Path, ...versions: unknown[]): string {
  const root = versions.find((v) => v !== undefined && getKnown(v, path)) ?? versions.find((v) => v !== undefined);
  if (path.length === 0) return titleOf(file, (root ?? {}) as Record<string, unknown>);
  return label(root, path);
}

function getKnown(data: unknown, path: Path): boolean {
  let node = data;
  for (const key of path) {
    if (typeof node !== 'object' || node === null) return false;
    node = (node as Record<string | number, unknown>)[key];
  }
  return node !== undefined;
}

/** The changes between two texts of one file (null: no such file). */
export function fileChanges(file: string, beforeText: string | null, afterText: string | null): FieldChange[] {
  const before = documentValue(file, beforeText);
  const after = documentValue(file, afterText);
  const isMoney = moneyOf(file, before, after);
  return leaves(before, after).map(({ path, before: old, after: now }) => {
    const money = isMoney(path);
    const named = labelOf(file, path, before, after);
    const verb = old === undefined ? 'add ' : now === undefined ? 'remove ' : '';
    // A whole file added or removed reads as that, not as its data cut short; its page is in the draft's preview.
    const whole = path.length === 0;
    return {
      file,
      path: formatFieldPath(path),
      label: `${verb}${named}`,
      old,
      new: now,
      oldText: whole && old !== undefined ? `the file ${file}` : show(old, money),
      newText: whole && now !== undefined ? `a new file, ${file}` : show(now, money),
    };
  });
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

/** A file that is no document (an image): added, replaced or removed as a whole, with its size. */
async function wholeFileChange(repo: Repo, file: string, base: string, tip: string): Promise<FieldChange> {
  const [before, after] = await Promise.all([sizeAt(repo, base, file), sizeAt(repo, tip, file)]);
  const verb = before === null ? 'add' : after === null ? 'remove' : 'replace';
  const shown = (bytes: number | null) => (bytes === null ? '(none)' : `${file} (${kilobytes(bytes)})`);
  return {
    file,
    path: '',
    label: `${verb} image ${file}`,
    old: before === null ? undefined : file,
    new: after === null ? undefined : file,
    oldText: shown(before),
    newText: shown(after),
  };
}

/** What a draft changes against main as it stood when the draft last met it, field by field. */
export async function draftChanges(repo: Repo, slug: string): Promise<FieldChange[]> {
  const branch = branchOf(slug);
  return repo.exclusive(async () => {
    await fetch(repo);
    const tip = await commitOf(repo, `refs/remotes/origin/${branch}`);
    if (!tip) throw new DraftError('no-such-draft', `There is no draft ${slug}`);
    const base = (await repo.git(['merge-base', `origin/${repo.main}`, tip])).trim();
    const files = await changedFiles(repo, base, tip);
    const changes = await Promise.all(
      files.map(async (file) =>
        typeOfFile(file)
          ? fileChanges(file, await textAt(repo, base, file), await textAt(repo, tip, file))
          : [await wholeFileChange(repo, file, base, tip)],
      ),
    );
    return changes.flat();
  });
}
