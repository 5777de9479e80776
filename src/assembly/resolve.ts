// Turns validated content into what the browser gets: one document per route, with what its sections refer to
// pulled in (the section types' resolvers), its head tags worked out (structured data, share cards), and the
// site-wide data (menus from the products). Node only; the browser takes only its types.
import { mdxBody } from '../content/bodies.ts';
import { postSummary, withoutMeta } from '../content/derive.ts';
import { withSiteName } from '../content/document-title.ts';
import { newest, type LastModified } from '../content/last-modified.ts';
import type { SiteContent } from '../content/registry.ts';
import { blogListingPages, type BlogListingPage } from '../sections/blog-index/listings.ts';
import { postEnd } from '../sections/blog-index/post-end.ts';
import { resolveSections, sectionStructuredData } from '../sections/definitions.ts';
import { sectionSize } from '../sections/sizes.ts';
import { teamCards } from '../sections/team/people.ts';
import { blogPosting } from '../seo/json-ld.ts';
import { postPath, productPath } from '../vocabulary/paths.ts';
import { kbDocs, kbEntries } from './kb-docs.ts';
import type { MenuLink, ResolvedPage, RouteDoc, RouteEntry, RouteMeta, SiteData } from './route-types.ts';
import { withShareCards, type ShareCardNamer } from './share-card-docs.ts';

export type { MenuLink, ResolvedPage, RouteDoc, RouteEntry, RouteMeta, SiteData } from './route-types.ts';

type ProductDoc = SiteContent['products'][number];

const byOrder = <T extends { order: number }>(a: T, b: T) => a.order - b.order;

type Host = SiteContent['pages'][number] | ProductDoc;

function pageDoc(
  host: Host,
  path: string,
  layout: ResolvedPage['layout'],
  content: SiteContent,
  lastModified?: string,
): RouteDoc {
  const sections = resolveSections(host, content);
  return {
    template: 'page',
    meta: {
      title: host.title,
      description: host.description,
      path,
      structuredData: sectionStructuredData(host, sections, content),
      ...(lastModified && { lastModified }),
      ...('noindex' in host && host.noindex && { noindex: true as const }),
    },
    page: { path, layout, sections, sizes: sections.map(sectionSize) },
  };
}

/** A list of posts changed when the last of its posts did, or its page's words, or the blog's categories. */
function listingDate(listing: BlogListingPage, content: SiteContent, dates: LastModified): string | undefined {
  const posts = new Map(content.posts.map((p) => [p.slug, p._meta.file]));
  const files = [
    listing.host._meta.file,
    content.blogCategories._meta.file,
    ...listing.posts.flatMap((p) => posts.get(p.slug) ?? []),
  ];
  return newest(files.map(dates));
}

/** What the build adds to the route documents: when each one's content last changed, and its share card's name. */
export interface BuildFacts {
  /** src/build/last-modified.ts */
  dates?: LastModified;
  /** src/build/share-card-name.ts; without it, pages keep the site's default picture */
  shareCardUrl?: ShareCardNamer;
}

/** Every route's document, by id, with what the build knows of each. */
export function routeDocs(content: SiteContent, { dates, shareCardUrl }: BuildFacts = {}): Map<string, RouteDoc> {
  const people = teamCards(content.pages);
  const docs = [
    ...content.pages.map(
      (p) => [`page/${p.slug}`, pageDoc(p, p.path, p.layout, content, dates?.(p._meta.file))] as const,
    ),
    ...content.products.map(
      (p) => [`product/${p.slug}`, pageDoc(p, productPath(p.slug), 'default', content, dates?.(p._meta.file))] as const,
    ),
    ...content.posts.map((doc) => {
      const post = { ...postSummary(doc), authorHref: people.get(doc.author) };
      const lastModified = dates?.(doc._meta.file);
      const meta: RouteMeta = {
        title: withSiteName(post.title, content.site.name),
        description: post.excerpt,
        path: post.href,
        type: 'article',
        structuredData: [blogPosting(content.site, post, post.href, lastModified)],
        ...(lastModified && { lastModified }),
      };
      const end = postEnd(content, doc);
      return [`post/${post.slug}`, { template: 'post', meta, post, body: mdxBody(doc._meta.file), end }] as const;
    }),
    ...blogListingPages(content).map(
      (l) => [l.id, pageDoc(l.host, l.path, l.host.layout, content, dates && listingDate(l, content, dates))] as const,
    ),
    ...kbDocs(content, dates),
  ];
  return shareCardUrl ? withShareCards(content, docs, shareCardUrl) : new Map(docs);
}

export function routeEntries(content: SiteContent): RouteEntry[] {
  return [
    ...content.pages.map((p) => ({ id: `page/${p.slug}`, path: p.path, aliases: p.aliases })),
    ...[...content.products]
      .sort(byOrder)
      .map((p) => ({ id: `product/${p.slug}`, path: productPath(p.slug), aliases: [] })),
    ...content.posts.map((p) => ({ id: `post/${p.slug}`, path: postPath(p.slug), aliases: [] })),
    ...blogListingPages(content).map((l) => ({ id: l.id, path: l.path, aliases: [] })),
    ...kbEntries(content),
  ];
}

/** The site singleton with the Hosting menu filled from the products that name a menu group. */
export function resolveSite(content: SiteContent): SiteData {
  const {
    nav,
    ui: { notFound: _notFound, ...ui },
    ...site
  } = withoutMeta(content.site);
  const products = [...content.products].sort(byOrder);
  return {
    ...site,
    ui,
    nav: {
      ...nav,
      hosting: {
        ...nav.hosting,
        groups: nav.hosting.groups.map((group) => ({
          id: group.id,
          title: group.title,
          links: [
            ...products.flatMap((p): MenuLink[] =>
              p.menu?.group === group.id
                ? [
                    {
                      label: p.menu.label,
                      href: productPath(p.slug),
                      description: p.menu.description,
                      ...(p.menu.icon ? { icon: p.menu.icon } : {}),
                    },
                  ]
                : [],
            ),
            ...group.links,
          ],
        })),
      },
    },
  };
}
