import { describe, expect, it } from 'vitest';
import { stringify } from 'yaml';
import { reportFor } from '../../../tests/helpers/content-report.ts';
import { contentFixture, root } from '../../../tests/helpers/content-fixture.ts';
import { loadContent } from '../../assembly/site-content.ts';
import { closedJobNotes, isOpen } from './jobs.ts';

/** A job file of the test's own, valid as it is; each test breaks it as it says. */
const job = (fields: Record<string, unknown>) =>
  stringify({
    title: 'Test Engineer',
    workplace: 'onsite',
    office: { locality: 'Lisbon', region: 'Lisboa', country: 'PT' },
    description: 'Tests things.',
    requirements: ['Curiosity'],
    datePosted: '2026-01-10',
    validThrough: '2099-12-31',
    ...fields,
  });

describe('a job file', () => {
  it('needs the place each workplace is at: an office for onsite and hybrid, countries for remote', async () => {
    const report = await reportFor((f) => {
      f.write('jobs/hybrid.yaml', job({ workplace: 'hybrid', office: undefined }));
      f.write('jobs/remote.yaml', job({ workplace: 'remote', office: undefined }));
    });
    expect(report).toMatchInlineSnapshot(`
      "2 content problems in 2 files:
      content/jobs/hybrid.yaml
        office: expected the address of the hybrid job's office: its locality, region and country
      content/jobs/remote.yaml
        applicantCountries: expected the countries a remote job hires in, e.g. [US, CA] (search engines show it only to people there)"
    `);
  });

  it('refuses place data its workplace does not have: an office for remote, countries for an office job', async () => {
    const report = await reportFor((f) => {
      f.write('jobs/remote.yaml', job({ workplace: 'remote', applicantCountries: ['US'] }));
      f.write('jobs/onsite.yaml', job({ applicantCountries: ['US', 'CA'] }));
    });
    expect(report).toMatchInlineSnapshot(`
      "2 content problems in 2 files:
      content/jobs/onsite.yaml
        applicantCountries: expected no countries for this onsite job (only remote jobs list them), found a list of 2
      content/jobs/remote.yaml
        office: expected no office for a remote job (remove it, or set workplace to hybrid), found a group of fields"
    `);
  });

  it('names countries by their ISO 3166-1 codes', async () => {
    const report = await reportFor((f) => {
      f.write('jobs/office.yaml', job({ office: { locality: 'London', region: 'England', country: 'UK' } }));
      f.write('jobs/remote.yaml', job({ workplace: 'remote', office: undefined, applicantCountries: ['US', 'us'] }));
    });
    expect(report).toMatchInlineSnapshot(`
      "2 content problems in 2 files:
      content/jobs/office.yaml
        office.country: expected a country as its two-letter ISO 3166-1 code, such as US, GB or DE, found "UK" (text)
      content/jobs/remote.yaml
        applicantCountries[1]: expected a country as its two-letter ISO 3166-1 code, such as US, GB or DE, found "us" (text)"
    `);
  });

  it('needs a validThrough that is a real day after datePosted, and an employment schema.org knows', async () => {
    const report = await reportFor((f) => {
      f.write('jobs/no-such-day.yaml', job({ validThrough: '2027-02-30' }));
      f.write('jobs/before.yaml', job({ validThrough: '2026-01-09' }));
      f.write('jobs/missing.yaml', job({ validThrough: undefined, employment: 'freelance' }));
    });
    expect(report).toMatchInlineSnapshot(`
      "4 content problems in 3 files:
      content/jobs/before.yaml
        validThrough: expected a day after datePosted (2026-01-10), found "2026-01-09" (text)
      content/jobs/missing.yaml
        employment: expected one of "full-time", "part-time", "contract", "temporary", "internship", found "freelance" (text)
        validThrough: expected a real date as YYYY-MM-DD, but the field is missing
      content/jobs/no-such-day.yaml
        validThrough: expected a real date as YYYY-MM-DD, found "2027-02-30" (text)"
    `);
  });

  it('loads a job whose validThrough has passed, and notes that the site leaves it off', async () => {
    const fixture = contentFixture('content');
    try {
      fixture.write('jobs/closed.yaml', job({ validThrough: '2026-01-31' }));
      const { issues, content } = await loadContent({ root, contentDir: fixture.dir });
      expect(issues).toEqual([]);
      const closed = content?.jobs.find((j) => j.slug === 'closed');
      expect(closed && isOpen(closed, '2026-01-31')).toBe(true);
      expect(closed && isOpen(closed, '2026-02-01')).toBe(false);
      expect(closedJobNotes(closed ? [closed] : [], '2026-02-01').map((n) => n.replace(fixture.dir, 'content')))
        .toMatchInlineSnapshot(`
        [
          "content/jobs/closed.yaml validThrough: 2026-01-31 has passed, so the site and search engines no longer show this job; move the date to reopen it, or delete the file",
        ]
      `);
    } finally {
      fixture.remove();
    }
  });
});
