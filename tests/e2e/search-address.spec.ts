// Domain search and the address: ?q= on any page searches, a search puts its domain in the address, closing takes it
// out and Back closes; results stream in and sort; several names at once on /domains; a term typed before the
// page's script ran is not lost, whether the script then runs or fails to load.
import type { Page } from '@playwright/test';
import { section, site, type Section } from './content.ts';
import { expect, test } from './fixtures.ts';
import { INVALID_DOMAIN_CHARACTERS, PATH, SEARCH_DOMAINS } from '../spec.ts';

const copy = site.domainSearch;
const hydrated = async (page: Page) => page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
const heroLabel = (path: string) => section<{ search: { label: string } }>(path, 'hero').search.label;
// The first results of a page opened with ?q= wait on the page's script and the server's search: under a second on a
// quiet machine, over 5 s (Playwright's default) at load 17 (as in hydration.spec.ts, measured at load 19).
const RESULTS = { timeout: 15_000 };

test('a page opened with ?q= shows the results; closing them takes ?q= out of the address', async ({ page }) => {
  await page.goto(`${PATH.about}?q=address-term`);
  const dialog = page.getByRole('dialog', { name: `${copy.dialogTitle}: address-term.com` });
  await expect(dialog.getByRole('listitem').filter({ hasText: 'address-term.com' }).first()).toContainText(
    copy.available,
    RESULTS,
  );
  await dialog.getByRole('button', { name: copy.close }).click();
  await expect(dialog).toBeHidden();
  await expect(page).toHaveURL(PATH.about);
});

test('a search puts its domain in the address, and Back closes the results', async ({ page }) => {
  await page.goto(PATH.home);
  await hydrated(page);
  await page.getByRole('textbox', { name: heroLabel(PATH.home) }).fill('Back-Button');
  await page.getByRole('button', { name: SEARCH_DOMAINS }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText('back-button.com');
  await expect(page).toHaveURL(`${PATH.home}?q=back-button.com`);
  await page.goBack();
  await expect(dialog).toBeHidden();
  await expect(page).toHaveURL(PATH.home);
  await page.goForward();
  await expect(page.getByRole('dialog')).toContainText('back-button.com');
});

test('the searched domain shows first, alternatives follow as they arrive, and sort by price', async ({ page }) => {
  // The fake providers answer the variants of a "drip…" name late (tests/helpers/fake-providers-server.ts).
  await page.goto(`${PATH.home}?q=driptest.com`);
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByRole('listitem').first()).toContainText('driptest.com', RESULTS);
  await expect(dialog.getByText(copy.checkingMore)).toBeVisible();
  await expect(dialog.getByText(copy.checkingMore)).toBeHidden({ timeout: 10_000 });
  await expect(dialog.getByRole('listitem').filter({ hasText: 'mydriptest.com' })).toBeVisible();
  await dialog.getByRole('combobox', { name: copy.sort.label }).selectOption({ label: copy.sort.price });
  const prices = await dialog
    .getByRole('listitem')
    .evaluateAll((rows) =>
      rows.slice(1).map((row) => Number((/\$([\d,.]+)/.exec(row.textContent ?? '')?.[1] ?? '0').replace(/,/g, ''))),
    );
  expect(prices.length).toBeGreaterThan(1);
  expect(prices).toEqual([...prices].sort((a, b) => a - b));
});

test("a term typed and submitted before the page's script ran is searched once it has", async ({ page }) => {
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/static\/.*\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  await page.goto(PATH.home, { waitUntil: 'domcontentloaded' });
  await page.getByRole('textbox', { name: heroLabel(PATH.home) }).fill('early-bird');
  await page.getByRole('button', { name: SEARCH_DOMAINS }).click();
  await expect(page).toHaveURL(PATH.home);
  release();
  await expect(page.getByRole('dialog')).toContainText('early-bird.com');
  await expect(page).toHaveURL(`${PATH.home}?q=early-bird.com`);
});

test.describe("when the page's script cannot load", () => {
  // The blocked script's failed request is the browser's console error, expected here.
  test.use({ allowedConsoleErrors: /Failed to load resource|net::ERR_FAILED/ });

  test('a term submitted before it failed goes to the server as a plain form, and later submits are not held', async ({
    page,
  }) => {
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/static\/.*\.js$/, async (route) => {
      await held;
      await route.abort('failed');
    });
    await page.goto(PATH.home, { waitUntil: 'domcontentloaded' });
    await page.getByRole('textbox', { name: heroLabel(PATH.home) }).fill('early-bird');
    await page.getByRole('button', { name: SEARCH_DOMAINS }).click();
    // Held while the script might still come…
    await expect(page).toHaveURL(PATH.home);
    // …then, once it has failed, the form's own GET submission: the term reaches the server, whose page holds it.
    release();
    await expect(page).toHaveURL(`${PATH.domains}?q=early-bird`);
    const box = page.getByRole('textbox', { name: heroLabel(PATH.domains), exact: true });
    await expect(box).toHaveValue('early-bird');
    // The script fails on this page too: a later submit is not held, it goes out at once.
    await page.waitForLoadState('load');
    await box.fill('second-try');
    await box.press('Enter');
    await expect(page).toHaveURL(`${PATH.domains}?q=second-try`);
  });
});

test.describe('bulk search on /domains', () => {
  const bulk = section<Section & { label: string; button: string }>(PATH.domains, 'bulkSearch');

  test('checks each name, says which break a rule, and fills the rows in as answers arrive', async ({ page }) => {
    await page.goto(PATH.domains);
    await hydrated(page);
    await page.getByLabel(bulk.label).fill('bulk-one.com, bad_name.com\ntakenbulk\nbulk-two.io');
    await page.getByRole('button', { name: bulk.button }).click();
    const box = page.locator('#bulk-search');
    await expect(box.getByRole('listitem').filter({ hasText: 'bad_name.com' })).toContainText(
      INVALID_DOMAIN_CHARACTERS,
    );
    await expect(box.getByRole('listitem').filter({ hasText: 'bulk-one.com' })).toContainText(copy.available);
    await expect(box.getByRole('listitem').filter({ hasText: 'takenbulk.com' })).toContainText(copy.taken);
    await expect(box.getByRole('listitem').filter({ hasText: 'bulk-two.io' })).toContainText(copy.available);
  });

  test('says why a name could not be checked', async ({ page }) => {
    // The fake providers fail every name that starts with "fail".
    await page.goto(PATH.domains);
    await hydrated(page);
    await page.getByLabel(bulk.label).fill('failbulk.com, bulk-three.com');
    await page.getByRole('button', { name: bulk.button }).click();
    const box = page.locator('#bulk-search');
    await expect(box.getByRole('listitem').filter({ hasText: 'bulk-three.com' })).toContainText(copy.available);
    const failed = box.getByRole('listitem').filter({ hasText: 'failbulk.com' });
    await expect(failed).toContainText(copy.unknown);
    await expect(failed).toContainText(copy.unknownReasons.unreachable);
  });
});
