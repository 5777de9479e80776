import { describe, expect, it } from 'vitest';
import { jobPosting } from './job-posting.ts';
import { locationLine } from './location-line.ts';
import { salaryLine } from './salary-line.ts';

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
      directApply: true,
    });
  });

  it('gives the pay range as a MonetaryAmount per unit, when the job states one', () => {
    const salary = { min: 90_000, max: 120_000, per: 'year' as const };
    expect(jobPosting(site, { ...hybrid, salary })).toMatchObject({
      baseSalary: {
        '@type': 'MonetaryAmount',
        currency: 'USD',
        value: { '@type': 'QuantitativeValue', minValue: 90_000, maxValue: 120_000, unitText: 'YEAR' },
      },
    });
  });

  it('applies directly on the site only through its own form, with or without the job in the address', () => {
    const through = (href: string) => jobPosting(site, { ...hybrid, apply: { label: 'Apply', href } }).directApply;
    expect(through('/careers/apply?job=test-engineer')).toBe(true);
    expect(through('https://jobs.example.org/test-engineer')).toBe(false);
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

describe('salary line', () => {
  const words = { hour: '{range} an hour', month: '{range} a month', year: '{range} a year' };
  it('reads a range in whole dollars in the words of its period, and a single figure once', () => {
    expect(salaryLine({ min: 52_000, max: 64_000, per: 'year' }, words)).toBe('$52,000 – $64,000 a year');
    expect(salaryLine({ min: 40, max: 40, per: 'hour' }, words)).toBe('$40 an hour');
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
