// When each content file last changed, for the sitemap's <lastmod> and a post's dateModified: the date of the last
// commit that touched it, or the file's modification time when git cannot say (no repository, a file not committed
// yet, or one edited since its last commit, whose page already shows what the commit does not have). Node only.
import { execFile } from 'node:child_process';
import { statSync } from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import type { LastModified } from '../content/last-modified.ts';

export { newest, type LastModified } from '../content/last-modified.ts';

const run = promisify(execFile);

/** An instant as ISO 8601 in UTC to the second: git's and the file system's dates alike. */
const iso = (date: Date | string) => new Date(date).toISOString().replace(/\.\d{3}Z$/, 'Z');

/** A git command's output in root, or undefined when git fails (no repository, no commit yet, no git at all). */
async function git(root: string, args: string[]): Promise<string | undefined> {
  try {
    return (await run('git', ['-C', root, ...args], { maxBuffer: 64 * 1024 * 1024 })).stdout;
  } catch {
    return undefined;
  }
}

/**
 * Each file's last commit date from `git log -z --name-only --format=%x1e%cI`: a record per commit, newest first,
 * of its date and the files it touched, so a file's first appearance is its last commit.
 */
function commitDates(log: string): Map<string, string> {
  const dates = new Map<string, string>();
  for (const record of log.split('\x1e')) {
    const [date, ...files] = record.split('\0');
    if (!date) continue;
    // The first file of a record follows the line break that ends its date.
    for (const file of files.map((f) => f.replace(/^\n/, ''))) if (file && !dates.has(file)) dates.set(file, iso(date));
  }
  return dates;
}

/**
 * When each file under dir (a folder of root, e.g. content) last changed, with one git call for the whole history
 * and one for what is not committed, so a build asks git twice whatever the number of files.
 */
export async function lastModified(root: string, dir: string): Promise<LastModified> {
  const [log, uncommitted] = await Promise.all([
    git(root, ['log', '-z', '--name-only', '--relative', '--format=%x1e%cI', '--', dir]),
    // Staged or not, against the last commit; a file git does not track is in no commit, so not in the log.
    git(root, ['diff', '-z', '--name-only', '--relative', 'HEAD', '--', dir]),
  ]);
  const committed = log !== undefined && uncommitted !== undefined ? commitDates(log) : new Map<string, string>();
  for (const file of uncommitted?.split('\0') ?? []) committed.delete(file);
  return (file) => {
    const known = committed.get(file);
    if (known) return known;
    try {
      return iso(statSync(path.resolve(root, file)).mtime);
    } catch {
      // A file that is not on disk (a change the content editor checks before saving it) changes now.
      return iso(new Date());
    }
  };
}
