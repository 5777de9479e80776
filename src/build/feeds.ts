// The blog's feeds, RSS 2.0 and Atom 1.0, written by the build from the posts (scripts/prerender.ts), so that a feed
// reader can follow the blog. The `feed` package writes and escapes the XML.
import { Feed } from 'feed';
import { absoluteUrl, feedPaths, pagePaths } from '../vocabulary/paths.ts';
import type { RouteDoc } from '../assembly/resolve.ts';
import { escapeHtml } from '../content/escape-html.ts';

/** What a feed says of a post: the fields of its card, and when its file last changed. */
interface FeedPost {
  title: string;
  excerpt: string;
  /** Path of the post's page */
  href: string;
  /** Publication date, YYYY-MM-DD */
  date: string;
  author: string;
  category: string;
  /** When the post's file last changed (ISO 8601), where the build knows it */
  lastModified?: string | undefined;
}

export interface BlogFeedsInput {
  site: { url: string; name: string; seo: { locale: string } };
  /** The blog index's page: the feed's address, title and description */
  blog: { path: string; title: string; description: string };
  posts: FeedPost[];
}

// RSS 2.0's author element holds an e-mail address; a name goes in Dublin Core's creator (the RSS Advisory Board's
// profile), its namespace declared on the element itself, since the library writes the root element.
const DUBLIN_CORE = 'http://purl.org/dc/elements/1.1/';

/** When a post changed last: its file's date, or its publication date when the build does not know that. */
const updatedOf = (post: FeedPost) => new Date(post.lastModified ?? post.date);

/** The blog's feeds, newest post first. */
export function blogFeeds({ site, blog, posts }: BlogFeedsInput): { rss: string; atom: string } {
  const url = (path: string) => absoluteUrl(site.url, path);
  const newest = [...posts].sort((a, b) => b.date.localeCompare(a.date));
  const updated = newest.map(updatedOf).reduce((a, b) => (b > a ? b : a), new Date(0));
  const write = (format: 'rss' | 'atom') => {
    const feed = new Feed({
      id: url(blog.path),
      title: blog.title,
      description: blog.description,
      link: url(blog.path),
      // en_US (Open Graph's form) as RSS and HTTP write a language: en-us.
      language: site.seo.locale.replace('_', '-').toLowerCase(),
      updated,
      generator: false,
      author: { name: site.name, link: site.url },
      feedLinks: { rss: url(feedPaths.rss), atom: url(feedPaths.atom) },
    });
    for (const post of newest)
      feed.addItem({
        // Escaped as HTML in both feeds: Atom's is type="html" as the library writes it, and readers show an RSS
        // title as HTML too (the RSS profile's plain text notwithstanding), so a raw <script> in it would be markup.
        // The library puts it in CDATA, split around any "]]>", so the XML stays whole either way.
        title: escapeHtml(post.title),
        // The page's address is the item's link and its permanent id (RSS guid, Atom id).
        link: url(post.href),
        date: updatedOf(post),
        published: new Date(post.date),
        // A reader shows RSS descriptions and Atom's type="html" summary as HTML.
        description: escapeHtml(post.excerpt),
        category: [{ name: post.category, term: post.category }],
        // Atom has an author element for a name; RSS has dc:creator (Atom leaves extensions out).
        ...(format === 'atom' && { author: [{ name: post.author }] }),
        extensions: [{ name: 'dc:creator', objects: { _attributes: { 'xmlns:dc': DUBLIN_CORE }, _text: post.author } }],
      });
    return format === 'rss' ? feed.rss2() : feed.atom1();
  };
  return { rss: write('rss'), atom: write('atom') };
}

/** The feeds' data from the route documents (as the prerender gets them): the blog index's page and the posts. */
export function feedInput(site: BlogFeedsInput['site'], docs: RouteDoc[]): BlogFeedsInput {
  const blog = docs.find((d) => d.meta.path === pagePaths.blog)?.meta;
  if (!blog) throw new Error(`No page has the path ${pagePaths.blog}: the blog's feeds need its title and description`);
  return {
    site,
    blog,
    posts: docs.flatMap((d) => (d.template === 'post' ? [{ ...d.post, lastModified: d.meta.lastModified }] : [])),
  };
}
