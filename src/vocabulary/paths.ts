// Every hand-written URL pattern of the site lives here.
import { byCodeUnits } from './code-order.ts';

export const productPath = (slug: string) => `/hosting/${slug}`;
export const postPath = (slug: string) => `/blog/${slug}`;
/** The help center: its front page, a category's page and an article's. */
export const KB = '/kb';
export const kbCategoryPath = (slug: string) => `${KB}/category/${slug}`;
export const kbArticlePath = (slug: string) => `${KB}/${slug}`;
export const HOME = '/';
/** The id of a product page's plan cards, which its title area links to. */
export const PLANS_ANCHOR = 'plans';
/** A path of the site as a full URL, as canonical links, the sitemap and structured data give it. */
export const absoluteUrl = (origin: string, path: string) => new URL(path, origin).href;
/** Pages that components link to by name. */
export const pagePaths = {
  blog: '/blog',
  /** The register form's terms checkbox links to the form's own links with these two paths. */
  terms: '/terms',
  privacy: '/privacy',
} as const;
/** Where a visitor applies for a job: the job's file name (content/jobs/<slug>.yaml) goes in ?job=. */
export const APPLY_PATH = '/careers/apply';
export const JOB_PARAM = 'job';
/** The application form's address for one job, which opens with that job chosen. */
export const applyHref = (slug: string) => `${APPLY_PATH}?${new URLSearchParams({ [JOB_PARAM]: slug })}`;
/** The blog's feeds, which the build writes beside its pages (src/build/feeds.ts) and every blog page links to. */
export const feedPaths = { rss: `${pagePaths.blog}/rss.xml`, atom: `${pagePaths.blog}/atom.xml` } as const;

/** What the site's paths are made of: the parts of the content (SiteContent) that name a page. */
interface Routed {
  pages: { path: string; aliases: string[]; sections: { type: string }[] }[];
  products: { slug: string }[];
  posts: { slug: string; date: string; category: string; featured: boolean }[];
  blogCategories: { categories: { name: string }[] };
  helpCenter: { categories: { slug: string; aliases: string[] }[] };
  kbArticles: { slug: string }[];
}

/** Every path the site serves a page for, canonical paths first. */
export function routedPaths(content: Routed): string[] {
  const kbCategories = content.helpCenter.categories;
  return [
    ...content.pages.map((p) => p.path),
    ...content.products.map((p) => productPath(p.slug)),
    ...content.posts.map((p) => postPath(p.slug)),
    KB,
    ...kbCategories.map((c) => kbCategoryPath(c.slug)),
    ...content.kbArticles.map((a) => kbArticlePath(a.slug)),
    // Page 1 of a blog index is the page that shows it, listed above.
    ...blogListings(content)
      .filter((l) => l.page > 1 || l.category !== undefined)
      .map((l) => l.path),
    ...content.pages.flatMap((p) => p.aliases),
    ...kbCategories.flatMap((c) => c.aliases),
  ];
}

/** A name as an address or an anchor says it: "Web Design & SEO" is web-design-seo. */
export const slugOf = (name: string) =>
  name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
/** The list of a blog category's posts, under the blog index at `blog`. */
export const categoryPath = (blog: string, name: string) => `${blog}/category/${slugOf(name)}`;
/** Page n of a list of posts: page 1 is the list's own path. */
export const pagedPath = (list: string, page: number) => (page > 1 ? `${list}/page/${page}` : list);

/** One page of one of the blog's lists of posts. */
export interface ListPage<P> {
  /** The path of the page that shows the blog index the list belongs to */
  blog: string;
  /** The path of the list's first page: the blog index's page, or a category's */
  list: string;
  path: string;
  page: number;
  pages: number;
  /** The previous and next pages' paths, where there are some */
  newer?: string;
  older?: string;
  /** The category whose posts the list holds; none for the blog index */
  category?: string;
  /** What the page lists, newest first */
  posts: P[];
}

/** What paging reads of a blogIndex section (its schema, in sections/blog-index/definition.ts, checked it). */
type BlogIndexPaging = { type: 'blogIndex'; recentCount: number; pageSize: number };
const isBlogIndex = <S extends { type: string }>(section: S): section is S & BlogIndexPaging =>
  section.type === 'blogIndex';

function pagesOf<P>(blog: string, posts: P[], size: number, first: number, category?: string): ListPage<P>[] {
  const list = category === undefined ? blog : categoryPath(blog, category);
  const chunks = [posts.slice(0, first)];
  for (let i = first; i < posts.length; i += size) chunks.push(posts.slice(i, i + size));
  return chunks.map((chunk, i) => ({
    blog,
    list,
    path: pagedPath(list, i + 1),
    page: i + 1,
    pages: chunks.length,
    ...(i > 0 && { newer: pagedPath(list, i) }),
    ...(i + 1 < chunks.length && { older: pagedPath(list, i + 2) }),
    ...(category !== undefined && { category }),
    posts: chunk,
  }));
}

/**
 * The blog's lists of posts, page by page, for each page that shows a blog index: the index itself (page 1 shows
 * the featured post and the `recentCount` newest others, each later page `pageSize` more) and one list per
 * category (`pageSize` a page). A list with no posts still has its first page.
 */
export function blogListings<P extends { date: string; category: string; featured: boolean }>(content: {
  pages: { path: string; sections: { type: string }[] }[];
  posts: P[];
  blogCategories: { categories: { name: string }[] };
}): ListPage<P>[] {
  // The order of the index's own list (features/blog/select-posts.ts): newest first, ties as the files load.
  const newest = [...content.posts].sort((a, b) => byCodeUnits(b.date, a.date));
  const featured = newest.filter((p) => p.featured);
  return content.pages.flatMap((page) =>
    page.sections.filter(isBlogIndex).flatMap(({ recentCount, pageSize }) => {
      const others = newest.filter((p) => !p.featured);
      const [first, ...later] = pagesOf(page.path, others, pageSize, recentCount);
      const categories = content.blogCategories.categories.flatMap(({ name }) => {
        const posts = newest.filter((p) => p.category === name);
        return pagesOf(page.path, posts, pageSize, pageSize, name);
      });
      return [...(first ? [{ ...first, posts: [...featured, ...first.posts] }] : []), ...later, ...categories];
    }),
  );
}
