// The apply page rendered by the site's own render with the content's words and jobs, as the server answers a post.
import { afterAll, describe, expect, it } from 'vitest';
import { instantChecker, siteBuild } from '../../tests/helpers/ops-site.ts';
import { control, formNamed, noticeOf, parsePage, valueOf } from '../../tests/helpers/parsed-page.ts';
import { sitePages } from '../../tests/helpers/site-pages.ts';
import { MAX_CV_BYTES } from '../features/auth/cv-file.ts';
import { createApp } from './app.ts';
import { applicationForms } from './application-forms.ts';
import type { ApplicationForm } from './application-post.ts';

const APPLY = '/careers/apply';
const forms = await applicationForms();
const application = forms[APPLY]!;
if (application.jobs.length < 2) throw new Error('These tests need two open jobs in content/jobs');
const [first, second] = application.jobs as [ApplicationForm['jobs'][number], ApplicationForm['jobs'][number]];

const build = siteBuild();
afterAll(() => build.remove());
const app = createApp({
  clientDir: build.clientDir,
  domains: { checker: instantChecker, extensions: [] },
  applications: forms,
  renderPage: sitePages,
});

const PDF = 'application/pdf';
function applicationBody(change: Record<string, string | File | null> = {}): FormData {
  const fields: Record<string, string | File | null> = {
    _form: 'apply',
    job: first.slug,
    firstName: 'Ada',
    lastName: 'Lovelace',
    email: 'ada@example.com',
    cv: new File([new Uint8Array(1024)], 'cv.pdf', { type: PDF }),
    coverLetter: 'I would like to help <b>you</b>.',
    ...change,
  };
  const body = new FormData();
  for (const [name, value] of Object.entries(fields)) if (value !== null) body.append(name, value);
  return body;
}
const post = (body: BodyInit, headers: Record<string, string> = {}) =>
  app.request(APPLY, { method: 'POST', body, headers });
const form = (html: string) => formNamed(parsePage(html), 'apply');
const notice = (html: string) => {
  const found = form(html);
  return found && noticeOf(found);
};
const field = (html: string, name: string) => {
  const found = form(html);
  const element = found && control(found, name);
  return element && { value: valueOf(element) };
};

describe('a job application posted without JavaScript', () => {
  it('is not read as an application when it is not multipart or form data (a JSON body)', async () => {
    const response = await post(JSON.stringify({ _form: 'apply' }), { 'Content-Type': 'application/json' });
    expect(response.status).toBe(303);
    expect(response.headers.get('Location')).toBe(APPLY);
  });

  it('is not read when it names another form, or none', async () => {
    for (const form of ['signIn', null]) {
      const response = await post(applicationBody({ _form: form }));
      expect(response.status).toBe(303);
    }
  });

  it('answers a body larger than the largest CV with the CV message, unread', async () => {
    const big = new File([new Uint8Array(MAX_CV_BYTES + 512 * 1024)], 'cv.pdf', { type: PDF });
    const response = await post(applicationBody({ cv: big }));
    expect(response.status).toBe(200);
    expect(notice(await response.text())).toBe(application.errors.cv);
  });

  it('refuses a CV of another type, or over 5 MB, keeping what was typed (escaped)', async () => {
    for (const cv of [
      new File(['MZ'], 'cv.pdf', { type: 'application/x-msdownload' }),
      new File(['text'], 'cv.txt', { type: 'text/plain' }),
      new File([new Uint8Array(MAX_CV_BYTES + 1)], 'cv.pdf', { type: PDF }),
      new File([], ''),
    ]) {
      const html = await (await post(applicationBody({ cv }))).text();
      expect(notice(html), cv.name).toBe(application.errors.cv);
      expect(field(html, 'firstName')?.value).toBe('Ada');
      expect(field(html, 'job')?.value).toBe(first.slug);
      expect(field(html, 'coverLetter')?.value).toBe('I would like to help <b>you</b>.');
    }
  });

  it('refuses a job the form does not offer, and lists every field to correct', async () => {
    const html = await (await post(applicationBody({ job: 'ceo', email: 'ada@', coverLetter: ' ' }))).text();
    const { job, email, coverLetter } = application.errors;
    expect(notice(html)).toBe(`${job} ${email} ${coverLetter}`);
  });

  it('confirms a complete application on its own page, and keeps nothing of it', async () => {
    const response = await post(applicationBody());
    expect(response.status).toBe(200);
    expect(response.headers.get('Cache-Control')).toBe('no-store');
    const html = await response.text();
    expect(notice(html)).toBe(`${application.confirmation.title}. ${application.confirmation.text}`);
    expect(html).not.toContain('Ada');
    expect(field(html, 'job')?.value).toBe('');
  });
});

describe('the apply page with ?job=', () => {
  it('comes with that job chosen', async () => {
    const html = await (await app.request(`${APPLY}?job=${second.slug}`)).text();
    expect(field(html, 'job')?.value).toBe(second.slug);
    expect(notice(html)).toBeUndefined();
  });

  it('is the plain page for a job it does not offer, which never reaches the page', async () => {
    const html = await (await app.request(`${APPLY}?job=%22%3E%3Cscript%3E`)).text();
    expect(field(html, 'job')?.value ?? '').toBe('');
    expect(html).not.toContain('"><script>');
  });
});
