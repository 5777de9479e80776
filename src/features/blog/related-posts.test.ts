import { describe, expect, it } from 'vitest';
import { relatedPosts } from './related-posts.ts';

const post = (slug: string, category: string, date: string) => ({ slug, category, date });
const posts = [
  post('dns', 'Hosting', '2026-01-10'),
  post('ssl', 'Security', '2026-03-01'),
  post('plans', 'Hosting', '2026-02-20'),
  post('git', 'Development', '2026-02-25'),
  post('migrate', 'Hosting', '2025-11-18'),
  post('backups', 'Security', '2025-12-09'),
];
const slugs = (list: { slug: string }[]) => list.map((p) => p.slug);
const of = (slug: string) => posts.find((p) => p.slug === slug) ?? post(slug, 'None', '2026-01-01');

describe('relatedPosts', () => {
  it.each([
    ['dns', 3, ['plans', 'migrate', 'ssl']],
    ['plans', 3, ['dns', 'migrate', 'ssl']],
    ['ssl', 3, ['backups', 'git', 'plans']],
    ['git', 3, ['ssl', 'plans', 'dns']],
    ['dns', 1, ['plans']],
    ['dns', 10, ['plans', 'migrate', 'ssl', 'git', 'backups']],
  ])('after %s, %i at most: its category newest first, then the newest others: %j', (slug, count, expected) => {
    expect(slugs(relatedPosts(of(slug), posts, count))).toEqual(expected);
  });

  it('never lists the post itself, nor any post twice', () => {
    for (const p of posts) {
      const related = slugs(relatedPosts(p, posts, posts.length));
      expect(related).not.toContain(p.slug);
      expect(new Set(related).size).toBe(posts.length - 1);
    }
  });

  it('lists nothing for the only post, or for a count of none', () => {
    const [only] = posts;
    if (!only) throw new Error('no post');
    expect(relatedPosts(only, [only], 3)).toEqual([]);
    expect(relatedPosts(only, posts, 0)).toEqual([]);
  });

  it('orders posts of one day by their file name, so every build lists the same', () => {
    const sameDay = [post('b', 'X', '2026-01-01'), post('a', 'X', '2026-01-01'), post('c', 'Y', '2026-01-01')];
    expect(slugs(relatedPosts(post('z', 'X', '2026-02-01'), sameDay, 3))).toEqual(['a', 'b', 'c']);
  });
});
