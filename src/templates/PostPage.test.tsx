// @vitest-environment jsdom
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { render, screen, within } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { loadBodies } from '../content/bodies.ts';
import { contentDir, root } from '../../tests/helpers/content-fixture.ts';
import { loadContent } from '../assembly/site-content.ts';
import { formatReport } from '../content/issue.ts';
import blog from 'virtual:content/doc/page/blog';
import { Providers, postOf, sectionOf, site } from '../../tests/helpers/page-sections.tsx';
import { prerenderedDocs, routeDocs } from '../../tests/helpers/route-docs.ts';
import { paths } from '../../tests/spec.ts';
import PostPage from './PostPage.tsx';
import { fill } from '../vocabulary/phrases.ts';

const posts = await routeDocs('post');
const docs = posts.map((p) => p.doc);
const [first] = docs;
if (!first || first.template !== 'post') throw new Error('the blog has no post');
const { post, body, end } = await postOf(first);
/** The post's MDX source, without its frontmatter: what its body is compiled from. */
const source = readFileSync(path.join(root, first.body.mdx), 'utf8').replace(/^---[\s\S]*?\n---\n/, '');
const firstHeading = /^## (.+)$/m.exec(source)?.[1];
const firstInternalLink = /\[([^\]]+)\]\((\/[^)\s]*)\)/.exec(source);
/** The blog's words for the end of a post (its page's blogIndex section, from content). */
const blogEnd = sectionOf(blog, 'blogIndex').post;
// The posts as content holds them, checked and with their {slots} filled, as the loader gives them.
const { content, issues } = await loadContent({ root, contentDir });
if (!content) throw new Error(formatReport(issues));
const allPosts = content.posts;
const contentPost = (slug: string) => {
  const found = allPosts.find((p) => p.slug === slug);
  if (!found) throw new Error(`no post ${slug} in content`);
  return found;
};
const newest = <P extends { date: string; slug: string }>(list: P[]) =>
  [...list].sort((a, b) => b.date.localeCompare(a.date) || a.slug.localeCompare(b.slug));
const longDate = (iso: string) =>
  new Date(`${iso}T00:00:00Z`).toLocaleDateString('en-US', { timeZone: 'UTC', dateStyle: 'long' });
const page = <PostPage post={post} body={body} end={end} />;

describe('PostPage', () => {
  it('renders the header: category, title, author, date and reading time', () => {
    render(<Providers>{page}</Providers>);
    const title = screen.getByRole('heading', { level: 1, name: post.title });
    // The post's own header: the cards of the posts to read next, after it, show their own.
    const header = within(title.closest('header') as HTMLElement);
    expect(header.getByText(post.category)).toBeInTheDocument();
    expect(header.getByText(post.author)).toBeInTheDocument();
    expect(header.getByText(longDate(post.date))).toHaveAttribute('datetime', post.date);
    expect(header.getByText(fill(site.ui.minRead, { minutes: post.readTime }))).toBeInTheDocument();
    expect(screen.getByRole('img', { name: post.image.alt })).toHaveAttribute('src', post.image.src);
  });

  it('renders the MDX body the route loaded, its internal links going through the router', () => {
    expect(firstHeading).toBeDefined();
    expect(firstInternalLink).not.toBeNull();
    render(<Providers>{page}</Providers>);
    expect(screen.getByRole('heading', { level: 2, name: firstHeading })).toBeInTheDocument();
    const [, label, href] = firstInternalLink ?? [];
    expect(screen.getAllByRole('link', { name: label })[0]).toHaveAttribute('href', href);
    expect(screen.getByRole('link', { name: site.ui.backToBlog })).toHaveAttribute('href', paths.blog);
  });

  it('puts the body in the server HTML', () => {
    const container = document.createElement('div');
    container.innerHTML = renderToString(<Providers>{page}</Providers>);
    expect([...container.querySelectorAll('h2')].map((h) => h.textContent)).toContain(firstHeading);
  });

  it('has a body for every post, and tells search engines about the post', async () => {
    const prerendered = await prerenderedDocs();
    for (const [i, doc] of docs.entries()) {
      if (doc.template !== 'post') throw new Error(`${doc.meta.path} is not a post`);
      expect(typeof (await postOf(doc)).body).toBe('function');
      expect(doc.meta).toMatchObject({ path: doc.post.href, type: 'article', description: doc.post.excerpt });
      const posting = prerendered
        .get(posts[i]?.id ?? '')
        ?.meta.structuredData.find((d) => d['@type'] === 'BlogPosting');
      expect(posting).toMatchObject({ headline: doc.post.title });
    }
  });

  it('ends with the call to action from content: the post’s own, else the blog’s', async () => {
    expect(blogEnd).toBeDefined();
    for (const doc of docs) {
      const loaded = await postOf(doc);
      const { cta } = contentPost(loaded.post.slug);
      const expected = cta ?? blogEnd?.cta;
      const { unmount } = render(
        <Providers>
          <PostPage post={loaded.post} body={loaded.body} end={loaded.end} />
        </Providers>,
      );
      if (expected) {
        const region = screen.getByRole('region', { name: expected.title });
        if (expected.text) expect(within(region).getByText(expected.text)).toBeInTheDocument();
        expect(within(region).getByRole('link', { name: expected.button.label })).toHaveAttribute(
          'href',
          expected.button.href,
        );
      }
      unmount();
    }
  });

  it('then up to the blog’s count of posts to read next: its category’s newest first, then the newest others', async () => {
    const related = blogEnd;
    if (!related) throw new Error('the blog page says nothing of the end of a post');
    const paths = new Set(posts.map((p) => p.path));
    for (const doc of docs) {
      const { post: shown, body: shownBody, end: shownEnd } = await postOf(doc);
      const others = newest(allPosts.filter((p) => p.slug !== shown.slug));
      const expected = [
        ...others.filter((p) => p.category === shown.category),
        ...others.filter((p) => p.category !== shown.category),
      ].slice(0, related.relatedCount);
      const { unmount } = render(
        <Providers>
          <PostPage post={shown} body={shownBody} end={shownEnd} />
        </Providers>,
      );
      const region = screen.getByRole('heading', { level: 2, name: related.relatedTitle }).closest('section');
      if (!region) throw new Error('the posts to read next have no section of their own');
      const cards = within(region).getAllByRole('article');
      expect(cards.map((c) => within(c).getByRole('heading', { level: 3 }).textContent)).toEqual(
        expected.map((p) => p.title),
      );
      for (const card of cards) {
        const href = within(card).getAllByRole('link')[0]?.getAttribute('href') ?? '';
        expect(paths.has(href), href).toBe(true);
        expect(href).not.toBe(shown.href);
      }
      // Then the way back to the blog, last.
      const back = screen.getByRole('link', { name: site.ui.backToBlog });
      expect(region.compareDocumentPosition(back) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
      unmount();
    }
  });

  it('refuses a body whose module it cannot load, naming its file', async () => {
    await expect(loadBodies({ mdx: '/content/blog/no-such-post.mdx' })).rejects.toThrow(
      'content/blog/no-such-post.mdx',
    );
  });
});
