// The words of the blog's further pages (the index's later pages and each category's list), from the words its
// blogIndex section holds; the section's check and the pages' documents read them alike.
import type { ListPage } from '../../vocabulary/paths.ts';
import { fill } from '../../vocabulary/phrases.ts';

/** What a blogIndex section writes for those pages. */
export interface ListingWords {
  pageTitle: string;
  olderTitle: string;
  category: { title: string; pagedTitle: string; heading: string };
}

/** The <title> of one page of a list (never the index's first page: that is the blog page), and its field. */
export function listingTitle(words: ListingWords, list: ListPage<unknown>): { title: string; field: string[] } {
  const values = { page: list.page, pages: list.pages, category: list.category ?? '' };
  if (list.category === undefined) return { title: fill(words.pageTitle, values), field: ['pageTitle'] };
  const key = list.page > 1 ? 'pagedTitle' : 'title';
  return { title: fill(words.category[key], values), field: ['category', key] };
}

/** The heading over the posts of such a page. */
export const listingHeading = (words: ListingWords, list: ListPage<unknown>) =>
  list.category === undefined ? words.olderTitle : fill(words.category.heading, { category: list.category });
