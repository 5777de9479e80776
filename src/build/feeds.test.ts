// The feeds parse as XML and carry what the W3C feed validator requires of RSS 2.0 and Atom 1.0, one item per post.
import { XMLParser, XMLValidator } from 'fast-xml-parser';
import { JSDOM } from 'jsdom';
import { describe, expect, it } from 'vitest';
import { contentDir, root } from '../../tests/helpers/content-fixture.ts';
import { lastModified } from './last-modified.ts';
import { loadContent } from '../assembly/site-content.ts';
import { absoluteUrl, feedPaths, pagePaths, postPath } from '../vocabulary/paths.ts';
import { routeDocs } from '../assembly/resolve.ts';
import { blogFeeds, feedInput, type BlogFeedsInput } from './feeds.ts';

const { content, issues } = await loadContent({ root, contentDir });
if (!content) throw new Error(`content does not load: ${JSON.stringify(issues)}`);
const dates = await lastModified(root, contentDir);
const input = feedInput(content.site, [...routeDocs(content, { dates }).values()]);
const feeds = blogFeeds(input);
const url = (path: string) => absoluteUrl(content.site.url, path);
const posts = [...content.posts].sort((a, b) => b.date.localeCompare(a.date));
const blogPage = content.pages.find((p) => p.path === pagePaths.blog);

const parser = new XMLParser({
  ignoreAttributes: false,
  attributeNamePrefix: '@',
  parseTagValue: false,
  isArray: (name) => ['item', 'entry', 'author', 'category'].includes(name),
});
type Node = Record<string, unknown>;
const parse = (xml: string) => {
  expect(XMLValidator.validate(xml)).toBe(true);
  return parser.parse(xml) as Node;
};
/** An element's text, whether or not it has attributes. */
const text = (node: unknown): string =>
  typeof node === 'string' ? node : node && typeof node === 'object' ? text((node as Node)['#text']) : '';
/** Text a reader shows as HTML, decoded: what the visitor reads. */
const decoded = (html: string) =>
  html.replace(
    /&(lt|gt|quot|#39|amp);/g,
    (_, e: string) => ({ lt: '<', gt: '>', quot: '"', '#39': "'", amp: '&' })[e] as string,
  );
const RFC_822 =
  /^(Mon|Tue|Wed|Thu|Fri|Sat|Sun), \d\d (Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec) \d{4} \d\d:\d\d:\d\d GMT$/;
const RFC_3339 = /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d(\.\d+)?(Z|[+-]\d\d:\d\d)$/;

describe('the RSS feed', () => {
  const rss = parse(feeds.rss).rss as Node;
  const channel = rss.channel as Node;
  const items = (channel.item ?? []) as Node[];

  it('is RSS 2.0 with the channel the W3C rules require: title, link, description', () => {
    expect(rss['@version']).toBe('2.0');
    expect(text(channel.title)).toBe(blogPage?.title);
    expect(text(channel.link)).toBe(url(pagePaths.blog));
    expect(text(channel.description)).toBe(blogPage?.description);
    expect(channel['atom:link']).toMatchObject({ '@rel': 'self', '@href': url(feedPaths.rss) });
  });

  it('has one item per post, newest first, with its title, link, guid, date, summary, author and category', () => {
    expect(items).toHaveLength(content.posts.length);
    items.forEach((item, i) => {
      const post = posts[i]!;
      expect(decoded(text(item.title))).toBe(post.title);
      expect(text(item.link)).toBe(url(postPath(post.slug)));
      expect(item.guid).toEqual({ '#text': url(postPath(post.slug)), '@isPermaLink': 'true' });
      expect(text(item.pubDate)).toMatch(RFC_822);
      expect(new Date(text(item.pubDate))).toEqual(new Date(post.date));
      expect(decoded(text(item.description))).toBe(post.excerpt);
      expect(text(item['dc:creator'])).toBe(post.author);
      expect((item.category as unknown[]).map(text)).toEqual([post.category]);
    });
  });
});

describe('the Atom feed', () => {
  const feed = parse(feeds.atom).feed as Node;
  const entries = (feed.entry ?? []) as Node[];
  const alternate = (links: unknown) =>
    [links as Node | Node[]].flat().find((l) => l['@rel'] === undefined || l['@rel'] === 'alternate')?.['@href'];

  it('is Atom 1.0 with the id, title and updated date the W3C rules require', () => {
    expect(feed['@xmlns']).toBe('http://www.w3.org/2005/Atom');
    expect(text(feed.id)).toBe(url(pagePaths.blog));
    expect(text(feed.title)).toBe(blogPage?.title);
    expect(text(feed.updated)).toMatch(RFC_3339);
    expect(alternate(feed.link)).toBe(url(pagePaths.blog));
    expect([feed.link].flat()).toContainEqual({ '@rel': 'self', '@href': url(feedPaths.atom) });
    // The feed changed when its most recently changed entry did.
    const newest = Math.max(...entries.map((e) => Date.parse(text(e.updated))));
    expect(Date.parse(text(feed.updated))).toBe(newest);
  });

  it('has one entry per post, newest first, with its id, title, dates, author, link and category', () => {
    expect(entries).toHaveLength(content.posts.length);
    entries.forEach((entry, i) => {
      const post = posts[i]!;
      expect(text(entry.id)).toBe(url(postPath(post.slug)));
      expect(decoded(text(entry.title))).toBe(post.title);
      expect(text(entry.updated)).toMatch(RFC_3339);
      // Updated when its file last changed (git, or the file's time); published on its date.
      expect(Date.parse(text(entry.updated))).toBe(Date.parse(dates(post._meta.file)));
      expect(Date.parse(text(entry.published))).toBe(Date.parse(post.date));
      expect((entry.author as Node[]).map((a) => text(a.name))).toEqual([post.author]);
      expect(alternate(entry.link)).toBe(url(postPath(post.slug)));
      expect(decoded(text(entry.summary))).toBe(post.excerpt);
      expect(entry.category).toEqual([{ '@label': post.category, '@term': post.category }]);
    });
  });
});

describe('blogFeeds', () => {
  const tricky: BlogFeedsInput = {
    site: { url: 'https://example.com', name: 'Example & Co', seo: { locale: 'en_GB' } },
    blog: { path: '/blog', title: 'News <& views>', description: 'Tips "quoted" & more' },
    posts: [
      {
        title: 'Q&A: <script> tags ]]> and "quotes"',
        excerpt: 'Why <b> & ]]> need escaping',
        href: '/blog/q-and-a',
        date: '2025-05-06',
        author: 'Zoë O’Brien',
        category: 'Tips & Tricks',
      },
    ],
  };
  const { rss, atom } = blogFeeds(tricky);
  const [post] = tricky.posts;

  it('escapes whatever a title, summary, author or category holds', () => {
    const item = ((parse(rss).rss as Node).channel as { item: Node[] }).item[0]!;
    expect(decoded(text(item.title))).toBe(post?.title);
    expect(decoded(text(item.description))).toBe(post?.excerpt);
    expect(text(item['dc:creator'])).toBe(post?.author);
    const entry = ((parse(atom).feed as Node).entry as Node[])[0]!;
    expect(decoded(text(entry.title))).toBe(post?.title);
    expect(decoded(text(entry.summary))).toBe(post?.excerpt);
    expect(text((parse(atom).feed as Node).title)).toBe(tricky.blog.title);
  });

  it('dates a post whose file date is unknown by its publication date, and writes the language as RSS does', () => {
    const channel = (parse(rss).rss as Node).channel as Node;
    expect(text(channel.language)).toBe('en-gb');
    const entry = ((parse(atom).feed as Node).entry as Node[])[0]!;
    expect(Date.parse(text(entry.updated))).toBe(Date.parse('2025-05-06'));
  });
});

describe('a hostile post title', () => {
  const feedsWith = (title: string) =>
    blogFeeds({
      site: { url: 'https://example.com', name: 'Example', seo: { locale: 'en_US' } },
      blog: { path: '/blog', title: 'News', description: 'Tips' },
      posts: [
        { title, excerpt: 'An excerpt', href: '/blog/post', date: '2025-05-06', author: 'Ann', category: 'Tips' },
      ],
    });
  const document = new JSDOM('').window.document;
  /** What a feed reader shows of a title it read from the XML: HTML, as Atom's type="html" says, and as readers read RSS's. */
  const shown = (html: string) => {
    const box = document.createElement('div');
    box.innerHTML = html;
    return { elements: box.children.length, text: box.textContent };
  };

  it.each([
    ['closes the CDATA and opens a script', ']]><script>alert(1)</script>'],
    ['holds an ampersand that reads as an entity', 'Q&amp;A & more'],
    ['holds a less-than that opens a tag', '1 <b>bold</b> < 2'],
  ])('%s: both feeds parse, and their readers show it as its own text, with no element', (_, title) => {
    const { rss, atom } = feedsWith(title);
    const item = ((parse(rss).rss as Node).channel as { item: Node[] }).item[0]!;
    const entry = ((parse(atom).feed as Node).entry as Node[])[0]!;
    expect({ rss: shown(text(item.title)), atom: shown(text(entry.title)) }).toEqual({
      rss: { elements: 0, text: title },
      atom: { elements: 0, text: title },
    });
  });
});
