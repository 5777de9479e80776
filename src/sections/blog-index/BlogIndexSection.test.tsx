// @vitest-environment jsdom
import { act, screen, within } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import blog from 'virtual:content/doc/page/blog';
import type { PostSummary } from '../../content/derive.ts';
import { categoryPath, pagedPath } from '../../vocabulary/paths.ts';
import { Providers, renderRouted, sectionOf, site, textsOf } from '../../../tests/helpers/page-sections.tsx';
import BlogIndexSection from './BlogIndexSection.tsx';
import { fill } from '../../vocabulary/phrases.ts';

const section = sectionOf(blog, 'blogIndex');
const { posts, categories } = section;
const renderBlog = () => renderRouted(<BlogIndexSection section={section} />);
const postTitles = () =>
  screen.queryAllByRole('article').map((article) => within(article).getByRole('heading', { level: 3 }).textContent);

/** What the visitor should see: the featured post first, then the others newest first (SPEC §2 Blog). */
const newestFirst = <P extends Pick<PostSummary, 'date'>>(list: P[]) =>
  [...list].sort((a, b) => b.date.localeCompare(a.date));
function expectedTitles(query: string, category: string) {
  const needle = query.trim().toLowerCase();
  const matching = posts.filter(
    (p) =>
      (category === '' || p.category === category) &&
      [p.title, p.excerpt, p.category].some((text) => text.toLowerCase().includes(needle)),
  );
  return [...matching.filter((p) => p.featured), ...newestFirst(matching.filter((p) => !p.featured))].map(
    (p) => p.title,
  );
}
const featured = posts.find((p) => p.featured);
const unfiltered = [
  ...(featured ? [featured] : []),
  ...newestFirst(posts.filter((p) => !p.featured)).slice(0, section.recentCount),
];
/** A word of one post's title that not every post mentions, so that searching for it narrows the list. */
const narrowing = posts
  .flatMap((p) => p.title.split(/\s+/))
  .filter((w) => w.length >= 4)
  .find((w) => expectedTitles(w, '').length < posts.length);
const nowhere = 'qzxqzxqzx';
const longDate = (iso: string) =>
  new Date(`${iso}T00:00:00Z`).toLocaleDateString('en-US', { timeZone: 'UTC', dateStyle: 'long' });

describe('BlogIndexSection', () => {
  it('shows the featured post first and large, then the most recent others, then the categories', () => {
    renderBlog();
    expect(postTitles()).toEqual(unfiltered.map((p) => p.title));
    expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual([
      ...(featured ? [section.featuredTitle] : []),
      section.recentTitle,
      section.categoriesTitle,
    ]);
    const [first, ...rest] = screen.getAllByRole('article');
    expect(within(first as HTMLElement).getByRole('img')).not.toHaveAttribute('loading', 'lazy');
    for (const card of rest) expect(within(card).getByRole('img')).toHaveAttribute('loading', 'lazy');
  });

  it('gives each post card its image, category, links, author, date, reading time and a read-more link', () => {
    renderBlog();
    for (const post of unfiltered) {
      const card = screen.getByRole('article', { name: post.title });
      const image = within(card).getByRole('img', { name: post.image.alt });
      expect(image).toHaveAttribute('src', post.image.src);
      expect(image).toHaveAttribute('width', String(post.image.width));
      expect(image).toHaveAttribute('height', String(post.image.height));
      expect(within(card).getByText(post.category)).toBeInTheDocument();
      expect(within(card).getByText(post.excerpt)).toBeInTheDocument();
      expect(within(card).getByText(post.author)).toBeInTheDocument();
      expect(within(card).getByText(longDate(post.date))).toHaveAttribute('datetime', post.date);
      expect(within(card).getByText(fill(site.ui.minRead, { minutes: post.readTime }))).toBeInTheDocument();
      const links = within(card).getAllByRole('link');
      expect(links.map((a) => a.getAttribute('href'))).toEqual([post.href, post.href]);
      expect(links[1]).toHaveAccessibleName(`${section.readMore}: ${post.title}`);
    }
  });

  it('filters the posts as the visitor types, ignoring case and spaces, and says so when nothing matches', async () => {
    expect(narrowing).toBeDefined();
    const word = narrowing ?? '';
    renderBlog();
    const search = screen.getByRole('searchbox', { name: section.searchLabel });
    await userEvent.type(search, ` ${word.toUpperCase()} `);
    expect(postTitles()).toEqual(expectedTitles(word, ''));
    expect(postTitles().length).toBeLessThan(posts.length);
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
    await userEvent.type(search, nowhere);
    expect(postTitles()).toEqual([]);
    expect(screen.getByRole('status')).toHaveTextContent(section.emptyText);
    await userEvent.clear(search);
    expect(postTitles()).toEqual(unfiltered.map((p) => p.title));
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
  });

  it('filters by the chosen category, combined with the search text', async () => {
    renderBlog();
    const select = screen.getByRole('combobox', { name: section.categoryLabel });
    expect(textsOf(within(select).getAllByRole('option'))).toEqual([
      section.allCategories,
      ...categories.map((c) => c.name),
    ]);
    // A category that holds some posts but not the featured one, so that its heading goes too.
    const category =
      categories.find((c) => c.name !== featured?.category && posts.some((p) => p.category === c.name)) ??
      categories[0];
    if (!category) throw new Error('the blog has no categories');
    await userEvent.selectOptions(select, category.name);
    expect(postTitles()).toEqual(expectedTitles('', category.name));
    if (featured?.category !== category.name)
      expect(screen.queryByRole('heading', { name: section.featuredTitle })).toBeNull();
    const [one] = posts.filter((p) => p.category === category.name);
    const word = one?.title.split(/\s+/).find((w) => w.length >= 4) ?? '';
    await userEvent.type(screen.getByRole('searchbox'), word);
    expect(postTitles()).toEqual(expectedTitles(word, category.name));
    expect(postTitles()).toContain(one?.title);
    await userEvent.clear(screen.getByRole('searchbox'));
    await userEvent.type(screen.getByRole('searchbox'), nowhere);
    expect(screen.getByRole('status')).toHaveTextContent(section.emptyText);
  });

  it('filters by what was typed and picked before the script ran, once it runs', async () => {
    const category = categories.find((c) => posts.some((p) => p.category === c.name));
    const [one] = posts.filter((p) => p.category === category?.name);
    const word = one?.title.split(/\s+/).find((w) => w.length >= 4);
    if (!category || !word) throw new Error('the blog has no category with a post');
    const tree = (
      <Providers>
        <BlogIndexSection section={section} />
      </Providers>
    );
    const container = document.createElement('div');
    container.innerHTML = renderToString(tree);
    document.body.append(container);
    // The prerendered page, touched before its script: a word typed, a category picked.
    const box = within(container).getByRole('searchbox');
    const select = within(container).getByRole<HTMLSelectElement>('combobox', { name: section.categoryLabel });
    (box as HTMLInputElement).value = word;
    select.value = category.name;
    const root = await act(async () => hydrateRoot(container, tree));
    expect(box).toHaveValue(word);
    expect(select).toHaveValue(category.name);
    expect(postTitles()).toEqual(expectedTitles(word, category.name));
    act(() => root.unmount());
    container.remove();
  });

  it('does not submit the search form when Enter is pressed', async () => {
    renderBlog();
    let submit: Event | undefined;
    window.addEventListener('submit', (e) => (submit = e), { once: true });
    await userEvent.type(screen.getByRole('searchbox'), 'ssl{Enter}');
    expect(submit?.defaultPrevented).toBe(true);
  });

  it('shows each category with its description and article count', () => {
    renderBlog();
    const region = screen.getByRole('region', { name: section.categoriesTitle });
    expect(textsOf(within(region).getAllByRole('heading', { level: 3 }))).toEqual(categories.map((c) => c.name));
    for (const category of categories) {
      const card = within(region).getByRole('heading', { level: 3, name: category.name }).parentElement as HTMLElement;
      expect(within(card).getByText(fill(site.ui.articleCount, { count: category.count }))).toBeInTheDocument();
      if (category.description) expect(within(card).getByText(category.description)).toBeInTheDocument();
    }
  });

  it("links each category card to the category's page", () => {
    renderBlog();
    const region = screen.getByRole('region', { name: section.categoriesTitle });
    for (const category of categories)
      expect(within(region).getByRole('link', { name: category.name })).toHaveAttribute(
        'href',
        categoryPath(blog.meta.path, category.name),
      );
  });

  it('hides the links to later pages while the visitor filters, since a filter shows every match', async () => {
    const older = pagedPath(blog.meta.path, 2);
    renderRouted(<BlogIndexSection section={{ ...section, paged: { page: 1, pages: 2, older } }} />);
    const nav = () => screen.queryByRole('navigation', { name: section.pagination.label });
    expect(within(nav() as HTMLElement).getByRole('link', { name: section.pagination.older })).toHaveAttribute(
      'href',
      older,
    );
    await userEvent.type(screen.getByRole('searchbox'), nowhere);
    expect(nav()).toBeNull();
    await userEvent.clear(screen.getByRole('searchbox'));
    expect(nav()).not.toBeNull();
  });

  it('links to the later pages of the blog only when its posts fill more than one', () => {
    renderBlog();
    const others = posts.filter((p) => !p.featured).length;
    expect(screen.queryByRole('navigation', { name: section.pagination.label }) !== null).toBe(
      others > section.recentCount,
    );
  });
});
