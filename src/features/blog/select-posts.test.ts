import { describe, expect, it } from 'vitest';
import { selectPosts } from './select-posts.ts';

const post = (slug: string, date: string, category: string, featured = false) => ({
  slug,
  href: `/blog/${slug}`,
  title: `Title ${slug}`,
  excerpt: `About ${slug}`,
  category,
  author: 'A',
  date,
  readTime: 3,
  featured,
});

const posts = [
  post('a', '2026-01-01', 'Hosting'),
  post('f', '2026-02-01', 'Hosting', true),
  post('b', '2026-03-01', 'Security'),
  post('c', '2025-12-01', 'Security'),
];
const slugs = (list: { slug: string }[]) => list.map((p) => p.slug);

describe('selectPosts', () => {
  it.each([
    { query: '', category: '', count: 2, featured: 'f', recent: ['b', 'a'], empty: false },
    { query: '', category: '', count: 5, featured: 'f', recent: ['b', 'a', 'c'], empty: false },
    { query: '  TITLE b ', category: '', count: 2, featured: undefined, recent: ['b'], empty: false },
    { query: 'security', category: '', count: 1, featured: undefined, recent: ['b', 'c'], empty: false },
    { query: '', category: 'Hosting', count: 5, featured: 'f', recent: ['a'], empty: false },
    { query: 'about c', category: 'Hosting', count: 5, featured: undefined, recent: [], empty: true },
    { query: '   ', category: '', count: 1, featured: 'f', recent: ['b'], empty: false },
  ])('"$query" in "$category" (show $count)', ({ query, category, count, featured, recent, empty }) => {
    const selection = selectPosts(posts, { query, category }, count);
    expect(selection.featured?.slug).toBe(featured);
    expect(slugs(selection.recent)).toEqual(recent);
    expect(selection.empty).toBe(empty);
  });
});
