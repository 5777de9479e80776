// Turns validated content into what the templates render: references resolved, one module per route.
import { postPath, productPath } from './paths.ts';
import type { IconName } from '../ui/icon-names.ts';
import type { PageSection } from './schemas/sections.ts';
import type { SiteContent } from './registry.ts';

type PageDoc = SiteContent['pages'][number];
type ProductDoc = SiteContent['products'][number];
type PostDoc = SiteContent['posts'][number];
type JobDoc = SiteContent['jobs'][number];
type LegalDoc = SiteContent['legal'][number];

type Bare<T> = Omit<T, '_meta'>;
const bare = <T extends { _meta: unknown }>({ _meta, ...rest }: T): Bare<T> => rest;

export interface ProductCard {
  slug: string;
  href: string;
  title: string;
  description: string;
  features: string[];
  icon?: IconName;
  price: number;
  period: 'month' | 'year';
}

export type PostSummary = Omit<Bare<PostDoc>, 'featured'> & { featured: boolean; href: string };
type Extension = SiteContent['extensionList']['extensions'][number];
type Section<T extends PageSection['type']> = Extract<PageSection, { type: T }>;

/** A page section with whatever it refers to pulled in. */
export type ResolvedSection =
  | Exclude<PageSection, { type: 'productCards' | 'extensionCards' | 'domainPricing' | 'blogIndex' | 'jobs' | 'legal' }>
  | (Section<'productCards'> & { cards: ProductCard[] })
  | (Section<'extensionCards'> & { extensions: Extension[] })
  | (Section<'domainPricing'> & { extensions: Extension[] })
  | (Section<'blogIndex'> & { posts: PostSummary[]; categories: SiteContent['blogCategories']['categories'] })
  | (Section<'jobs'> & { jobs: Bare<JobDoc>[] })
  | (Section<'legal'> & { legal: Bare<LegalDoc> });

export type ResolvedPage = Omit<Bare<PageDoc>, 'sections'> & { sections: ResolvedSection[] };
export type ResolvedProduct = Bare<ProductDoc> & { path: string };
export type ResolvedPost = PostSummary & { path: string };

export type RouteKind = 'page' | 'product' | 'post';
export interface RouteEntry {
  kind: RouteKind;
  /** Document id: page file name, product slug or post slug */
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

export type SiteData = Omit<Bare<SiteContent['site']>, 'nav'> & {
  nav: Omit<SiteContent['site']['nav'], 'hosting'> & {
    hosting: {
      label: string;
      href: string;
      overviewLabel: string;
      groups: { id: string; title: string; links: MenuLink[] }[];
    };
  };
};

const byOrder = <T extends { order: number }>(a: T, b: T) => a.order - b.order;

export function productCard(product: ProductDoc): ProductCard | undefined {
  const { card } = product;
  const plan = product.plans.find((p) => p.name === card?.pricePlan);
  if (!card || !plan) return undefined;
  return {
    slug: product.slug,
    href: productPath(product.slug),
    title: card.title,
    description: card.description,
    features: card.features,
    ...(card.icon ? { icon: card.icon } : {}),
    price: plan.price,
    period: plan.period ?? product.billing,
  };
}

export function postSummaries(posts: PostDoc[]): PostSummary[] {
  return posts
    .map((post) => ({ ...bare(post), href: postPath(post.slug) }))
    .sort((a, b) => b.date.localeCompare(a.date));
}

function resolveSection(section: PageSection, content: SiteContent): ResolvedSection {
  switch (section.type) {
    case 'productCards':
      return {
        ...section,
        cards: section.products.flatMap((slug) => {
          const product = content.products.find((p) => p.slug === slug);
          const card = product && productCard(product);
          return card ? [card] : [];
        }),
      };
    case 'extensionCards':
      return { ...section, extensions: content.extensionList.extensions.filter((e) => e.popular) };
    case 'domainPricing':
      return { ...section, extensions: content.extensionList.extensions };
    case 'blogIndex':
      return { ...section, posts: postSummaries(content.posts), categories: content.blogCategories.categories };
    case 'jobs':
      return { ...section, jobs: [...content.jobs].sort(byOrder).map(bare) };
    case 'legal': {
      const doc = content.legal.find((d) => d.slug === section.document);
      if (!doc) throw new Error(`legal document ${section.document} is missing`);
      return { ...section, legal: bare(doc) };
    }
    default:
      return section;
  }
}

export function resolvePage(page: PageDoc, content: SiteContent): ResolvedPage {
  return { ...bare(page), sections: page.sections.map((s) => resolveSection(s, content)) };
}

export function resolveProduct(product: ProductDoc): ResolvedProduct {
  return { ...bare(product), path: productPath(product.slug) };
}

export function resolvePost(post: PostDoc): ResolvedPost {
  return { ...bare(post), href: postPath(post.slug), path: postPath(post.slug) };
}

export const pageId = (page: PageDoc) => page.slug;

export function routeEntries(content: SiteContent): RouteEntry[] {
  return [
    ...content.pages.map((p): RouteEntry => ({ kind: 'page', id: pageId(p), path: p.path, aliases: p.aliases })),
    ...[...content.products]
      .sort(byOrder)
      .map((p): RouteEntry => ({ kind: 'product', id: p.slug, path: productPath(p.slug), aliases: [] })),
    ...content.posts.map((p): RouteEntry => ({ kind: 'post', id: p.slug, path: postPath(p.slug), aliases: [] })),
  ];
}

/** The site singleton with the Hosting menu filled from the products that name a menu group. */
export function resolveSite(content: SiteContent): SiteData {
  const { nav, ...site } = bare(content.site);
  const products = [...content.products].sort(byOrder);
  return {
    ...site,
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
