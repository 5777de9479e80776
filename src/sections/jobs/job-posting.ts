import type { SiteContent } from '../../content/registry.ts';
import { absoluteUrl } from '../../content/paths.ts';
import type { JsonLd } from '../../seo/json-ld.ts';

type Job = Omit<SiteContent['jobs'][number], '_meta'>;

export function jobPosting(site: SiteContent['site'], job: Job): JsonLd {
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
      logo: absoluteUrl(site.url, site.seo.logo),
    },
    ...(remote
      ? {
          jobLocationType: 'TELECOMMUTE',
          applicantLocationRequirements: { '@type': 'AdministrativeArea', name: job.location },
        }
      : { jobLocation: { '@type': 'Place', address: { '@type': 'PostalAddress', addressLocality: job.location } } }),
  };
}
