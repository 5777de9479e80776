import { useId } from 'react';
import styled from 'styled-components';
import type { Loaded } from '../../content/bodies.ts';
import { BackToBlog } from '../../features/blog/BackToBlog.tsx';
import { PostCard } from '../../features/blog/PostCard.tsx';
import { Container, Grid, Section } from '../../ui/layout.ts';
import { Block } from './Block.ts';
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
        <Block aria-labelledby={id}>
          <h2 id={id}>{listing.heading}</h2>
          {posts.length > 0 ? (
            <Grid $min={300} $count={posts.length}>
              {posts.map((post) => (
                <PostCard key={post.slug} post={post} readMore={section.readMore} />
              ))}
            </Grid>
          ) : (
            <Empty>{section.category.empty}</Empty>
          )}
        </Block>
        <PageLinks section={section} />
        <Back to={listing.blog} />
      </Container>
    </Section>
  );
}
