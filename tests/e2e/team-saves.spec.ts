// Issue 36, "Done when": two people save the same document from the same version and both changes are kept; on
// the same field, the second is shown both values, chooses, and what was chosen is saved; an edit not saved before
// a reload is offered back and restored. Ann and Bea, each in a browser of their own, on the team's service against
// a git daemon remote (tests/helpers/cms-team-service.ts); what was saved is read from the remote's draft branch.
import { expect, test, type Page } from '@playwright/test';
import { ANN, BEA } from '../helpers/cms-team.ts';
import { contentOn, formDollars as dollars, SHARED } from '../helpers/team-remote.ts';
import { editorStatus, newDraft, openInDraft, save, SERVER, signIn } from '../helpers/team-session.ts';
import { price } from './content.ts';

// The editor tells the service every 10 s that a page is open (cms/editor/form/use-presence.ts); an answer took
// 0.1-0.4 s on a quiet machine, and waits behind a save (up to 18 s, below) under load. 40 s covers both.
const PING = { timeout: 40_000 };
// A save (checks, commit, push, and the form's reload after it): 0.9 s on a quiet machine, up to 18 s with the
// machine at load 15-18 (the status read "Unsaved changes" for 29 polls of the wait). 60 s is three times that.
const SAVE = { timeout: 60_000 };

// Each test took 1.4-2.6 min with the machine at load 12-18 (five people's builds and tests beside it; 2 cores),
// most of it waiting on saves and the first open of a draft: 6 min is over twice the slowest.
test.setTimeout(360_000);

async function openPlan(page: Page, name: string) {
  await page
    .getByRole('navigation', { name: 'Outline' })
    .getByRole('button', { name: `Plan: ${name}` })
    .click();
}

test('two people save different fields from the same version: both changes are kept', async ({ browser }) => {
  const { plans } = contentOn('main');
  const [first, lastIndex] = [plans[0]!, plans.length - 1];
  const last = plans[lastIndex]!;
  const [ann, bea] = await Promise.all([signIn(browser, ANN), signIn(browser, BEA)]);
  const slug = await newDraft(ann, 'Two at once', SHARED);
  await openInDraft(bea, slug, SHARED);
  await expect(bea.getByText(`${ANN.name} also has this page open`)).toBeVisible(SERVER);

  const description = `${last.description}, and busy online shops`;
  await openPlan(ann, last.name);
  await ann.locator(`#root_plans_${lastIndex}_description`).fill(description);
  await openPlan(bea, first.name);
  await bea.locator('#root_plans_0_price').fill(dollars(first.price + 100));
  await save(ann, SAVE);
  await save(bea, SAVE);

  const saved = contentOn(`cms/${slug}`);
  expect(saved.plans[lastIndex]!.description).toBe(description);
  expect(saved.plans[0]!.price).toBe(first.price + 100);
  // Bea's form shows Ann's change too, and counts from the version they both made.
  await openPlan(bea, last.name);
  await expect(bea.locator(`#root_plans_${lastIndex}_description`)).toHaveValue(description);
  await expect(editorStatus(bea)).toHaveText(/someone else saved meanwhile/);

  // Ann is told, is shown what changed, and brings it in.
  await expect(ann.getByText(new RegExp(`^Saved by ${BEA.name} \\d+ s ago`))).toBeVisible(PING);
  await ann.getByRole('button', { name: 'Show the change' }).click();
  const change = `Plan: ${first.name} › Price: ${price(first.price)} → ${price(first.price + 100)}`;
  await expect(ann.getByText(change)).toBeVisible(SERVER);
  await ann.getByRole('button', { name: 'Bring it in' }).click();
  await openPlan(ann, first.name);
  await expect(ann.locator('#root_plans_0_price')).toHaveValue(dollars(first.price + 100), SERVER);
});

test('two people change the same field: the second chooses, and the choice is saved', async ({ browser }) => {
  const first = contentOn('main').plans[0]!;
  const [ann, bea] = await Promise.all([signIn(browser, ANN), signIn(browser, BEA)]);
  const slug = await newDraft(ann, 'Same price', SHARED);
  await openInDraft(bea, slug, SHARED);
  for (const page of [ann, bea]) await openPlan(page, first.name);
  await ann.locator('#root_plans_0_price').fill(dollars(first.price + 300));
  await bea.locator('#root_plans_0_price').fill(dollars(first.price + 400));
  await save(ann, SAVE);
  await bea.getByRole('button', { name: 'Save' }).click();

  const conflict = bea.getByRole('group', { name: `Plan: ${first.name} › Price` });
  await expect(conflict).toContainText(price(first.price + 300), SAVE);
  await expect(conflict).toContainText(price(first.price + 400));
  expect(contentOn(`cms/${slug}`).plans[0]!.price).toBe(first.price + 300);
  // Saving before choosing saves nothing.
  await bea.getByRole('button', { name: 'Save' }).click();
  await expect(editorStatus(bea)).toHaveText(/^Choose what to keep/);
  await conflict.getByRole('button', { name: 'Keep mine' }).click();
  await save(bea, SAVE);
  expect(contentOn(`cms/${slug}`).plans[0]!.price).toBe(first.price + 400);
  await expect(conflict).toHaveCount(0);
});

test('an edit not saved before a reload is offered back and restored', async ({ browser }) => {
  const { plans } = contentOn('main');
  const lastIndex = plans.length - 1;
  const last = plans[lastIndex]!;
  const ann = await signIn(browser, ANN);
  const slug = await newDraft(ann, 'Reloaded', SHARED);
  await openPlan(ann, last.name);
  const description = `${last.description} and shops`;
  await ann.locator(`#root_plans_${lastIndex}_description`).fill(description);
  // The browser's own "Leave site?" question, answered as a person who reloads anyway.
  ann.on('dialog', (dialog) => void dialog.accept());
  await ann.reload();

  await expect(ann.getByText(/^Restore your unsaved changes from \d/)).toBeVisible(SERVER);
  await ann.getByRole('button', { name: 'Restore' }).click();
  await openPlan(ann, last.name);
  await expect(ann.locator(`#root_plans_${lastIndex}_description`)).toHaveValue(description);
  await save(ann, SAVE);
  expect(contentOn(`cms/${slug}`).plans[lastIndex]!.description).toBe(description);
  // Saved: nothing is offered again.
  await ann.reload();
  await expect(ann.getByRole('button', { name: 'Save' })).toBeVisible(SERVER);
  await expect(ann.getByText(/^Restore your unsaved changes/)).toHaveCount(0);
});
