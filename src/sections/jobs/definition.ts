import { z } from 'zod';
import { heading, link, sectionOf, text } from '../../content/fields.ts';
import { withoutMeta } from '../../content/derive.ts';
import { employments, isOpen, salaryPeriods, today, workplaces } from '../../content/types/jobs.ts';
import { jobPosting } from './job-posting.ts';
import { locationLine } from './location-line.ts';
import { salaryLine } from './salary-line.ts';
import { defineSection } from '../define.ts';
import { APPLY_PATH, applyHref } from '../../vocabulary/paths.ts';

/** One label for each value of a job field, so that every value a job file may hold reads in the site's words. */
const labelsOf = <T extends string>(values: readonly T[], description: string) =>
  z.strictObject(Object.fromEntries(values.map((v) => [v, text])) as Record<T, typeof text>).describe(description);

/** Every open position of content/jobs (a job past its validThrough is left off), then how to send a resume. */
export default defineSection({
  schema: sectionOf('jobs', {
    ...heading,
    noOpenings: text.describe('Shown instead of the list while no job is open'),
    employment: labelsOf(employments, 'How each kind of employment reads on a job, e.g. full-time: Full-time'),
    workplace: labelsOf(workplaces, 'How each workplace reads on a job, e.g. remote: Remote'),
    location: text.describe(
      "A job's location line: {workplace} is its workplace's label, {place} its office or the countries it hires in",
    ),
    salary: labelsOf(
      salaryPeriods,
      "How a job's pay reads, per period, around its {range} (e.g. year: {range} a year); needed once a job has a salary",
    ).optional(),
    resume: z.strictObject({ title: text, text, cta: link }),
  }),
  check: (section, { content, host, field }) =>
    section.salary || !content.jobs.some((job) => job.salary)
      ? []
      : [
          {
            file: host._meta.file,
            field: field('salary'),
            message: 'expected the words for a pay range (salary: { hour, month, year }), since a job has a salary',
          },
        ],
  resolve: (section, { content }) => {
    const on = today();
    return {
      ...section,
      jobs: content.jobs
        .filter((job) => isOpen(job, on))
        .sort((a, b) => a.order - b.order)
        .map((job) => ({
          ...withoutMeta(job),
          // The site's own application form opens with the job chosen; another address is kept as it is.
          apply: job.apply.href === APPLY_PATH ? { ...job.apply, href: applyHref(job.slug) } : job.apply,
          employmentLabel: section.employment[job.employment],
          locationLabel: locationLine(job, section),
          salaryLabel: job.salary && section.salary ? salaryLine(job.salary, section.salary) : undefined,
        })),
    };
  },
  structuredData: (section, { content }) => section.jobs.map((job) => jobPosting(content.site, job)),
});
