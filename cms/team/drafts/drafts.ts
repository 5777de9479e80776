// Drafts: a branch each (cms/<slug>), a commit per save authored by the signed-in person with the message the
// editor writes, pushed at once. A save is checked with the build's own checks first, and written with a
// temporary file and a rename, so that a kill leaves either the old file or the new one.
import { randomBytes } from 'node:crypto';
import { readFile, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { ContentIssue } from '../../../src/content/issue.ts';
import { checkChanges } from '../../local-api/check.ts';
import { describeChange } from '../../shared/describe-change.ts';
import { formSchemaOf, parseDocumentText, titleOf, writeDocumentText } from '../../local-api/documents.ts';
import { placeholderIssues } from '../../shared/placeholders.ts';
import { moneyIn } from '../../shared/schema-at.ts';
import { versionOf } from '../../local-api/versioned-save.ts';
import { branchOf, checkSlug, slugify } from './branches.ts';
import { contentFile, contentPath } from './content-path.ts';
import { DraftError } from './errors.ts';
import { authorArg, checkPerson, type Person } from './person.ts';
import { commitOf, fetch, type Repo } from './repo.ts';
import { nextRecord, readRecord, reopenAfterSave, updateRecord, type DraftRecord, type Status } from './status.ts';

/**
 * A file's new content: its whole text, or its data (and MDX body) written into the text it has; with the version
 * of the file it was made from (versionOf its text, null for a file not there yet), it is refused as stale when the
 * draft's file is another version now.
 */
export type DocumentInput = ({ text: string } | { data: Record<string, unknown>; body?: string }) & {
  base?: string | null;
};

export type SaveResult =
  | {
      saved: true;
      commit: string;
      message: string;
      pushed: boolean;
      /** The draft was In review and this save moved it back to Draft */
      reopened: boolean;
    }
  | { saved: false; reason: 'no change' }
  /** Made from another version of the file than the draft holds: nothing written; the version it holds */
  | { saved: false; reason: 'stale'; version: string | null }
  | { saved: false; reason: 'invalid'; issues: ContentIssue[] };

export const remoteRef = (branch: string) => `refs/remotes/origin/${branch}`;
const isAncestor = (repo: Repo, a: string, b: string) => repo.tryGit(['merge-base', '--is-ancestor', a, b]);

/** Starts a draft from main as it is on the remote: its branch and its record, both pushed. */
export async function createDraft(repo: Repo, title: string, person: Person): Promise<DraftRecord> {
  const by = checkPerson(person);
  const name = title.trim() || 'Draft';
  return repo.exclusive(async () => {
    await fetch(repo);
    const base = await commitOf(repo, `refs/remotes/origin/${repo.main}`);
    if (!base) throw new Error(`The remote has no ${repo.main} branch`);
    const stem = slugify(name);
    for (let n = 1; n < 100; n++) {
      const slug = n === 1 ? stem : `${stem.slice(0, 55)}-${n}`;
      const branch = branchOf(slug);
      if ((await commitOf(repo, remoteRef(branch))) || (await commitOf(repo, `refs/heads/${branch}`))) continue;
      if ((await readRecord(repo, slug)) !== null) continue;
      // Pushed as a new branch only: a name another clone took meanwhile is refused, and the next one tried.
      if (!(await repo.tryGit(['push', '--quiet', 'origin', `${base}:refs/heads/${branch}`]))) continue;
      await repo.git(['update-ref', `refs/heads/${branch}`, base]);
      await repo.git(['update-ref', remoteRef(branch), base]);
      const event = { status: 'draft' as const, by, at: new Date().toISOString(), commit: base };
      return updateRecord(repo, slug, by, () => ({ slug, title: name, status: 'draft', history: [event] }));
    }
    throw new Error(`No free name for a draft called ${name}`);
  });
}

/**
 * Puts the worktree on the draft's branch at its newest commit: the remote's, or the clone's own when it holds a
 * save the remote has not got yet (pushed with the next save).
 */
export async function checkoutDraft(repo: Repo, slug: string): Promise<string> {
  const branch = branchOf(slug);
  const local = await commitOf(repo, `refs/heads/${branch}`);
  const remote = await commitOf(repo, remoteRef(branch));
  let tip = local ?? remote;
  if (!tip) throw new DraftError('no-such-draft', `There is no draft ${slug}`);
  if (local && remote && local !== remote) {
    if (await isAncestor(repo, local, remote)) tip = remote;
    else if (!(await isAncestor(repo, remote, local)))
      throw new DraftError('draft-diverged', `The draft ${slug} was changed elsewhere at the same time`);
  }
  await repo.git(['checkout', '--quiet', '--force', '-B', branch, tip]);
  return branch;
}

async function writeAtomically(target: string, text: string) {
  const temporary = path.join(path.dirname(target), `.${path.basename(target)}.${randomBytes(4).toString('hex')}.tmp`);
  try {
    await writeFile(temporary, text);
    await rename(temporary, target);
  } finally {
    await rm(temporary, { force: true });
  }
}

/** Saves one content file into a draft: checked, committed by the person, pushed. */
export async function saveToDraft(
  repo: Repo,
  slug: string,
  file: string,
  input: DocumentInput,
  person: Person,
): Promise<SaveResult> {
  const by = checkPerson(person);
  checkSlug(slug);
  contentPath(file);
  return repo.exclusive(async (): Promise<SaveResult> => {
    await fetch(repo);
    const record = await readRecord(repo, slug);
    if (record?.status === 'published')
      throw new DraftError('wrong-status', `${record.title} is published: start a new draft`);
    const branch = await checkoutDraft(repo, slug);
    const found = await contentFile(repo.contentRoot, file);
    const target = path.join(repo.contentRoot, found.file);
    const original = await readFile(target, 'utf8').catch(() => null);
    const version = original === null ? null : versionOf(original);
    if (input.base !== undefined && input.base !== version) return { saved: false, reason: 'stale', version };
    const text =
      'text' in input
        ? input.text
        : writeDocumentText(found.file, original ?? '', {
            data: input.data,
            ...(input.body !== undefined && { body: input.body }),
          });
    if (text === original) return { saved: false, reason: 'no change' };

    const where = `${repo.contentDir}/${found.file}`;
    const after = parseDocumentText(found.file, text);
    const placeholders = placeholderIssues(where, after);
    const checked = await checkChanges({ root: repo.dir, contentDir: repo.contentDir }, new Map([[found.file, text]]));
    const fields = new Set(placeholders.map((i) => i.field));
    const issues = [...placeholders, ...checked.issues.filter((i) => !fields.has(i.field))];
    if (issues.length > 0) return { saved: false, reason: 'invalid', issues };

    let message: string;
    if (original === null) message = `Add ${titleOf(found.file, after.data)} (${where})`;
    else {
      const before = parseDocumentText(found.file, original);
      const old = { ...before.data, body: before.body };
      const now = { ...after.data, body: after.body };
      const isMoney = moneyIn(formSchemaOf(found.type), old, now);
      message = describeChange(titleOf(found.file, before.data), old, now, isMoney);
    }
    await writeAtomically(target, text);
    await repo.git(['add', '--', where]);
    await repo.git(['commit', '--quiet', authorArg(by), '-m', message, '--', where]);
    const commit = (await repo.git(['rev-parse', 'HEAD'])).trim();
    // Never forced: a draft that moved on elsewhere refuses this push, and the commit waits in the clone.
    const pushed = await repo.tryGit(['push', '--quiet', 'origin', `refs/heads/${branch}:refs/heads/${branch}`]);
    const reopened = (await reopenAfterSave(repo, slug, by, commit)) !== null;
    return { saved: true, commit, message, pushed, reopened };
  });
}

/** A draft's newest commit as the clone knows it: its own branch (which may hold a save not pushed yet), else the
 * remote's; null when there is no such draft. */
export const draftTip = async (repo: Repo, branch: string) =>
  (await commitOf(repo, `refs/heads/${branch}`)) ?? (await commitOf(repo, remoteRef(branch)));

/** A file as it stands in a draft, or null when the draft has no such file. */
export async function readFromDraft(repo: Repo, slug: string, file: string): Promise<string | null> {
  const branch = branchOf(slug);
  contentPath(file);
  return repo.exclusive(async () => {
    const found = await contentFile(repo.contentRoot, file);
    const tip = await draftTip(repo, branch);
    if (!tip) throw new DraftError('no-such-draft', `There is no draft ${slug}`);
    return repo.git(['show', `${tip}:${repo.contentDir}/${found.file}`]).catch(() => null);
  });
}

/** Draft ⇄ In review; Published is reached only by publishing. */
export async function setStatus(repo: Repo, slug: string, status: Exclude<Status, 'published'>, person: Person) {
  const by = checkPerson(person);
  const branch = branchOf(slug);
  if (status !== 'draft' && status !== 'in-review')
    throw new DraftError('wrong-status', 'A draft is published by publishing it');
  return repo.exclusive(async () => {
    await fetch(repo);
    if (!(await commitOf(repo, remoteRef(branch)))) throw new DraftError('no-such-draft', `There is no draft ${slug}`);
    return updateRecord(repo, slug, by, (record) =>
      nextRecord(record ?? { slug, title: slug, status: 'draft', history: [] }, status, by),
    );
  });
}
