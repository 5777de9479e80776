// The shapes of the site's routes: what a route tells the document head (RouteMeta), the data of each kind of page
// (RouteDoc), the route list and the site's shared data. Types only, in a module of their own so that the files that
// make them (resolve.ts, kb-docs.ts, share-card-docs.ts) import the shapes, not each other.
import type { MdxBody } from '../content/bodies.ts';
import type { PostSummary, WithoutMeta } from '../content/derive.ts';
import type { SiteContent } from '../content/registry.ts';
import type { PostEnd } from '../sections/blog-index/post-end.ts';
import type { ResolvedSection } from '../sections/definitions.ts';
import type { SectionSize } from '../sections/sizes.ts';
import type { JsonLd } from '../seo/json-ld.ts';
import type { ShareCard } from '../seo/share-card.ts';
import type { IconName } from '../vocabulary/icon-names.ts';
import type { KbView, NotFoundView } from './kb-view.ts';

type Site = WithoutMeta<SiteContent['site']>;

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
  /** About how tall each section is before it is laid out, by index (sections/sizes.ts) */
  sizes: SectionSize[];
}

/** The data of one route: a page of sections, a blog post with its body, a help center page, the not-found page. */
export type RouteDoc =
  | { template: 'page'; meta: RouteMeta; page: ResolvedPage }
  | { template: 'post'; meta: RouteMeta; post: PostSummary; body: MdxBody; end: PostEnd }
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

/** The not-found page's words travel with its own document (kb-docs.ts), not with every page's site data. */
export type SiteData = Omit<Site, 'nav' | 'ui'> & {
  ui: Omit<Site['ui'], 'notFound'>;
  nav: Omit<Site['nav'], 'hosting'> & {
    hosting: Omit<Site['nav']['hosting'], 'groups'> & { groups: { id: string; title: string; links: MenuLink[] }[] };
  };
};

/** A help center page's data; the not-found page shows the help center's search too. */
export type KbDoc =
  { template: 'kb'; meta: RouteMeta; kb: KbView } | { template: 'notFound'; meta: RouteMeta; notFound: NotFoundView };
