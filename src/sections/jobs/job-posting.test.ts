import { describe, expect, it } from 'vitest';
import { jobPosting } from './job-posting.ts';
import { locationLine } from './location-line.ts';

// The test's own site and jobs: the shapes search engines require, whatever content/ holds.
const site = {
  name: 'ExampleHost',
  url: 'https://www.example.com',
  seo: { image: '/images/og.jpg', imageAlt: 'Example', twitter: '@example', locale: 'en_US', logo: '/images/logo.png' },
};
const base = {
  title: 'Test Engineer',
  employment: 'full-time' as const,
  applicantCountries: [] as string[],
  description: 'Tests <things> & more.',
  requirements: ['Curiosity', 'Care'],
  datePosted: '2026-01-10',
  validThrough: '2026-12-31',
  apply: { label: 'Apply', href: '/careers/apply' },
  order: 1,
};
const hybrid = {
  ...base,
  workplace: 'hybrid' as const,
  office: { locality: 'Lisbon', region: 'Lisboa', country: 'PT' },
};
const remote = {
  ...base,
  workplace: 'remote' as const,
  employment: 'contract' as const,
  applicantCountries: ['US', 'DE'],
};

describe('JobPosting', () => {
  it('puts an office job at a postal address with locality, region and country code', () => {
    expect(jobPosting(site, hybrid)).toEqual({
      '@context': 'https://schema.org',
      '@type': 'JobPosting',
      title: 'Test Engineer',
      description: '<p>Tests &lt;things&gt; &amp; more.</p><ul><li>Curiosity</li><li>Care</li></ul>',
      datePosted: '2026-01-10',
      validThrough: '2026-12-31',
      employmentType: 'FULL_TIME',
      hiringOrganization: {
        '@type': 'Organization',
        name: 'ExampleHost',
        sameAs: 'https://www.example.com',
        logo: 'https://www.example.com/images/logo.png',
      },
      jobLocation: {
        '@type': 'Place',
        address: { '@type': 'PostalAddress', addressLocality: 'Lisbon', addressRegion: 'Lisboa', addressCountry: 'PT' },
      },
    });
  });

  it('makes a remote job TELECOMMUTE for applicants in the countries it names, with no address', () => {
    const ld = jobPosting(site, remote);
    expect(ld).toMatchObject({
      employmentType: 'CONTRACTOR',
      jobLocationType: 'TELECOMMUTE',
      applicantLocationRequirements: [
        { '@type': 'Country', name: 'United States' },
        { '@type': 'Country', name: 'Germany' },
      ],
    });
    expect(ld).not.toHaveProperty('jobLocation');
  });

  it.each([
    ['part-time', 'PART_TIME'],
    ['temporary', 'TEMPORARY'],
    ['internship', 'INTERN'],
  ] as const)('states %s employment as %s', (employment, type) => {
    expect(jobPosting(site, { ...hybrid, employment }).employmentType).toBe(type);
  });
});

describe('location line', () => {
  const words = {
    workplace: { onsite: 'At the office', hybrid: 'Mixed', remote: 'Anywhere' },
    location: '{workplace}: {place}',
  };

  it.each([
    [hybrid, 'Mixed: Lisbon, Lisboa, Portugal'],
    [{ ...hybrid, workplace: 'onsite' as const }, 'At the office: Lisbon, Lisboa, Portugal'],
    [remote, 'Anywhere: United States or Germany'],
    [{ ...remote, applicantCountries: ['CA', 'MX', 'BR'] }, 'Anywhere: Canada, Mexico, or Brazil'],
  ])('reads a job as its words say: %#', (job, line) => {
    expect(locationLine(job, words)).toBe(line);
  });
});
