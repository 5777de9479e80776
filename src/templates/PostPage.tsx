import styled from 'styled-components';
import type { MDXContent } from 'mdx/types';
import { pagePaths } from '../vocabulary/paths.ts';
import type { Loaded } from '../content/bodies.ts';
import { Picture } from '../ui/Picture.tsx';
import type { PostSummary } from '../content/derive.ts';
import { MdxBody } from '../mdx/MdxBody.tsx';
import { Badge } from '../ui/Card.tsx';
import { copy } from '../content/copy.ts';
import { formatDate } from '../ui/intl.ts';
import { Container } from '../ui/layout.ts';
import { media } from '../ui/theme.ts';
import { BackToBlog } from '../features/blog/BackToBlog.tsx';
import { COVER_SIZE, PostMeta } from '../features/blog/PostCard.tsx';
import { PostCta } from '../features/blog/PostCta.tsx';
import { RelatedPosts } from '../features/blog/RelatedPosts.tsx';
import type { PostEnd } from '../sections/blog-index/post-end.ts';

const Header = styled.header`
  padding: 56px 0 32px;
  text-align: center;
  background: radial-gradient(ellipse at top, var(--surface-raised), transparent 70%);
  h1 {
    font-size: clamp(1.8rem, 5vw, 3rem);
    max-width: 880px;
    margin: 16px auto;
  }
  ${PostMeta} {
    justify-content: center;
    color: var(--muted);
  }
  /* On a phone the author has a line of its own: the date and the reading time share the next, so the byline never
     wraps to a lone "· 3 min read". */
  ${media.narrow} {
    ${PostMeta} > :first-child {
      flex-basis: 100%;
    }
    ${PostMeta} > :nth-child(2)::before {
      content: none;
    }
  }
`;
const Cover = styled(Picture)`
  display: block;
  width: 100%;
  max-width: 960px;
  height: auto;
  aspect-ratio: ${COVER_SIZE.width} / ${COVER_SIZE.height};
  object-fit: cover;
  margin: 0 auto 48px;
  border-radius: 16px;
  border: 1px solid var(--border);
  background: var(--surface-raised);
`;
/** Under the text's column; under the cards of the posts to read next, at their edge. */
const Back = styled(BackToBlog)<{ $underCards: boolean }>`
  max-width: ${(p) => (p.$underCards ? 'none' : '760px')};
  margin: 48px auto 64px;
`;

interface Props {
  post: Loaded<PostSummary>;
  body: MDXContent;
  /** What follows the body: a call to action and related posts, from content (sections/blog-index/post-end.ts) */
  end: Loaded<PostEnd>;
}

/**
 * A blog post: its header, cover image and MDX body (loaded by the route before it renders), then its call to
 * action and the posts to read next, each where content gives one, and the way back to the blog.
 */
export default function PostPage({ post, body, end }: Props) {
  return (
    <>
      <article>
        <Header>
          <Container>
            <Badge>{post.category}</Badge>
            <h1>{post.title}</h1>
            <PostMeta>
              {/* A document load to the author's card, which the browser scrolls to (the router would not). */}
              <span>{post.authorHref ? <a href={post.authorHref}>{post.author}</a> : post.author}</span>
              <time dateTime={post.date}>{formatDate(post.date)}</time>
              <span>{copy.minRead(post.readTime)}</span>
            </PostMeta>
          </Container>
        </Header>
        <Container>
          <Cover image={post.image} sizes="(min-width: 1008px) 960px, 100vw" priority />
          <MdxBody body={body} />
        </Container>
      </article>
      {/* After the post, not in it: what to do and read next. */}
      <Container>
        {end.cta && <PostCta cta={end.cta} />}
        {end.related && (
          <RelatedPosts title={end.related.title} posts={end.related.posts} readMore={end.related.readMore} />
        )}
        <Back to={pagePaths.blog} $underCards={end.related !== undefined} />
      </Container>
    </>
  );
}
