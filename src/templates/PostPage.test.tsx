// @vitest-environment jsdom
import { render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router-dom';
import { beforeAll, describe, expect, it } from 'vitest';
import choosing from 'virtual:content/doc/post/choosing-the-right-hosting-plan';
import { loadBody } from '../content/bodies';
import type { ResolvedPost } from '../content/resolve';
import PostPage from './PostPage';

const post = choosing as ResolvedPost;
beforeAll(async () => {
  await loadBody('post', post.slug);
});

describe('PostPage', () => {
  it('renders the header, cover and the MDX body loaded by the route', () => {
    render(
      <MemoryRouter>
        <PostPage post={post} />
      </MemoryRouter>,
    );
    expect(screen.getByRole('heading', { level: 1, name: post.title })).toBeInTheDocument();
    expect(screen.getByText('Sarah Mitchell')).toBeInTheDocument();
    expect(screen.getByText('February 24, 2026')).toBeInTheDocument();
    expect(screen.getByText('4 min read')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: post.imageAlt })).toHaveAttribute('src', post.image);
    expect(screen.getByRole('heading', { level: 2, name: 'Start with three questions' })).toBeInTheDocument();
    // Internal links in MDX go through the router.
    expect(screen.getByRole('link', { name: 'Shared hosting' })).toHaveAttribute('href', '/hosting/shared');
    expect(screen.getByRole('link', { name: 'Back to Blog' })).toHaveAttribute('href', '/blog');
  });

  it('puts the body in the server HTML', () => {
    const html = renderToString(
      <MemoryRouter>
        <PostPage post={post} />
      </MemoryRouter>,
    );
    expect(html).toContain('Start with three questions');
  });

  it('rejects a slug with no MDX file, naming the file', async () => {
    await expect(loadBody('post', 'no-such-post')).rejects.toThrow('content/blog/no-such-post.mdx');
  });
});
