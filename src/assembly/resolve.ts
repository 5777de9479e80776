// Turns validated content into what the browser gets: one document per route, with what its sections refer to
// pulled in (the section types' resolvers), its head tags worked out (structured data, share cards), and the
// site-wide data (menus from the products). Node only; the browser takes only its types.
import { newest, type LastModified } from '../build/last-modified.ts';
import { mdxBody, type MdxBody } from '../content/bodies.ts';
import { postSummary, withoutMeta, type PostSummary, type WithoutMeta } from '../content/derive.ts';
import { withSiteName } from '../content/document-title.ts';
import type { SiteContent } from '../content/registry.ts';
import { blogListingPages, type BlogListingPage } from '../sections/blog-index/listings.ts';
import { resolveSections, sectionStructuredData, type ResolvedSection } from '../sections/definitions.ts';
import { teamCards } from '../sections/team/people.ts';
import { blogPosting, type JsonLd } from '../seo/json-ld.ts';
import type { ShareCard } from '../seo/share-card.ts';
import type { IconName } from '../vocabulary/icon-names.ts';
import { postPath, productPath } from '../vocabulary/paths.ts';
import { kbDocs, kbEntries, type KbDoc } from './kb-docs.ts';
import { withShareCards } from './share-card-docs.ts';

type ProductDoc = SiteContent['products'][number];

/** What a route tells the document head. */
export interface RouteMeta {
  title: string;
  description: string;
  /** Canonical path (aliases point at the same page) */
  path: string;
  /**
   * Kept out of search results: the not-found page (which answers any unknown address), and pages whose content
   * says so (sign-in and registration screens). No canonical URL or og:url to declare, robots noindex, and no place
   * in the sitemap
   */
  noindex?: true;
  /** Open Graph type */
  type?: 'website' | 'article';
  /** Picture for link previews: the page's share card (set by withShareCards), or else the site's default */
  image?: string;
  imageAlt?: string;
  /** The words of the page's share card (src/assembly/share-card-docs.ts): the build draws them under `image` */
  shareCard?: ShareCard;
  /** schema.org data about the page (the Organization is added to every page) */
  structuredData: JsonLd[];
  /** When the page's content file last changed (ISO 8601), for the sitemap; set when the build knows it */
  lastModified?: string;
  /**
   * The page shows the help center's search, whose index (Pagefind) compiles WebAssembly: its Content-Security-Policy
   * allows that ('wasm-unsafe-eval'), and only that page's
   */
  search?: true;
}

export interface ResolvedPage {
  path: string;
  layout: 'default' | 'narrow';
  sections: ResolvedSection[];
}

/** The data of one route: a page of sections, a blog post with its body, a help center page, the not-found page. */
export type RouteDoc =
  | { template: 'page'; meta: RouteMeta; page: ResolvedPage }
  | { template: 'post'; meta: RouteMeta; post: PostSummary; body: MdxBody }
  | KbDoc;

export interface RouteEntry {
  /** The route's document module: virtual:content/doc/<id> */
  id: string;
  path: string;
  aliases: string[];
}

export interface MenuLink {
  label: string;
  href: string;
  description?: string;
  icon?: IconName;
}

type Site = WithoutMeta<SiteContent['site']>;
/** The not-found page's words travel with its own document (kb-docs.ts), not with every page's site data. */
export type SiteData = Omit<Site, 'nav' | 'ui'> & {
  ui: Omit<Site['ui'], 'notFound'>;
  nav: Omit<Site['nav'], 'hosting'> & {
    hosting: Omit<Site['nav']['hosting'], 'groups'> & { groups: { id: string; title: string; links: MenuLink[] }[] };
  };
};

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
    page: { path, layout, sections },
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

/** Every route's document, by id; with `dates`, when each one's content last changed (src/build/last-modified.ts). */
export function routeDocs(content: SiteContent, dates?: LastModified): Map<string, RouteDoc> {
  const people = teamCards(content.pages);
  return withShareCards(content, [
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
      return [`post/${post.slug}`, { template: 'post', meta, post, body: mdxBody(doc._meta.file) }] as const;
    }),
    ...blogListingPages(content).map(
      (l) => [l.id, pageDoc(l.host, l.path, l.host.layout, content, dates && listingDate(l, content, dates))] as const,
    ),
    ...kbDocs(content, dates),
  ]);
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
