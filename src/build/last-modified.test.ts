import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readdirSync, rmSync, statSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { contentDir, root } from '../../tests/helpers/content-fixture.ts';
import { blogListingPages } from '../sections/blog-index/listings.ts';
import { lastModified, newest } from './last-modified.ts';
import { loadContent } from '../assembly/site-content.ts';
import { kbArticlePath, postPath, productPath } from '../vocabulary/paths.ts';
import { routeDocs } from '../assembly/resolve.ts';

const scratch = mkdtempSync(path.join(tmpdir(), 'last-modified-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

/** A folder with content/ files, committed at the dates given (a git repository unless commits is empty). */
function project(name: string, commits: { date: string; files: Record<string, string> }[]) {
  const dir = path.join(scratch, name);
  mkdirSync(path.join(dir, 'content/blog'), { recursive: true });
  let date = '';
  const git = (...args: string[]) =>
    execFileSync(
      'git',
      ['-C', dir, '-c', 'user.name=Test', '-c', 'user.email=test@example.com', '-c', 'commit.gpgsign=false', ...args],
      {
        env: { ...process.env, GIT_AUTHOR_DATE: date, GIT_COMMITTER_DATE: date },
        stdio: 'pipe',
      },
    );
  if (commits.length) git('init', '-q');
  for (const commit of commits) {
    for (const [file, text] of Object.entries(commit.files)) write(file, text);
    date = commit.date;
    git('add', '-A');
    git('commit', '-q', '-m', `at ${date}`);
  }
  function write(file: string, text: string, mtime?: string) {
    writeFileSync(path.join(dir, file), text);
    if (mtime) utimesSync(path.join(dir, file), new Date(mtime), new Date(mtime));
  }
  return { dir, write, git };
}

const FIRST = '2024-03-01T10:00:00Z';
const SECOND = '2025-06-15T08:30:00Z';
const EDITED = '2026-01-02T03:04:05Z';

describe('lastModified', () => {
  it("gives a committed file its last commit's date, whatever its file time", async () => {
    const p = project('committed', [
      { date: FIRST, files: { 'content/a.yaml': 'a: 1\n', 'content/blog/b.mdx': 'b\n' } },
      { date: SECOND, files: { 'content/a.yaml': 'a: 2\n' } },
    ]);
    // A fresh clone's files all have the time of the checkout.
    utimesSync(path.join(p.dir, 'content/blog/b.mdx'), new Date(EDITED), new Date(EDITED));
    const dateOf = await lastModified(p.dir, 'content');
    expect(dateOf('content/a.yaml')).toBe(SECOND);
    expect(dateOf('content/blog/b.mdx')).toBe(FIRST);
  });

  it('gives a file changed since its last commit, staged or not, or never committed, its file time', async () => {
    const p = project('uncommitted', [
      { date: FIRST, files: { 'content/a.yaml': 'a: 1\n', 'content/b.yaml': 'b: 1\n', 'content/c.yaml': 'c\n' } },
    ]);
    p.write('content/a.yaml', 'a: 2\n', EDITED);
    p.write('content/b.yaml', 'b: 2\n', SECOND);
    p.git('add', 'content/b.yaml');
    p.write('content/new.yaml', 'new\n', EDITED);
    const dateOf = await lastModified(p.dir, 'content');
    expect(dateOf('content/a.yaml')).toBe(EDITED);
    expect(dateOf('content/b.yaml')).toBe(SECOND);
    expect(dateOf('content/new.yaml')).toBe(EDITED);
    expect(dateOf('content/c.yaml')).toBe(FIRST);
  });

  it('gives every file its file time outside a git repository', async () => {
    const p = project('no-git', []);
    p.write('content/a.yaml', 'a\n', SECOND);
    const dateOf = await lastModified(p.dir, 'content');
    expect(dateOf('content/a.yaml')).toBe(SECOND);
  });

  it("gives the site's content files their last commit's date, or their file time when edited since", async () => {
    const dateOf = await lastModified(root, contentDir);
    const git = (...args: string[]) => execFileSync('git', ['-C', root, ...args], { encoding: 'utf8' }).trim();
    const edited = git('status', '--porcelain', '--', contentDir);
    const files = readdirSync(path.join(root, contentDir, 'blog')).map((f) => path.posix.join(contentDir, 'blog', f));
    expect(files.length).toBeGreaterThan(0);
    for (const file of files) {
      const date = dateOf(file);
      expect(date, file).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\dZ$/);
      const committed = git('log', '-1', '--format=%cI', '--', file);
      const expected = committed && !edited.includes(file) ? committed : statSync(path.join(root, file)).mtime;
      expect(Date.parse(date), file).toBe(Math.floor(new Date(expected).getTime() / 1000) * 1000);
    }
  });
});

describe('newest', () => {
  it('is the latest instant, whatever the time zone it is written in', () => {
    expect(newest([FIRST, '2025-06-15T10:30:00+02:00', '2025-06-15T08:30:01Z', SECOND])).toBe('2025-06-15T08:30:01Z');
    expect(newest([])).toBeUndefined();
  });
});

describe("the route documents' dates", () => {
  it("date a page, a product or a post by its file, a post's dateModified too, and a list by what it shows", async () => {
    const { content } = await loadContent({ root, contentDir });
    if (!content) throw new Error('the content does not load');
    const dateOf = await lastModified(root, contentDir);
    const all = [...routeDocs(content, { dates: dateOf }).values()];
    // The help center's pages are dated below; the not-found page has no date (it is in no sitemap).
    const docs = new Map(
      all.filter((d) => d.template === 'page' || d.template === 'post').map((d) => [d.meta.path, d]),
    );
    for (const article of content.kbArticles)
      expect(all.find((d) => d.meta.path === kbArticlePath(article.slug))?.meta.lastModified, article.slug).toBe(
        dateOf(article._meta.file),
      );
    expect(all.find((d) => d.template === 'notFound')?.meta.lastModified).toBeUndefined();
    const expected = new Map<string, string | undefined>([
      ...content.pages.map((p) => [p.path, dateOf(p._meta.file)] as const),
      ...content.products.map((p) => [productPath(p.slug), dateOf(p._meta.file)] as const),
      ...content.posts.map((p) => [postPath(p.slug), dateOf(p._meta.file)] as const),
      // A category's list (or a later page of the index) changed when the newest of its posts, its page's words or
      // the categories did.
      ...blogListingPages(content).map((l) => {
        const files = content.posts.filter((p) => l.posts.some((s) => s.slug === p.slug)).map((p) => p._meta.file);
        return [l.path, newest([...files, l.host._meta.file, content.blogCategories._meta.file].map(dateOf))] as const;
      }),
    ]);
    expect([...docs.keys()].sort()).toEqual([...expected.keys()].sort());
    for (const [path, doc] of docs) {
      expect(doc.meta.lastModified, path).toBe(expected.get(path));
      const posting = doc.meta.structuredData.find((d) => d['@type'] === 'BlogPosting');
      if (doc.template === 'post') expect(posting?.dateModified, path).toBe(expected.get(path));
    }
  });
});
