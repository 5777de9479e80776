import styled from 'styled-components';
import type { PostCardData } from './PostCard.tsx';
import { PostGrid } from './PostGrid.tsx';
import { CompactScroller } from '../../ui/CompactGrid.tsx';

const Related = styled.section`
  margin-top: 64px;
  padding-top: 48px;
  border-top: 1px solid var(--border);
  h2 {
    margin: 0 0 24px;
    font-size: clamp(1.4rem, 3vw, 1.8rem);
  }
`;

/**
 * The posts to read next, at the end of a post, under the blog's heading for them; on a phone, two or more in a row
 * that scrolls sideways, so that they take one card's height. The row is a region named with the heading's words.
 */
export function RelatedPosts({ title, posts, readMore }: { title: string; posts: PostCardData[]; readMore: string }) {
  return (
    <Related>
      <h2>{title}</h2>
      <CompactScroller compact={posts.length > 1} label={title}>
        <PostGrid posts={posts} readMore={readMore} compact={posts.length > 1} />
      </CompactScroller>
    </Related>
  );
}
