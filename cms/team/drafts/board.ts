// The drafts board's list: every draft on the remote, with its status, who saved into it, its saves and the latest
// change, newest first.
import { DRAFT_PREFIX } from './branches.ts';
import type { Person } from './person.ts';
import { fetch, type Repo } from './repo.ts';
import { readRecords, type DraftRecord, type Status } from './status.ts';

interface DraftCommit {
  commit: string;
  by: Person;
  /** ISO 8601 */
  at: string;
  message: string;
}

export interface DraftSummary extends DraftRecord {
  /** Everyone who saved into the draft, first saver first */
  authors: Person[];
  /** Its saves, newest first */
  commits: DraftCommit[];
  /** The latest save, or the draft's creation */
  lastChange: { by: Person; at: string; message: string };
}

const FORMAT = ['%H', '%an', '%ae', '%aI', '%s'].join('%x1f') + '%x1e';

async function commitsOf(repo: Repo, from: string, tip: string): Promise<DraftCommit[]> {
  const out = await repo.git(['log', `--format=${FORMAT}`, `${from}..${tip}`]);
  return out
    .split('\x1e')
    .map((entry) => entry.trim())
    .filter(Boolean)
    .map((entry) => {
      const [commit = '', name = '', email = '', at = '', message = ''] = entry.split('\x1f');
      return { commit, by: { name, email }, at, message };
    });
}

/** Every draft on the remote, with its status, who changed what and when. */
export async function listDrafts(repo: Repo): Promise<DraftSummary[]> {
  return repo.exclusive(async () => {
    await fetch(repo);
    const records = await readRecords(repo);
    const refs = await repo.git(['for-each-ref', '--format=%(refname)', `refs/remotes/origin/${DRAFT_PREFIX}`]);
    const drafts: DraftSummary[] = [];
    for (const ref of refs.split('\n').filter(Boolean)) {
      const slug = ref.slice(`refs/remotes/origin/${DRAFT_PREFIX}`.length);
      const record = records.get(slug) ?? { slug, title: slug, status: 'draft' as Status, history: [] };
      // From where the draft began (kept in its record), so that a published draft still lists its saves.
      const start = record.history[0]?.commit ?? (await repo.git(['merge-base', `origin/${repo.main}`, ref])).trim();
      const commits = await commitsOf(repo, start, ref);
      const authors = [...new Map(commits.toReversed().map((c) => [c.by.email, c.by])).values()];
      const created = record.history[0];
      const latest = commits[0];
      const lastChange = latest
        ? { by: latest.by, at: latest.at, message: latest.message }
        : { by: created?.by ?? { name: '', email: '' }, at: created?.at ?? '', message: 'created' };
      drafts.push({ ...record, authors, commits, lastChange });
    }
    return drafts.sort((a, b) => b.lastChange.at.localeCompare(a.lastChange.at));
  });
}
