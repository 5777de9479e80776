import { formSection, type FormSection } from './schema.ts';
import { defineSection } from '../define.ts';
import { isOpen, today } from '../../content/types/jobs.ts';

/** A job a visitor may apply for: its file name (the ?job= of /careers/apply) and title. */
export interface OpenJob {
  slug: string;
  title: string;
}

/**
 * Sign-in, registration, password reset, contact, affiliate and job application forms; each form's behaviour is in
 * code. The application form lists the open jobs of content/jobs, in their order.
 */
export default defineSection({
  schema: formSection,
  resolve: (section, { content }): FormSection & { jobs: OpenJob[] } => {
    const on = today();
    return {
      ...section,
      jobs:
        section.form === 'apply'
          ? content.jobs
              .filter((job) => isOpen(job, on))
              .sort((a, b) => a.order - b.order)
              .map((job) => ({ slug: job.slug, title: job.title }))
          : [],
    };
  },
});
