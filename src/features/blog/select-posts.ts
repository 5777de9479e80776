import { byCodeUnits } from '../../vocabulary/code-order.ts';

export interface PostFilter {
  /** Free text, matched case-insensitively against title, excerpt and category */
  query: string;
  /** A category name, or '' for every category */
  category: string;
}

/** What filtering and ordering read of a post (the blog's PostSummary has it) */
interface Listed {
  title: string;
  excerpt: string;
  category: string;
  /** ISO date */
  date: string;
  featured: boolean;
}

interface PostSelection<P extends Listed> {
  featured: P | undefined;
  recent: P[];
  /** True when a filter is set and no post matches it */
  empty: boolean;
}

const matchesFilter = (post: Listed, { query, category }: PostFilter) => {
  const needle = query.trim().toLowerCase();
  const inCategory = category === '' || post.category === category;
  const inText = [post.title, post.excerpt, post.category].some((field) => field.toLowerCase().includes(needle));
  return inCategory && inText;
};

/**
 * What the blog index lists: the featured post (if it matches), then the newest other matching posts.
 * Unfiltered, the list stops at recentCount; while filtering, every match is shown.
 */
export function selectPosts<P extends Listed>(posts: P[], filter: PostFilter, recentCount: number): PostSelection<P> {
  const filtering = filter.query.trim() !== '' || filter.category !== '';
  const matching = posts.filter((post) => matchesFilter(post, filter));
  const newestFirst = matching.filter((post) => !post.featured).sort((a, b) => byCodeUnits(b.date, a.date));
  return {
    featured: matching.find((post) => post.featured),
    recent: filtering ? newestFirst : newestFirst.slice(0, recentCount),
    empty: filtering && matching.length === 0,
  };
}
