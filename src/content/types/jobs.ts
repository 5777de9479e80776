import { z } from 'zod';
import { collection } from '../define.ts';
import { cta, text } from '../fields.ts';

/** content/jobs/<slug>.yaml: one open position. */
const schema = z.strictObject({
  title: text,
  type: text.describe('Employment type, e.g. "Full-time"'),
  location: text.describe('Where the job is based, e.g. "Remote"'),
  department: text.optional(),
  description: text,
  requirements: z.array(text).min(1),
  datePosted: z.iso.date({ error: 'expected a date as YYYY-MM-DD' }),
  apply: cta.default({ label: 'Apply Now', href: '/careers/apply' }),
  order: z.number().int().default(100),
});

export const jobs = collection({ schemaName: 'job', folder: 'jobs', extension: '.yaml', schema });
