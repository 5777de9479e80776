// What a scheduled publish or end came to, as the board says it to a marketer: published, or why not, with the
// documents and fields in the way named as the form names them; never a file path, a field path or a commit.
import type { ContentIssue } from '../../../src/content/issue.ts';
import type { Path } from '../../shared/describe-change.ts';
import type { ChangeSince, PlanOutcome } from '../../shared/team-types.ts';
import { documentTitle, documentValue, labelOf, textAt } from '../drafts/changes.ts';
import type { Repo } from '../drafts/repo.ts';

export const REASONS = {
  conflicts:
    'The same fields changed on the site since this draft began, so it was not published: review it, and publish it choosing their values',
  endConflicts:
    'These fields changed on the site after it was published, so nothing was undone: that would have undone someone else’s change',
  invalid: 'The site’s checks refuse what it would publish, so nothing was published: fix these fields in the draft',
  endInvalid: 'The site’s checks refuse the values from before it now, so nothing was undone',
  notInReview: 'It was not in review at its time, so it was not published: review it and schedule it again',
  gone: 'The draft is gone, so nothing was published',
  unpublished: 'It was not published, so there was nothing to undo',
  alreadyPublished: 'It was published by hand before its time',
  nothingToUndo: 'The site had the values from before it already',
} as const;

/** "It changed after it was scheduled (saved by Bea Writer), …" */
export const changedReason = (since: ChangeSince[]) => {
  const names = [...new Set(since.map((s) => s.by.name))];
  const by = names.length > 0 ? ` (saved by ${names.join(', ')})` : '';
  return `It changed after it was scheduled${by}, so it was not published: review it again and schedule it again`;
};

/** "plans[1].price" as a path: ["plans", 1, "price"] */
const pathOf = (field: string): Path =>
  [...field.matchAll(/([^.[\]]+)|\[(\d+)\]/g)].map((m) => (m[2] !== undefined ? Number(m[2]) : (m[1] ?? '')));

/** The content's problems as the documents and fields they are in, read at a commit of the draft. */
export async function issueFields(repo: Repo, commit: string | undefined, issues: ContentIssue[]) {
  const prefix = `${repo.contentDir}/`;
  const fields = await Promise.all(
    issues.map(async (issue) => {
      const file = issue.file.startsWith(prefix) ? issue.file.slice(prefix.length) : issue.file;
      const text = commit ? await textAt(repo, commit, file) : null;
      const value = documentValue(file, text);
      const document = documentTitle(file, value ?? {});
      return issue.field ? `${document}: ${labelOf(file, pathOf(issue.field), value)}` : document;
    }),
  );
  return [...new Set(fields)];
}

export const outcome = (kind: PlanOutcome['kind'], at: number, more: Partial<PlanOutcome> = {}): PlanOutcome => ({
  kind,
  at: new Date(at).toISOString(),
  ...more,
});
