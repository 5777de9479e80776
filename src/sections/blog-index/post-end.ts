// What a post shows after its body, above the link back to the blog: related posts and a call to action, in the
// words of the blog page's blogIndex section (`post`, ./definition.ts), a post's own call to action in place of the
// blog's. Node only: the post's route document carries the result (assembly/resolve.ts).
import type { z } from 'zod';
import { postSummaries, type PostSummary } from '../../content/derive.ts';
import type { SiteContent } from '../../content/registry.ts';
import type { PostCta } from '../../content/types/posts.ts';
import { relatedPosts } from '../../features/blog/related-posts.ts';
import { pagePaths } from '../../vocabulary/paths.ts';
import { schema } from './definition.ts';

export interface PostEnd {
  /** Left out when the blog names no heading for them, or there is no other post */
  related?: { title: string; readMore: string; posts: PostSummary[] };
  cta?: PostCta;
}

type PostDoc = SiteContent['posts'][number];

/** The blog's words for the end of a post (the `post` of the blogIndex section on the blog's page), and its posts. */
function blogOf(content: SiteContent) {
  let blog = blogs.get(content);
  if (!blog) {
    const index = content.pages.find((p) => p.path === pagePaths.blog)?.sections.find((s) => s.type === 'blogIndex');
    const section = index && schema.parse(index);
    const words = section?.post && { ...section.post, readMore: section.readMore };
    blogs.set(content, (blog = { words, posts: postSummaries(content.posts) }));
  }
  return blog;
}
// Once per content, not once per post: every post's document asks.
const blogs = new WeakMap<SiteContent, { words: PostWords | undefined; posts: PostSummary[] }>();

type PostWords = NonNullable<z.output<typeof schema>['post']> & { readMore: string };

export function postEnd(content: SiteContent, post: PostDoc): PostEnd {
  const { words, posts } = blogOf(content);
  const related = words ? relatedPosts(post, posts, words.relatedCount) : [];
  const cta = post.cta ?? words?.cta;
  return {
    ...(words &&
      related.length > 0 && { related: { title: words.relatedTitle, readMore: words.readMore, posts: related } }),
    ...(cta && { cta }),
  };
}
