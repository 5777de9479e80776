// @vitest-environment jsdom
import { act, render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import choosing from 'virtual:content/doc/post/choosing-the-right-hosting-plan';
import security from 'virtual:content/doc/post/website-security-checklist';
import type { ResolvedPost } from '../content/resolve';
import PostPage, { loadPostBody } from './PostPage';

const post = choosing as ResolvedPost;

describe('PostPage', () => {
  it('renders the header, cover and the MDX body handed over by the route, at once', async () => {
    const { default: Body } = await loadPostBody(post.slug);
    render(
      <MemoryRouter>
        <PostPage post={post} Body={Body} />
      </MemoryRouter>,
    );
    expect(screen.getByRole('heading', { level: 1, name: post.title })).toBeInTheDocument();
    expect(screen.getByText('Sarah Mitchell')).toBeInTheDocument();
    expect(screen.getByText('February 24, 2026')).toBeInTheDocument();
    expect(screen.getByText('4 min read')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: post.imageAlt })).toHaveAttribute('src', post.image);
    expect(screen.getByRole('heading', { level: 2, name: 'Start with three questions' })).toBeInTheDocument();
    // Internal links in MDX go through the router; the body's lists use the registry's styled elements.
    expect(screen.getByRole('link', { name: 'Shared hosting' })).toHaveAttribute('href', '/hosting/shared');
    expect(screen.getByRole('link', { name: 'Back to Blog' })).toHaveAttribute('href', '/blog');
  });

  it('puts the body in the server HTML when the route awaited it', async () => {
    const { default: Body } = await loadPostBody(post.slug);
    const html = renderToString(
      <MemoryRouter>
        <PostPage post={post} Body={Body} />
      </MemoryRouter>,
    );
    expect(html).toContain('Start with three questions');
  });

  it('still shows the body, once loaded, when the route did not hand it over', async () => {
    // Awaiting act lets React retry the suspended body when its chunk resolves (a test-only concern).
    await act(async () => {
      render(
        <MemoryRouter>
          <PostPage post={security as ResolvedPost} />
        </MemoryRouter>,
      );
      await loadPostBody((security as ResolvedPost).slug);
    });
    expect(screen.getByRole('heading', { level: 1 })).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 2 }).length).toBeGreaterThan(0);
  });

  it('rejects a slug with no MDX file, naming the file', async () => {
    await expect(loadPostBody('no-such-post')).rejects.toThrow('content/blog/no-such-post.mdx');
  });
});
