import type { PostSummary } from '../../content/derive';

export interface PostFilter {
  /** Free text, matched case-insensitively against title, excerpt and category */
  query: string;
  /** A category name, or '' for every category */
  category: string;
}

interface PostSelection {
  featured: PostSummary | undefined;
  recent: PostSummary[];
  /** True when a filter is set and no post matches it */
  empty: boolean;
}

const matchesFilter = (post: PostSummary, { query, category }: PostFilter) => {
  const needle = query.trim().toLowerCase();
  const inCategory = category === '' || post.category === category;
  const inText = [post.title, post.excerpt, post.category].some((field) => field.toLowerCase().includes(needle));
  return inCategory && inText;
};

/**
 * What the blog index lists: the featured post (if it matches), then the newest other matching posts.
 * Unfiltered, the list stops at recentCount; while filtering, every match is shown.
 */
export function selectPosts(posts: PostSummary[], filter: PostFilter, recentCount: number): PostSelection {
  const filtering = filter.query.trim() !== '' || filter.category !== '';
  const matching = posts.filter((post) => matchesFilter(post, filter));
  const newestFirst = matching.filter((post) => !post.featured).sort((a, b) => b.date.localeCompare(a.date));
  return {
    featured: matching.find((post) => post.featured),
    recent: filtering ? newestFirst : newestFirst.slice(0, recentCount),
    empty: filtering && matching.length === 0,
  };
}
