import { useId } from 'react';
import { Link } from '../../ui/Link.tsx';
import styled from 'styled-components';
import site from 'virtual:content/site';
import { Badge } from '../../ui/Card.tsx';
import { formatDate } from '../../ui/intl.ts';
import { Picture } from '../../ui/Picture.tsx';
import type { ResolvedImage } from '../../vocabulary/image-types.ts';
import { fill } from '../../vocabulary/phrases.ts';

/** Cover images are drawn at 1200x630 (the social-card ratio); width and height reserve their space. */
export const COVER_SIZE = { width: 1200, height: 630 } as const;

/** A card at least this wide lays its picture beside its text: the featured post, a card alone in its row. */
const SIDE_BY_SIDE = 600;

const Article = styled.article`
  /* The card's own width, not the viewport's, decides its layout: the same card is narrow in a row of three. */
  container-type: inline-size;
  /* Its hidden words (the read-more link's post title) stay inside it, even in a row that scrolls sideways. */
  position: relative;
  overflow: hidden;
  background: var(--surface);
  border: 1px solid var(--border);
  border-radius: 16px;
`;
const Layout = styled.div`
  display: grid;
  align-content: start;
  height: 100%;
  @container (min-width: ${SIDE_BY_SIDE}px) {
    grid-template-columns: 1.2fr 1fr;
  }
  img {
    display: block;
    width: 100%;
    height: 100%;
    aspect-ratio: ${COVER_SIZE.width} / ${COVER_SIZE.height};
    object-fit: cover;
    background: var(--surface-raised);
  }
`;
const Body = styled.div<{ $featured: boolean }>`
  display: flex;
  flex-direction: column;
  gap: 12px;
  padding: ${(p) => (p.$featured ? 'clamp(20px, 4vw, 40px)' : '24px')};
  h3 {
    margin: 0;
    font-size: ${(p) => (p.$featured ? 'clamp(1.35rem, 3vw, 1.9rem)' : '1.2rem')};
  }
  h3 a {
    color: var(--text);
    text-decoration: none;
  }
  h3 a:hover {
    color: var(--accent-strong);
    text-decoration: underline;
  }
  p {
    margin: 0;
    color: var(--muted);
  }
`;
/** Author, date and reading time, separated by dots; stacked, the author has a line of its own. */
export const PostMeta = styled.p<{ $stacked?: boolean }>`
  display: flex;
  flex-wrap: wrap;
  gap: 4px 8px;
  font-size: 0.9rem;
  & > * {
    white-space: nowrap;
  }
  & > * + *::before {
    content: '·';
    margin-right: 8px;
    color: var(--muted);
  }
  ${(p) => p.$stacked && '& > :first-child { flex-basis: 100%; } & > :nth-child(2)::before { content: none; }'}
`;
const ReadMore = styled(Link)`
  margin-top: auto;
  font-weight: 700;
  color: var(--accent-strong);
`;

/** What a card shows of a post: a post as the blog's pages summarise it (PostSummary) has all of it. */
export interface PostCardData {
  href: string;
  title: string;
  excerpt: string;
  category: string;
  author: string;
  /** ISO date */
  date: string;
  /** Minutes */
  readTime: number;
  image: ResolvedImage;
}

interface Props {
  post: PostCardData;
  readMore: string;
  /** Shown large, with its image loaded at once rather than lazily */
  featured?: boolean;
  /** How wide the card is at each width of the page (the image's `sizes`), when it is not one of three in a row */
  sizes?: string;
}

const FEATURED_SIZES = '(min-width: 992px) 560px, 100vw';
const IN_A_ROW_SIZES = '(min-width: 992px) 360px, (min-width: 768px) 50vw, 100vw';

export function PostCard({ post, readMore, featured = false, sizes }: Props) {
  const titleId = useId();
  return (
    <Article aria-labelledby={titleId}>
      <Layout>
        <Picture image={post.image} sizes={sizes ?? (featured ? FEATURED_SIZES : IN_A_ROW_SIZES)} priority={featured} />
        <Body $featured={featured}>
          <div>
            <Badge>{post.category}</Badge>
          </div>
          <h3 id={titleId}>
            <Link to={post.href}>{post.title}</Link>
          </h3>
          <p>{post.excerpt}</p>
          <PostMeta $stacked>
            <span>{post.author}</span>
            <time dateTime={post.date}>{formatDate(post.date)}</time>
            <span>{fill(site.ui.minRead, { minutes: post.readTime })}</span>
          </PostMeta>
          <ReadMore to={post.href}>
            {readMore}
            <span className="visually-hidden">: {post.title}</span>
          </ReadMore>
        </Body>
      </Layout>
    </Article>
  );
}
