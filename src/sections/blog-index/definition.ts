import { z } from 'zod';
import { sectionOf, text } from '../../content/fields.ts';
import { postCta } from '../../content/types/posts.ts';
import { postSummaries, postSummary, type PostSummary } from '../../content/derive.ts';
import { blogListings, categoryPath } from '../../vocabulary/paths.ts';
import type { SiteContent } from '../../content/registry.ts';
import { defineSection, type Host } from '../define.ts';
import { checkBlogIndex } from './check.ts';
import { listingHeading } from './listing-words.ts';

export const schema = sectionOf('blogIndex', {
  searchLabel: text,
  searchPlaceholder: text,
  categoryLabel: text,
  allCategories: text.describe('First option of the category select'),
  featuredTitle: text,
  recentTitle: text,
  recentCount: z.number().int().positive().default(5),
  categoriesTitle: text,
  emptyText: text.describe('Shown when no post matches the search'),
  readMore: text,
  pageSize: z
    .number()
    .int()
    .positive()
    .default(12)
    .describe("Posts on each of the blog's later pages (/blog/page/2 …) and on each page of a category"),
  olderTitle: text.describe("Heading of the list on the blog's later pages"),
  pageTitle: text.describe("Title of the blog's later pages; {page} is the page's number, {pages} how many there are"),
  category: z
    .strictObject({
      title: text.describe('Title of a category\'s page, e.g. "{category} Articles – Blog | NimbusHost"'),
      pagedTitle: text.describe('Title of its later pages; {page} and {pages} as in pageTitle'),
      heading: text.describe('Heading of its list of posts, e.g. "Articles in {category}"'),
      empty: text.describe('Shown on the page of a category that has no posts yet'),
    })
    .describe('The page of each blog category (/blog/category/<name>); {category} is its name'),
  pagination: z
    .strictObject({
      label: text.describe('What screen readers call the links between pages'),
      newer: text.describe('Link to the page of newer posts'),
      older: text.describe('Link to the page of older posts'),
      status: text.describe('Where the visitor is, e.g. "Page {page} of {pages}"'),
    })
    .describe('The links between the pages of a list of posts, shown once it fills more than one page'),
  post: z
    .strictObject({
      relatedTitle: text.describe('Heading over the related posts, e.g. "Keep reading"'),
      relatedCount: z
        .number({ error: 'expected a number of posts, e.g. 3' })
        .int({ error: 'expected a whole number of posts, e.g. 3' })
        .positive({ error: 'expected 1 post or more' })
        .default(3)
        .describe("How many related posts: the newest of the post's category first, then the newest others"),
      cta: postCta.optional().describe('The call to action at the end of every post that has none of its own'),
    })
    .optional()
    .describe(
      'The end of each post (/blog/<slug>), above the link back to the blog: related posts and a call to action. Leave it out and a post ends with its own call to action, if it has one, and that link',
    ),
});

type Category = SiteContent['blogCategories']['categories'][number];

/** Where a page of a list of posts sits among the list's pages, and the paths of its neighbours. */
interface Paged {
  page: number;
  pages: number;
  newer?: string;
  older?: string;
}

/**
 * The blog index on its own page; on the blog's later pages and its categories' pages (documents made from the
 * blog page: ./listings.ts) it shows that page's posts alone, under `listing.heading`.
 */
export type BlogIndexData = z.output<typeof schema> & {
  /** Every post on the index itself, where the search and the category filter look; a list page's own posts */
  posts: PostSummary[];
  /** The category cards, each linking to its category's page (none on a list page) */
  categories: (Category & { href: string })[];
  /** Set when the list fills more than one page */
  paged?: Paged;
  listing?: {
    heading: string;
    /** The blog index's own page, which the list links back to */
    blog: string;
  };
};

const pathOf = (host: Host) => ('path' in host ? host.path : undefined);

/** The blog: search, category filter, the featured post, the most recent ones and the categories. */
export default defineSection({
  schema,
  resolve: (section, { content, host }): BlogIndexData => {
    const here = blogListings(content).find((l) => l.path === pathOf(host));
    const paged =
      here && here.pages > 1
        ? { paged: { page: here.page, pages: here.pages, newer: here.newer, older: here.older } }
        : {};
    if (!here || (here.category === undefined && here.page === 1))
      return {
        ...section,
        posts: postSummaries(content.posts),
        categories: content.blogCategories.categories.map((c) => ({
          ...c,
          href: categoryPath(pathOf(host) ?? '', c.name),
        })),
        ...paged,
      };
    return {
      ...section,
      posts: here.posts.map(postSummary),
      categories: [],
      ...paged,
      listing: { heading: listingHeading(section, here), blog: here.blog },
    };
  },
  check: (section, { content, host, field }) => checkBlogIndex(section, host, content, field),
});
