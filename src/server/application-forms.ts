// The job application forms' words and jobs, by page path, from the same route documents the pages render.
import entries from 'virtual:content/routes';
import type { ApplicationForm } from './application-post.ts';

export async function applicationForms(): Promise<Record<string, ApplicationForm>> {
  const forms: Record<string, ApplicationForm> = {};
  for (const entry of entries) {
    const { default: doc } = await entry.load();
    if (doc.template !== 'page') continue;
    for (const section of doc.page.sections)
      if (section.type === 'form' && (section.form === 'apply' || section.form === 'resume'))
        forms[entry.path] = {
          form: section.form,
          errors: Object.fromEntries(
            Object.entries(section.fields).map(([name, field]) => [name, field.error ?? field.label]),
          ),
          confirmation: section.confirmation,
          jobs: section.jobs,
        };
  }
  return forms;
}
