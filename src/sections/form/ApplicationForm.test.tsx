// @vitest-environment jsdom
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import apply from 'virtual:content/doc/page/careers-apply';
import submitResume from 'virtual:content/doc/page/careers-submit-resume';
import { Providers, formOf, renderRouted } from '../../../tests/helpers/page-sections.tsx';
import { applyHref } from '../../vocabulary/paths.ts';
import FormSection from './FormSection.tsx';

const application = formOf(apply, 'apply');
const resume = formOf(submitResume, 'resume');
const { fields } = application;
// The file picker would leave out a file its accept attribute does not list: these tests choose any file.
const user = () => userEvent.setup({ applyAccept: false });
const pdf = (bytes = 2048) => new File([new Uint8Array(bytes)], 'ada-lovelace-cv.pdf', { type: 'application/pdf' });

async function fillIn(form: typeof application | typeof resume, cv: File) {
  const u = user();
  await u.type(screen.getByLabelText(form.fields.firstName.label), 'Ada');
  await u.type(screen.getByLabelText(form.fields.lastName.label), 'Lovelace');
  await u.type(screen.getByLabelText(form.fields.email.label), 'ada@example.com');
  await u.upload(screen.getByLabelText(form.fields.cv.label), cv);
  await u.type(screen.getByLabelText(form.fields.coverLetter.label), 'I would like to help.');
  return u;
}

describe('the job application form', () => {
  it('offers every open job of content/jobs, after a choice that is none', () => {
    renderRouted(<FormSection section={application} />);
    const options = within(screen.getByLabelText(fields.job.label)).getAllByRole('option');
    expect(options.map((o) => o.textContent)).toEqual([
      fields.job.placeholder,
      ...application.jobs.map((j) => j.title),
    ]);
    expect(application.jobs.length).toBeGreaterThan(0);
  });

  it('opens with the job of its address chosen (?job=, as Apply Now links it)', () => {
    const job = application.jobs.at(-1)!;
    render(
      <Providers path={applyHref(job.slug)}>
        <FormSection section={application} />
      </Providers>,
    );
    expect(screen.getByLabelText(fields.job.label)).toHaveValue(job.slug);
  });

  it('posts as multipart, so that a CV sent without JavaScript goes with the fields, never in a URL', () => {
    renderRouted(<FormSection section={application} />);
    const form = screen.getByRole('form', { name: application.title });
    expect(form).toHaveAttribute('method', 'post');
    expect(form).toHaveAttribute('enctype', 'multipart/form-data');
  });

  it('names every field to correct after a first submit, with the content messages', async () => {
    renderRouted(<FormSection section={application} />);
    await user().click(screen.getByRole('button', { name: application.submit }));
    for (const field of Object.values(fields)) {
      const control = screen.getByLabelText(field.label);
      expect(control).toHaveAttribute('aria-invalid', 'true');
      expect(control).toHaveAccessibleDescription(expect.stringContaining(field.error!));
    }
    expect(screen.getByLabelText(fields.job.label)).toHaveFocus();
  });

  it('refuses a CV of another type, or over 5 MB', async () => {
    renderRouted(<FormSection section={application} />);
    const u = await fillIn(application, new File(['hello'], 'cv.txt', { type: 'text/plain' }));
    await u.selectOptions(screen.getByLabelText(fields.job.label), application.jobs[0]!.slug);
    await u.click(screen.getByRole('button', { name: application.submit }));
    const cv = screen.getByLabelText(fields.cv.label);
    expect(cv).toHaveAttribute('aria-invalid', 'true');
    expect(cv).toHaveFocus();
    await u.upload(cv, pdf(5 * 1024 * 1024 + 1));
    expect(cv).toHaveAttribute('aria-invalid', 'true');
    await u.upload(cv, pdf());
    expect(cv).not.toHaveAttribute('aria-invalid');
  });

  it('confirms a complete application in place of the form, then comes back without the file', async () => {
    renderRouted(<FormSection section={application} />);
    const u = await fillIn(application, pdf());
    await u.selectOptions(screen.getByLabelText(fields.job.label), application.jobs[0]!.slug);
    await u.click(screen.getByRole('button', { name: application.submit }));
    const heading = await screen.findByRole('heading', { name: application.confirmation.title });
    expect(heading).toHaveFocus();
    expect(screen.getByText(application.confirmation.text)).toBeInTheDocument();
    await u.click(screen.getByRole('button', { name: application.confirmation.resend }));
    expect(screen.getByLabelText(fields.firstName.label)).toHaveValue('Ada');
    await u.click(screen.getByRole('button', { name: application.submit }));
    expect(screen.getByLabelText(fields.cv.label)).toHaveAttribute('aria-invalid', 'true');
  });
});

describe('the resume form', () => {
  it('asks for no job, and confirms a complete resume', async () => {
    renderRouted(<FormSection section={resume} />);
    expect(screen.queryByRole('combobox')).toBeNull();
    const u = await fillIn(resume, pdf());
    await u.click(screen.getByRole('button', { name: resume.submit }));
    expect(await screen.findByRole('heading', { name: resume.confirmation.title })).toHaveFocus();
  });
});
