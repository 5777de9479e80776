import { z } from 'zod';
import { collection } from '../define.ts';
import { country, cta, text } from '../fields.ts';
import { APPLY_PATH } from '../../vocabulary/paths.ts';

/** Kinds of employment, as job files name them; the JobPosting maps each onto schema.org's employmentType. */
export const employments = ['full-time', 'part-time', 'contract', 'temporary', 'internship'] as const;
/** Where the work happens: search engines want an office address, or the countries a remote worker may live in. */
export const workplaces = ['onsite', 'hybrid', 'remote'] as const;
export type Employment = (typeof employments)[number];
export type Workplace = (typeof workplaces)[number];

const day = z.iso.date({ error: 'expected a real date as YYYY-MM-DD' });

const office = z
  .strictObject({
    locality: text.describe('City or town, e.g. San Francisco'),
    region: text.describe('State, province or region as addresses write it, e.g. CA'),
    country,
  })
  .describe('The office an onsite or hybrid job works from');

/** What a salary is paid per, as job files name it; the JobPosting's baseSalary unitText is its upper case. */
export const salaryPeriods = ['hour', 'month', 'year'] as const;

const salary = z
  .strictObject({
    min: z.number().int().positive().describe('Lowest pay of the range, in whole US dollars'),
    max: z.number().int().positive().describe('Highest pay of the range, in whole US dollars'),
    per: z.enum(salaryPeriods).default('year').describe('hour, month or year'),
  })
  .refine((range) => range.min <= range.max, { message: 'expected min to be no more than max', path: ['max'] })
  .describe('The pay range, shown on the job and given to search engines');

/** content/jobs/<slug>.yaml: one open position. */
const schema = z
  .strictObject({
    title: text.describe('The job, not the posting: e.g. Senior Site Reliability Engineer'),
    employment: z
      .enum(employments)
      .default('full-time')
      .describe('full-time, part-time, contract, temporary or internship'),
    workplace: z
      .enum(workplaces)
      .describe('onsite: at the office; hybrid: partly at the office; remote: from any of applicantCountries'),
    office: office.optional().describe('Onsite and hybrid jobs: the office address'),
    applicantCountries: z
      .array(country)
      .default([])
      .describe('Remote jobs: the countries applicants may live and work in, e.g. [US, CA]'),
    department: text.optional().describe('Team the job is in, shown beside it'),
    salary: salary.optional(),
    description: text,
    requirements: z.array(text).min(1),
    datePosted: day.describe('Day the job was first published, YYYY-MM-DD'),
    validThrough: day.describe('Last day the job is open, YYYY-MM-DD; after it the site and search engines drop it'),
    apply: cta.default({ label: 'Apply Now', href: APPLY_PATH }),
    order: z.number().int().default(100),
  })
  // What one field cannot say alone: each workplace has the place data its JobPosting needs, and no other.
  .superRefine((job, ctx) => {
    const issue = (field: string, message: string) => ctx.addIssue({ code: 'custom', path: [field], message });
    const remote = job.workplace === 'remote';
    // Worded "expected …" because the report adds what it found after the message.
    if (!remote && !job.office)
      issue('office', `expected the address of the ${job.workplace} job's office: its locality, region and country`);
    if (remote && job.office)
      issue('office', 'expected no office for a remote job (remove it, or set workplace to hybrid)');
    if (remote && job.applicantCountries.length === 0)
      issue(
        'applicantCountries',
        'expected the countries a remote job hires in, e.g. [US, CA] (search engines show it only to people there)',
      );
    if (!remote && job.applicantCountries.length > 0)
      issue('applicantCountries', `expected no countries for this ${job.workplace} job (only remote jobs list them)`);
    if (job.validThrough <= job.datePosted)
      issue('validThrough', `expected a day after datePosted (${job.datePosted})`);
  });

export const jobs = collection({ schemaName: 'job', folder: 'jobs', extension: '.yaml', schema });

type Job = z.output<typeof schema>;

/** The day a build or a check runs, as YYYY-MM-DD (UTC): what validThrough is compared with. */
export const today = () => new Date().toISOString().slice(0, 10);

/**
 * A job is open through its validThrough day. A closed one is left off the site and its structured data rather than
 * failing the build: the build that finds it may be one for a price change months later, which a date that
 * passed on its own must not block. check:content and the build say which jobs they left off (closedJobNotes).
 */
export const isOpen = (job: Pick<Job, 'validThrough'>, on: string) => job.validThrough >= on;

/** One line per closed job, naming its file, for the content check and the build to print. */
export const closedJobNotes = (all: (Pick<Job, 'validThrough'> & { _meta: { file: string } })[], on: string) =>
  all
    .filter((job) => !isOpen(job, on))
    .map(
      (job) =>
        `${job._meta.file} validThrough: ${job.validThrough} has passed, so the site and search engines no longer show this job; move the date to reopen it, or delete the file`,
    );
