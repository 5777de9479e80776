import { byCodeUnits } from '../../vocabulary/code-order.ts';

/** What choosing related posts reads of a post. */
interface Filed {
  slug: string;
  category: string;
  /** ISO date */
  date: string;
}

const newestFirst = (a: Filed, b: Filed) => byCodeUnits(b.date, a.date) || byCodeUnits(a.slug, b.slug);

/**
 * The posts to read after `post`: the newest of its category first, then the newest of the others, `count` at
 * most; never the post itself.
 */
export function relatedPosts<P extends Filed>(post: Filed, posts: readonly P[], count: number): P[] {
  const others = posts.filter((p) => p.slug !== post.slug).sort(newestFirst);
  const same = others.filter((p) => p.category === post.category);
  const rest = others.filter((p) => p.category !== post.category);
  return [...same, ...rest].slice(0, Math.max(0, count));
}
