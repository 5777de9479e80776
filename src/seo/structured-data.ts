// JSON-LD (schema.org) for search engines, built from the same content the pages render.
import type { ResolvedPage, ResolvedPost, ResolvedProduct, SiteData } from '../content/resolve';

export type JsonLd = Record<string, unknown> & { '@type': string };

const absolute = (site: SiteData, path: string) => new URL(path, site.url).href;
const dollars = (cents: number) => (cents / 100).toFixed(2);

export function organization(site: SiteData): JsonLd {
  return {
    '@context': 'https://schema.org',
    '@type': 'Organization',
    '@id': `${site.url}/#organization`,
    name: site.name,
    url: site.url,
    logo: absolute(site, site.seo.logo),
    foundingDate: String(site.foundedYear),
    description: site.tagline,
    sameAs: site.footer.social.map((s) => s.href),
  };
}

/** One Product per hosting product, one Offer per plan. */
export function product(site: SiteData, doc: ResolvedProduct): JsonLd {
  const url = absolute(site, doc.path);
  return {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: doc.name,
    description: doc.description,
    url,
    brand: { '@type': 'Brand', name: site.name },
    offers: doc.plans.map((plan) => ({
      '@type': 'Offer',
      name: `${doc.name} ${plan.name}`,
      price: dollars(plan.price),
      priceCurrency: 'USD',
      availability: 'https://schema.org/InStock',
      url,
      priceSpecification: {
        '@type': 'UnitPriceSpecification',
        price: dollars(plan.price),
        priceCurrency: 'USD',
        unitCode: (plan.period ?? doc.billing) === 'year' ? 'ANN' : 'MON',
      },
    })),
  };
}

export function faqPage(items: { question: string; answer: string }[]): JsonLd {
  return {
    '@context': 'https://schema.org',
    '@type': 'FAQPage',
    mainEntity: items.map((item) => ({
      '@type': 'Question',
      name: item.question,
      acceptedAnswer: { '@type': 'Answer', text: item.answer },
    })),
  };
}

export function blogPosting(site: SiteData, post: ResolvedPost): JsonLd {
  return {
    '@context': 'https://schema.org',
    '@type': 'BlogPosting',
    headline: post.title,
    description: post.excerpt,
    image: absolute(site, post.image),
    datePublished: post.date,
    author: { '@type': 'Person', name: post.author },
    publisher: { '@id': `${site.url}/#organization` },
    mainEntityOfPage: absolute(site, post.path),
    articleSection: post.category,
  };
}

type Job = Extract<ResolvedPage['sections'][number], { type: 'jobs' }>['jobs'][number];

export function jobPosting(site: SiteData, job: Job): JsonLd {
  const remote = /remote/i.test(job.location);
  return {
    '@context': 'https://schema.org',
    '@type': 'JobPosting',
    title: job.title,
    description: [job.description, ...job.requirements].join('\n'),
    datePosted: job.datePosted,
    employmentType: job.type.toUpperCase().replace(/[^A-Z]+/g, '_'),
    hiringOrganization: {
      '@type': 'Organization',
      name: site.name,
      sameAs: site.url,
      logo: absolute(site, site.seo.logo),
    },
    ...(remote
      ? {
          jobLocationType: 'TELECOMMUTE',
          applicantLocationRequirements: { '@type': 'AdministrativeArea', name: job.location },
        }
      : { jobLocation: { '@type': 'Place', address: { '@type': 'PostalAddress', addressLocality: job.location } } }),
  };
}

/** Everything a content page says about itself: its FAQs and its job postings. */
export function pageData(site: SiteData, page: ResolvedPage): JsonLd[] {
  const faqs = page.sections.flatMap((s) => (s.type === 'faq' ? s.items : []));
  return [
    ...(faqs.length ? [faqPage(faqs)] : []),
    ...page.sections.flatMap((s) => (s.type === 'jobs' ? s.jobs.map((job) => jobPosting(site, job)) : [])),
  ];
}

export function productData(site: SiteData, doc: ResolvedProduct): JsonLd[] {
  return [product(site, doc), ...(doc.faq ? [faqPage(doc.faq.items)] : [])];
}

/** As a <script type="application/ld+json"> body: "<" escaped so no text can close the tag. */
export const serializeJsonLd = (data: JsonLd) => JSON.stringify(data).replace(/</g, '\\u003c');
