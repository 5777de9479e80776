// @vitest-environment jsdom
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { loadBodies } from '../content/bodies.ts';
import { root } from '../../tests/helpers/content-fixture.ts';
import { Providers, postOf, site } from '../../tests/helpers/page-sections.tsx';
import { prerenderedDocs, routeDocs } from '../../tests/helpers/route-docs.ts';
import { paths } from '../../tests/spec.ts';
import PostPage from './PostPage.tsx';
import { fill } from '../vocabulary/phrases.ts';

const posts = await routeDocs('post');
const docs = posts.map((p) => p.doc);
const [first] = docs;
if (!first || first.template !== 'post') throw new Error('the blog has no post');
const { post, body } = await postOf(first);
/** The post's MDX source, without its frontmatter: what its body is compiled from. */
const source = readFileSync(path.join(root, first.body.mdx), 'utf8').replace(/^---[\s\S]*?\n---\n/, '');
const firstHeading = /^## (.+)$/m.exec(source)?.[1];
const firstInternalLink = /\[([^\]]+)\]\((\/[^)\s]*)\)/.exec(source);
const longDate = (iso: string) =>
  new Date(`${iso}T00:00:00Z`).toLocaleDateString('en-US', { timeZone: 'UTC', dateStyle: 'long' });
const page = <PostPage post={post} body={body} />;

describe('PostPage', () => {
  it('renders the header: category, title, author, date and reading time', () => {
    render(<Providers>{page}</Providers>);
    expect(screen.getByRole('heading', { level: 1, name: post.title })).toBeInTheDocument();
    expect(screen.getByText(post.category)).toBeInTheDocument();
    expect(screen.getByText(post.author)).toBeInTheDocument();
    expect(screen.getByText(longDate(post.date))).toHaveAttribute('datetime', post.date);
    expect(screen.getByText(fill(site.ui.minRead, { minutes: post.readTime }))).toBeInTheDocument();
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

  it('refuses a body whose module it cannot load, naming its file', async () => {
    await expect(loadBodies({ mdx: '/content/blog/no-such-post.mdx' })).rejects.toThrow(
      'content/blog/no-such-post.mdx',
    );
  });
});
