// Issue 27 part 7: a way to apply. Apply Now and Send Your Resume lead to real forms, checked in the browser and, with
// JavaScript off, on the server; nothing typed ever lands in a URL.
import type { Page } from '@playwright/test';
import { must, openJobs, section } from './content.ts';
import { expect, test } from './fixtures.ts';
import { APPLY_PATH, PATH, SEND_YOUR_RESUME, SUBMIT_RESUME_PATH } from '../spec.ts';

interface Field {
  label: string;
  error: string;
}
interface ApplicationForm {
  title: string;
  submit: string;
  fields: Record<'firstName' | 'lastName' | 'email' | 'cv' | 'coverLetter', Field> & { job?: Field };
  confirmation: { title: string; text: string };
}
const apply = section<ApplicationForm>(APPLY_PATH, 'form');
const resume = section<ApplicationForm>(SUBMIT_RESUME_PATH, 'form');
const jobField = must(apply.fields.job, 'job field');

const PDF = { name: 'ada-lovelace-cv.pdf', mimeType: 'application/pdf', buffer: Buffer.alloc(4096, 1) };
const TEXT = { name: 'cv.txt', mimeType: 'text/plain', buffer: Buffer.from('my cv') };
const TYPED = { firstName: 'Ada', lastName: 'Lovelace', email: 'ada@example.com', coverLetter: 'Analytical engines.' };

async function open(page: Page, path: string) {
  await page.goto(path, { waitUntil: 'networkidle' });
  await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
}
async function fillIn(page: Page, form: ApplicationForm, cv: typeof PDF) {
  const main = page.getByRole('main');
  for (const [name, value] of Object.entries(TYPED))
    await main.getByLabel(form.fields[name as keyof typeof TYPED].label).fill(value);
  await main.getByLabel(form.fields.cv.label).setInputFiles(cv);
}
const chosenJob = (page: Page) => page.getByLabel(jobField.label).locator('option:checked');
/** Nothing a visitor typed is in the address. */
const expectNoTypedValueIn = (page: Page) => {
  for (const value of Object.values(TYPED)) expect(decodeURIComponent(page.url())).not.toContain(value);
};

for (const job of openJobs)
  test(`Apply Now for ${job.title} opens the application form with that job chosen`, async ({ page }) => {
    await open(page, PATH.careers);
    const title = job.title.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    await page.getByRole('link', { name: new RegExp(`: ${title}$`) }).click();
    await expect(page).toHaveURL(`${APPLY_PATH}?job=${job.slug}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(apply.title);
    await expect(chosenJob(page)).toHaveText(job.title);
  });

test('Send Your Resume opens the resume form', async ({ page }) => {
  await open(page, PATH.careers);
  await page.getByRole('link', { name: SEND_YOUR_RESUME }).click();
  await expect(page).toHaveURL(SUBMIT_RESUME_PATH);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(resume.title);
});

test('an application names a CV of the wrong type, then confirms once it is a PDF', async ({ page }) => {
  const job = must(openJobs[0], 'open job');
  await open(page, `${APPLY_PATH}?job=${job.slug}`);
  await fillIn(page, apply, TEXT);
  await page.getByRole('button', { name: apply.submit }).click();
  const cv = page.getByLabel(apply.fields.cv.label);
  await expect(cv).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByText(apply.fields.cv.error)).toBeVisible();
  await cv.setInputFiles(PDF);
  await page.getByRole('button', { name: apply.submit }).click();
  await expect(page.getByRole('heading', { name: apply.confirmation.title })).toBeFocused();
  expectNoTypedValueIn(page);
});

test.describe('with JavaScript off', () => {
  test.use({ javaScriptEnabled: false });
  const job = must(openJobs.at(-1), 'open job');
  const notice = (page: Page) => page.getByRole('main').getByRole('status');

  test('the apply address chooses its job, and a complete application is confirmed by the server', async ({ page }) => {
    await page.goto(`${APPLY_PATH}?job=${job.slug}`);
    await expect(chosenJob(page)).toHaveText(job.title);
    await fillIn(page, apply, PDF);
    await page.getByRole('button', { name: apply.submit }).click();
    await expect(notice(page)).toContainText(apply.confirmation.text);
    expectNoTypedValueIn(page);
  });

  test('a resume with a CV of the wrong type comes back with the message and what was typed', async ({ page }) => {
    await page.goto(SUBMIT_RESUME_PATH);
    await fillIn(page, resume, TEXT);
    await page.getByRole('button', { name: resume.submit }).click();
    await expect(notice(page)).toHaveText(resume.fields.cv.error);
    await expect(page.getByLabel(resume.fields.firstName.label)).toHaveValue(TYPED.firstName);
    await expect(page.getByLabel(resume.fields.coverLetter.label)).toHaveValue(TYPED.coverLetter);
    expectNoTypedValueIn(page);
  });
});
