// @vitest-environment jsdom
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import blog from 'virtual:content/doc/page/blog';
import { renderRouted, sectionOf } from '../../tests/helpers/page-sections';
import { BlogIndexSection } from './BlogIndexSection';

const section = sectionOf(blog, 'blogIndex');
const postTitles = () =>
  screen.queryAllByRole('article').map((article) => within(article).getByRole('heading', { level: 3 }).textContent);
const renderBlog = () => renderRouted(<BlogIndexSection section={section} />);

describe('BlogIndexSection', () => {
  it('shows the featured post first and large, then the five most recent others, then the categories', () => {
    renderBlog();
    const featured = section.posts.find((p) => p.featured);
    expect(postTitles()).toHaveLength(1 + section.recentCount);
    expect(postTitles()[0]).toBe(featured?.title);
    const [featuredCard] = screen.getAllByRole('article');
    expect(within(featuredCard as HTMLElement).getByRole('img')).not.toHaveAttribute('loading', 'lazy');
    expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual([
      'Featured Article',
      'Recent Articles',
      'Browse by Category',
    ]);
    const recentDates = section.posts.filter((p) => !p.featured).map((p) => p.date);
    expect(recentDates).toEqual([...recentDates].sort().reverse());
  });

  it('gives each post card its image, category, link, author, date, reading time and a read-more link', () => {
    renderBlog();
    const card = screen.getByRole('article', { name: 'Shared, VPS or Cloud? How to Choose the Right Hosting Plan' });
    const image = within(card).getByRole('img', { name: /Abstract stacked layers/ });
    expect(image).toHaveAttribute('width', '1200');
    expect(image).toHaveAttribute('height', '630');
    expect(within(card).getByText('Hosting')).toBeInTheDocument();
    expect(within(card).getByText('Sarah Mitchell')).toBeInTheDocument();
    expect(within(card).getByText('February 24, 2026')).toBeInTheDocument();
    expect(within(card).getByText('4 min read')).toBeInTheDocument();
    const links = within(card).getAllByRole('link');
    expect(links.map((a) => a.getAttribute('href'))).toEqual([
      '/blog/choosing-the-right-hosting-plan',
      '/blog/choosing-the-right-hosting-plan',
    ]);
    expect(links[1]).toHaveAccessibleName('Read More: Shared, VPS or Cloud? How to Choose the Right Hosting Plan');
    const lazy = screen.getByRole('article', { name: /Free vs. Paid SSL/ });
    expect(within(lazy).getByRole('img')).toHaveAttribute('loading', 'lazy');
  });

  it('filters the posts as the visitor types, and says so when nothing matches', async () => {
    renderBlog();
    const search = screen.getByRole('searchbox', { name: 'Search articles' });
    await userEvent.type(search, 'downtime');
    expect(postTitles()).toEqual([
      'Deploying a Node.js App with Git: A Step-by-Step Workflow',
      'How to Move Your Website to a New Host Without Downtime',
    ]);
    await userEvent.clear(search);
    await userEvent.type(search, 'SSL CERT');
    expect(postTitles()).toEqual(['Free vs. Paid SSL Certificates: Which Does Your Website Need?']);
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
    await userEvent.type(search, 'zzz');
    expect(postTitles()).toEqual([]);
    expect(screen.getByRole('status')).toHaveTextContent(section.emptyText);
    await userEvent.clear(search);
    expect(postTitles()).toHaveLength(6);
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
  });

  it('filters by the chosen category, combined with the search text', async () => {
    renderBlog();
    const select = screen.getByRole('combobox', { name: 'Filter by category' });
    expect(
      within(select)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['All Categories', 'Hosting', 'Security', 'Development', 'Performance']);
    await userEvent.selectOptions(select, 'Security');
    expect(postTitles()).toEqual([
      'Free vs. Paid SSL Certificates: Which Does Your Website Need?',
      'The Small Business Website Security Checklist',
    ]);
    expect(screen.queryByRole('heading', { name: 'Featured Article' })).toBeNull();
    await userEvent.type(screen.getByRole('searchbox'), 'checklist');
    expect(postTitles()).toEqual(['The Small Business Website Security Checklist']);
    await userEvent.selectOptions(select, 'Development');
    expect(screen.getByRole('status')).toHaveTextContent(section.emptyText);
  });

  it('does not submit the search form when Enter is pressed', async () => {
    renderBlog();
    let submit: Event | undefined;
    window.addEventListener('submit', (e) => (submit = e), { once: true });
    await userEvent.type(screen.getByRole('searchbox'), 'ssl{Enter}');
    expect(submit?.defaultPrevented).toBe(true);
  });

  it('shows each category with its article count', () => {
    renderBlog();
    const categories = screen.getByRole('region', { name: 'Browse by Category' });
    expect(
      within(categories)
        .getAllByRole('heading', { level: 3 })
        .map((h) => h.textContent),
    ).toEqual(['Hosting', 'Security', 'Development', 'Performance']);
    expect(within(categories).getByText('15 articles')).toBeInTheDocument();
    expect(within(categories).getByText('8 articles')).toBeInTheDocument();
  });
});
