import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { instantChecker, siteBuild } from '../../tests/helpers/ops-site';
import { MAX_CV_BYTES } from '../features/auth/cv-file';
import { createApp } from './app';
import type { ApplicationForm } from './application-post';

const APPLY = '/careers/apply';
const application: ApplicationForm = {
  form: 'apply',
  errors: {
    job: 'Choose a job.',
    firstName: 'First name?',
    lastName: 'Last name?',
    email: 'Email?',
    cv: 'A PDF or DOCX up to 5 MB.',
    coverLetter: 'Why?',
  },
  confirmation: { title: 'Thank you', text: 'Nothing was kept.' },
  jobs: [
    { slug: 'engineer', title: 'Engineer' },
    { slug: 'support', title: 'Support' },
  ],
};
// The apply page as the prerender writes it, reduced to its form.
const PAGE = [
  '<!doctype html><html><body><form method="post" enctype="multipart/form-data" data-form="apply">',
  '<input type="hidden" name="_form" value="apply"/>',
  '<select name="job"><option value="">Choose</option><option value="engineer">Engineer</option>',
  '<option value="support">Support</option></select>',
  '<input name="firstName" value=""/><input name="lastName" value=""/><input name="email" type="email" value=""/>',
  '<input name="cv" type="file"/><textarea name="coverLetter"></textarea></form></body></html>',
].join('');

const build = siteBuild();
mkdirSync(path.join(build.clientDir, 'careers', 'apply'), { recursive: true });
writeFileSync(path.join(build.clientDir, 'careers', 'apply', 'index.html'), PAGE);
afterAll(() => build.remove());
const app = createApp({
  clientDir: build.clientDir,
  domains: { checker: instantChecker, extensions: [] },
  applications: { [APPLY]: application },
});

const PDF = 'application/pdf';
function applicationBody(change: Record<string, string | File | null> = {}): FormData {
  const fields: Record<string, string | File | null> = {
    _form: 'apply',
    job: 'engineer',
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
const notice = (html: string) => /<p class="form-notice" role="status">([^<]*)<\/p>/.exec(html)?.[1];

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
      expect(html).toContain('name="firstName" value="Ada"');
      expect(html).toContain('<option value="engineer" selected="">');
      expect(html).toContain('I would like to help &lt;b&gt;you&lt;/b&gt;.</textarea>');
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
    expect(html).not.toContain('selected');
  });
});

describe('the apply page with ?job=', () => {
  it('comes with that job chosen', async () => {
    const html = await (await app.request(`${APPLY}?job=support`)).text();
    expect(html).toContain('<option value="support" selected="">');
    expect(notice(html)).toBeUndefined();
  });

  it('is the plain page for a job it does not offer, which never reaches the page', async () => {
    const html = await (await app.request(`${APPLY}?job=%22%3E%3Cscript%3E`)).text();
    expect(html).not.toContain('selected');
    expect(html).not.toContain('<script>');
  });
});
