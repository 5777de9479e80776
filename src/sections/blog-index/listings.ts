// The pages a blog index adds beyond its own page: the index's later pages (/blog/page/2 …) and each category's
// list (/blog/category/hosting …). Each is the blog page under another path, with a title of its own, its hero
// naming the category, and its blogIndex section (./definition.ts) showing that page's posts alone. Node only.
import { postSummary, type PostSummary } from '../../content/derive.ts';
import { blogListings } from '../../vocabulary/paths.ts';
import type { SiteContent } from '../../content/registry.ts';
import { schema } from './definition.ts';
import { listingTitle } from './listing-words.ts';

type Page = SiteContent['pages'][number];

export interface BlogListingPage {
  /** Its route document's id */
  id: string;
  path: string;
  /** The blog page as this page shows it, to resolve like any page */
  host: Page;
  /** What the page lists, newest first */
  posts: PostSummary[];
}

export function blogListingPages(content: SiteContent): BlogListingPage[] {
  let pages = listed.get(content);
  if (!pages) listed.set(content, (pages = listingPages(content)));
  return pages;
}
// Once per content: the site's routes and their documents both ask (and the editor's live preview, on each keystroke).
const listed = new WeakMap<SiteContent, BlogListingPage[]>();

function listingPages(content: SiteContent): BlogListingPage[] {
  const categories = new Map(content.blogCategories.categories.map((c) => [c.name, c]));
  return blogListings(content).flatMap((list) => {
    const page = content.pages.find((p) => p.path === list.blog);
    const index = page?.sections.find((s) => s.type === 'blogIndex');
    // Page 1 of the index is the blog page itself.
    if (!page || !index || (list.page === 1 && list.category === undefined)) return [];
    const category = list.category === undefined ? undefined : categories.get(list.category);
    let { sections } = page;
    if (category) {
      const hero = { title: category.name, subtitle: category.description };
      const at = sections.findIndex((s) => s.type === 'hero');
      sections =
        at < 0
          ? [{ type: 'hero', badges: [], ...hero }, ...sections]
          : sections.map((s, i) => (i === at ? { ...s, ...hero } : s));
    }
    const host: Page = {
      ...page,
      path: list.path,
      aliases: [],
      title: listingTitle(schema.parse(index), list).title,
      description: category?.description ?? page.description,
      sections,
    };
    return [{ id: `list${list.path}`, path: list.path, host, posts: list.posts.map(postSummary) }];
  });
}
