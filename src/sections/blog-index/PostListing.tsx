import { useId } from 'react';
import styled from 'styled-components';
import type { Loaded } from '../../content/bodies.ts';
import { BackToBlog } from '../../features/blog/BackToBlog.tsx';
import { PostGrid } from '../../features/blog/PostGrid.tsx';
import { Container, Section } from '../../ui/layout.ts';
import { FirstBlock } from './Block.ts';
import type { BlogIndexData } from './definition.ts';
import { PageLinks } from './PageLinks.tsx';

const Empty = styled.p`
  color: var(--muted);
  font-size: 1.05rem;
`;
const Back = styled(BackToBlog)`
  margin: 40px 0 0;
`;

type Listing = NonNullable<BlogIndexData['listing']>;

/** One page of one of the blog's lists (a later page of the index, or a category's): its posts, newest first. */
export function PostListing({ section, listing }: { section: Loaded<BlogIndexData>; listing: Listing }) {
  const id = useId();
  const { posts } = section;
  return (
    <Section>
      <Container>
        <FirstBlock aria-labelledby={id}>
          <h2 id={id}>{listing.heading}</h2>
          {posts.length > 0 ? (
            <PostGrid posts={posts} readMore={section.readMore} />
          ) : (
            <Empty>{section.category.empty}</Empty>
          )}
        </FirstBlock>
        <PageLinks section={section} />
        <Back to={listing.blog} />
      </Container>
    </Section>
  );
}
