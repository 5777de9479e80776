// A job as search engines read it: schema.org's JobPosting, with the fields Google's job search requires and
// recommends (https://developers.google.com/search/docs/appearance/structured-data/job-posting).
import type { SiteContent } from '../../content/registry.ts';
import { APPLY_PATH, absoluteUrl } from '../../vocabulary/paths.ts';
import type { Employment } from '../../content/types/jobs.ts';
import type { JsonLd } from '../../seo/json-ld.ts';
import { countryName } from '../../ui/intl.ts';
import { escapeHtml } from '../../content/escape-html.ts';

type Job = Omit<SiteContent['jobs'][number], '_meta' | 'slug'>;
type Site = Pick<SiteContent['site'], 'name' | 'url' | 'seo'>;

/** schema.org's employmentType for each kind of employment a job file may name. */
const employmentTypes: Record<Employment, string> = {
  'full-time': 'FULL_TIME',
  'part-time': 'PART_TIME',
  contract: 'CONTRACTOR',
  temporary: 'TEMPORARY',
  internship: 'INTERN',
};

/** Google wants the full description as HTML: the summary, then the requirements as a list. */
const descriptionHtml = (job: Job) =>
  `<p>${escapeHtml(job.description)}</p><ul>${job.requirements.map((r) => `<li>${escapeHtml(r)}</li>`).join('')}</ul>`;

/**
 * An office job (onsite or hybrid) is at a postal address; a remote one is TELECOMMUTE, for applicants in the
 * countries it names. A hybrid job is not TELECOMMUTE: Google keeps that for jobs done remotely all the time.
 */
function place(job: Job): Record<string, unknown> {
  if (job.workplace === 'remote' || !job.office)
    return {
      jobLocationType: 'TELECOMMUTE',
      applicantLocationRequirements: job.applicantCountries.map((code) => ({
        '@type': 'Country',
        name: countryName(code),
      })),
    };
  const { locality, region, country } = job.office;
  return {
    jobLocation: {
      '@type': 'Place',
      address: { '@type': 'PostalAddress', addressLocality: locality, addressRegion: region, addressCountry: country },
    },
  };
}

/** The pay range as Google reads it: a MonetaryAmount whose value is a QuantitativeValue per unit. */
const baseSalary = ({ min, max, per }: NonNullable<Job['salary']>) => ({
  baseSalary: {
    '@type': 'MonetaryAmount',
    currency: 'USD',
    value: { '@type': 'QuantitativeValue', minValue: min, maxValue: max, unitText: per.toUpperCase() },
  },
});

/** `directApply`: the job's Apply button leads to the site's own application form (src/vocabulary/paths.ts). */
export function jobPosting(site: Site, job: Job): JsonLd {
  return {
    '@context': 'https://schema.org',
    '@type': 'JobPosting',
    title: job.title,
    description: descriptionHtml(job),
    datePosted: job.datePosted,
    validThrough: job.validThrough,
    employmentType: employmentTypes[job.employment],
    hiringOrganization: {
      '@type': 'Organization',
      name: site.name,
      sameAs: site.url,
      logo: absoluteUrl(site.url, site.seo.logo),
    },
    ...place(job),
    ...(job.salary && baseSalary(job.salary)),
    directApply: new URL(job.apply.href ?? '', site.url).pathname === APPLY_PATH,
  };
}
