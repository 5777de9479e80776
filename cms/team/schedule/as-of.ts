// The site as it will be at a time: main with every plan due by then applied in order (each draft scheduled to
// publish merged in, field by field; each scheduled end putting back the values from before its draft), then the
// previewed draft's own changes on top when no schedule of its own decides when it goes live. Made as a commit of
// the service's clone that is never pushed (a tree written with a temporary index, never the worktree), which the
// draft's preview renders like any other (cms/team/routes/preview.ts). A plan that would be refused for a conflict
// is left out, and said so.
import { rm } from 'node:fs/promises';
import path from 'node:path';
import { typeOfFile, writeDocumentText } from '../../local-api/documents.ts';
import { mergeFields } from '../../shared/field-merge.ts';
import type { DraftRecord } from '../drafts/status.ts';
import { branchOf } from '../drafts/branches.ts';
import { changedFiles, documentValue, textAt } from '../drafts/changes.ts';
import { draftTip } from '../drafts/drafts.ts';
import { commitOf, type Repo } from '../drafts/repo.ts';
import { fetchRecords, readRecords } from '../drafts/status.ts';

export interface SiteAsOf {
  commit: string;
  /** What was applied or left out, in words: "Black Friday: published", "Spring sale: not published (a conflict)" */
  notes: string[];
}

/** The files a step changes: each file's new text (null: removed), or an image's blob */
type Files = Map<string, { text: string | null } | { blob: string | null }>;

const blobAt = (repo: Repo, commit: string, file: string) =>
  repo.git(['rev-parse', '--verify', '-q', `${commit}:${repo.contentDir}/${file}`]).then(
    (out) => out.trim() || null,
    () => null,
  );

/** The site's files with the changes from `from` to `to` merged in; null when a field both changed differently. */
async function merged(repo: Repo, site: Files, main: string, from: string, to: string, theirsWin: boolean) {
  const out: Files = new Map();
  for (const file of await changedFiles(repo, from, to)) {
    if (!typeOfFile(file)) {
      out.set(file, { blob: await blobAt(repo, to, file) });
      continue;
    }
    const held = site.get(file);
    const current = held && 'text' in held ? held.text : await textAt(repo, main, file);
    const [old, now] = await Promise.all([textAt(repo, from, file), textAt(repo, to, file)]);
    const values = [old, current, now].map((t) => documentValue(file, t ?? null));
    const result = mergeFields(values[0], values[1], values[2], theirsWin ? (c) => ({ value: c.draft }) : undefined);
    if (result.conflicts.length > 0) return null;
    if (result.merged === undefined) out.set(file, { text: null });
    else {
      const { body, ...data } = result.merged as Record<string, unknown>;
      const layout = current ?? now ?? '';
      out.set(file, { text: writeDocumentText(file, layout, { data, ...(typeof body === 'string' && { body }) }) });
    }
  }
  return out;
}

/** A commit of the clone with main's tree and the files changed; never pushed. */
async function commitOfFiles(repo: Repo, main: string, files: Files, at: number) {
  const index = path.join(repo.scratch, `as-of-${process.pid}.index`);
  const env = { GIT_INDEX_FILE: index };
  try {
    await repo.git(['read-tree', main], { env });
    for (const [file, change] of files) {
      const where = `${repo.contentDir}/${file}`;
      const blob =
        'blob' in change
          ? change.blob
          : change.text === null
            ? null
            : (await repo.git(['hash-object', '-w', '--stdin'], { input: change.text })).trim();
      if (blob === null) await repo.git(['update-index', '--force-remove', '--', where], { env });
      else await repo.git(['update-index', '--add', '--cacheinfo', `100644,${blob},${where}`], { env });
    }
    const tree = (await repo.git(['write-tree'], { env })).trim();
    const message = `The site as of ${new Date(at).toISOString()} (a preview, never pushed)`;
    return (await repo.git(['commit-tree', tree, '-p', main, '-m', message])).trim();
  } finally {
    await rm(index, { force: true });
  }
}

/** The site at `at`, for the preview of `slug`: its commit, and what was applied. */
export async function siteAsOf(repo: Repo, slug: string, at: number): Promise<SiteAsOf> {
  return repo.exclusive(async () => {
    await fetchRecords(repo);
    const records = await readRecords(repo);
    const main = await commitOf(repo, `refs/remotes/origin/${repo.main}`);
    if (!main) throw new Error(`The remote has no ${repo.main} branch`);
    const steps = [...records.values()]
      .flatMap((record) =>
        (['publish', 'end'] as const).flatMap((kind) => {
          const plan = record.schedule?.[kind];
          return plan?.state === 'waiting' && Date.parse(plan.at) <= at ? [{ kind, plan, record }] : [];
        }),
      )
      .sort((a, b) => Date.parse(a.plan.at) - Date.parse(b.plan.at) || (a.kind === 'publish' ? -1 : 1));
    const site: Files = new Map();
    const notes: string[] = [];
    /** Each draft published here: the commit it started from and its tip, for its end */
    const publishedHere = new Map<string, { from: string; to: string }>();
    const apply = async (record: DraftRecord, from: string, to: string, words: string, theirsWin = false) => {
      const files = await merged(repo, site, main, from, to, theirsWin);
      if (!files) return notes.push(`${record.title}: not ${words} (changed on the site too)`);
      for (const [file, change] of files) site.set(file, change);
      notes.push(`${record.title}: ${words}`);
    };
    for (const { kind, plan, record } of steps) {
      if (kind === 'publish' && plan.commit) {
        const from = (await repo.git(['merge-base', main, plan.commit])).trim();
        publishedHere.set(record.slug, { from, to: plan.commit });
        await apply(record, from, plan.commit, 'published');
        continue;
      }
      const event = record.history.findLast((e) => e.status === 'published');
      const published =
        publishedHere.get(record.slug) ?? (event?.before && event.commit && { from: event.before, to: event.commit });
      // An end undoes the publish: from the published version back to the one before it.
      if (published) await apply(record, published.to, published.from, 'undone');
    }
    const own = records.get(slug);
    const tip = await draftTip(repo, branchOf(slug));
    if (tip && own?.status !== 'published' && own?.schedule?.publish?.state !== 'waiting') {
      const from = (await repo.git(['merge-base', main, tip])).trim();
      await apply(own ?? { slug, title: slug, status: 'draft', history: [] }, from, tip, 'on top, as saved', true);
    }
    return { commit: await commitOfFiles(repo, main, site, at), notes };
  });
}
