// A person of the team's editor in a browser of their own (tests/e2e/team-*.spec.ts): signed in through the real
// sign-in form, a draft started from the board, a document opened in a draft, a save and what the bar says.
import { expect, type Browser, type BrowserContextOptions, type Page } from '@playwright/test';

// Waits on server work, measured on the project's 2-core machine (tests/e2e/team-editor.spec.ts): a new draft and
// its first document open in up to 2.5 s, a save into a draft (checks, commit, push) 0.9 s. 20 s is eight times it.
export const SERVER = { timeout: 20_000 };

export async function signIn(
  browser: Browser,
  person: { email: string; password: string },
  wait = SERVER,
  /** The browser's own settings: its time zone, for one */
  options: BrowserContextOptions = {},
) {
  const context = await browser.newContext(options);
  const page = await context.newPage();
  await page.goto('/');
  await expect(page).toHaveURL(/\/sign-in/);
  await page.getByLabel('Email').fill(person.email);
  await page.getByLabel('Password').fill(person.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('heading', { name: 'Drafts' })).toBeVisible(wait);
  return page;
}

/** Starts a draft from the board and opens the document in it; the draft's slug. */
export async function newDraft(page: Page, title: string, file: string) {
  await page.goto('/');
  await page.getByLabel('Title of the new draft').fill(title);
  await page.getByRole('button', { name: 'New draft' }).click();
  await expect(page).toHaveURL(/\?draft=/, SERVER);
  const slug = new URL(page.url()).searchParams.get('draft') ?? '';
  await expect(page.locator('.draft-slug')).toHaveText(slug, SERVER);
  await page.locator(`a[href="#${file}"]`).click();
  await expect(page.getByRole('button', { name: 'Save' })).toBeVisible(SERVER);
  return slug;
}

/** Opens a document in a draft someone else started, as its link on the board would. */
export async function openInDraft(page: Page, slug: string, file: string) {
  await page.goto(`/?draft=${slug}#${file}`);
  await expect(page.locator('.draft-slug')).toHaveText(slug, SERVER);
  await expect(page.getByRole('button', { name: 'Save' })).toBeVisible(SERVER);
}

export const editorStatus = (page: Page) => page.locator('.actions').getByRole('status');

export async function save(page: Page, wait = SERVER) {
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(editorStatus(page)).toHaveText(/^Saved/, wait);
}
