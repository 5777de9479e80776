import styled from 'styled-components';
import { PostCard, type PostCardData } from './PostCard.tsx';
import { cardSizes, postGridCss } from './post-grid-css.ts';

const Rows = styled.div<{ $count: number; $compact: boolean }>`
  ${(p) => postGridCss(p.$count, p.$compact)}
`;

interface Props {
  posts: PostCardData[];
  readMore: string;
  /** On a phone, the cards in a row that scrolls sideways: put the grid in a CompactScroller (ui/CompactGrid.tsx) */
  compact?: boolean;
}

/**
 * Post cards in rows that leave no hole, for any number of posts (./post-rows.ts): the rows one card short come
 * first, their cards wider, and a card wide enough lays its picture beside its text.
 */
export function PostGrid({ posts, readMore, compact = false }: Props) {
  return (
    <Rows $count={posts.length} $compact={compact}>
      {posts.map((post, i) => (
        <PostCard key={post.href} post={post} readMore={readMore} sizes={cardSizes(i, posts.length)} />
      ))}
    </Rows>
  );
}
