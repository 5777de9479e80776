import { z } from 'zod';
import { heading, link, sectionOf, text } from '../../content/fields.ts';
import { withoutMeta } from '../../content/derive.ts';
import { jobPosting } from './job-posting.ts';
import { defineSection } from '../define.ts';

/** Every open position of content/jobs, then how to send a resume. */
export default defineSection({
  schema: sectionOf('jobs', { ...heading, resume: z.strictObject({ title: text, text, cta: link }) }),
  resolve: (section, { content }) => ({
    ...section,
    jobs: [...content.jobs].sort((a, b) => a.order - b.order).map(withoutMeta),
  }),
  structuredData: (section, { content }) => section.jobs.map((job) => jobPosting(content.site, job)),
});
