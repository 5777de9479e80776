// JSON-LD (schema.org) for search engines, built from the same content the pages render. Sections add their own
// (a FAQ, a job, a product's offers) through their definitions.
import { absoluteUrl } from '../vocabulary/paths.ts';
import type { SiteContent } from '../content/registry.ts';

export type JsonLd = Record<string, unknown> & { '@type': string };

type Site = Pick<SiteContent['site'], 'url' | 'name' | 'tagline' | 'foundedYear' | 'seo' | 'footer' | 'organization'>;

/** The company's legal name, address and how customers reach it, as site.yaml `organization` declares them. */
function reach(company: NonNullable<Site['organization']>) {
  const { street, locality, region, postalCode, country } = company.address;
  return {
    legalName: company.legalName,
    email: company.email,
    telephone: company.telephone,
    address: {
      '@type': 'PostalAddress',
      streetAddress: street,
      addressLocality: locality,
      addressRegion: region,
      postalCode,
      addressCountry: country,
    },
    contactPoint: [
      { '@type': 'ContactPoint', contactType: 'customer support', email: company.email, telephone: company.telephone },
    ],
  };
}

export function organization(site: Site): JsonLd {
  return {
    '@context': 'https://schema.org',
    '@type': 'Organization',
    '@id': `${site.url}/#organization`,
    name: site.name,
    url: site.url,
    logo: absoluteUrl(site.url, site.seo.logo),
    foundingDate: String(site.foundedYear),
    description: site.tagline,
    sameAs: site.footer.social.map((s) => s.href),
    ...(site.organization && reach(site.organization)),
  };
}

interface Post {
  title: string;
  excerpt: string;
  image: { src: string };
  date: string;
  author: string;
  /** The author's card on the site (src/sections/team/people.ts) */
  authorHref?: string | undefined;
  category: string;
}

/** dateModified: when the post's file last changed (src/build/last-modified.ts), where the build knows it. */
export function blogPosting(site: Pick<Site, 'url'>, post: Post, path: string, dateModified?: string): JsonLd {
  return {
    '@context': 'https://schema.org',
    '@type': 'BlogPosting',
    headline: post.title,
    description: post.excerpt,
    image: absoluteUrl(site.url, post.image.src),
    datePublished: post.date,
    ...(dateModified && { dateModified }),
    author: {
      '@type': 'Person',
      name: post.author,
      ...(post.authorHref && { url: absoluteUrl(site.url, post.authorHref) }),
    },
    publisher: { '@id': `${site.url}/#organization` },
    mainEntityOfPage: absoluteUrl(site.url, path),
    articleSection: post.category,
  };
}

interface Crumb {
  name: string;
  path: string;
}

/**
 * A help center article: an Article by the company (its share card becomes its image: src/assembly/share-card-docs.ts), and the
 * trail of pages above it as a BreadcrumbList, the help center's own breadcrumb.
 */
export function helpArticle(
  site: Pick<Site, 'url' | 'name'>,
  article: { title: string; description: string; updated: string },
  trail: Crumb[],
  dateModified?: string,
): JsonLd[] {
  const here = trail.at(-1)?.path ?? '/';
  return [
    {
      '@context': 'https://schema.org',
      '@type': 'Article',
      headline: article.title,
      description: article.description,
      datePublished: article.updated,
      dateModified: dateModified ?? article.updated,
      author: { '@type': 'Organization', name: site.name, url: site.url },
      publisher: { '@id': `${site.url}/#organization` },
      mainEntityOfPage: absoluteUrl(site.url, here),
    },
    {
      '@context': 'https://schema.org',
      '@type': 'BreadcrumbList',
      itemListElement: trail.map((crumb, i) => ({
        '@type': 'ListItem',
        position: i + 1,
        name: crumb.name,
        item: absoluteUrl(site.url, crumb.path),
      })),
    },
  ];
}

/** As a <script type="application/ld+json"> body: "<" escaped so no text can close the tag. */
export const serializeJsonLd = (data: JsonLd) => JSON.stringify(data).replace(/</g, '\\u003c');
