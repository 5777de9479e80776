import type { Page } from '@playwright/test';
import { must, price, searchPrices, section, site } from './content.ts';
import { expect, test } from './fixtures.ts';
import {
  BOTH_PROVIDERS_FAILED,
  DOMAIN_EXTENSION_NOT_SUPPORTED,
  INVALID_DOMAIN_CHARACTERS,
  OVERLAY_EMPTY,
  OVERLAY_ERROR_INTRO,
  PATH,
  SEARCH_DOMAINS,
  SEARCHING,
  SEARCHING_DOMAINS,
} from '../spec.ts';

// The fake providers (tests/helpers/fake-providers-server.ts) answer by name: taken…, slow…, lonely…, fail….
const hydrated = { waitUntil: 'networkidle' } as const;
/** Opens a page and waits until it has hydrated (src/layout/Layout.tsx marks it), so that a form runs its script. */
async function open(page: Page, path: string) {
  await page.goto(path, hydrated);
  await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
}
const copy = site.domainSearch;
/** The accessible name of the domain input of the hero on a page. */
const inputLabel = (path: string) => section<{ search: { label: string } }>(path, 'hero').search.label;
/** A yearly price as the results show it, e.g. "$12.99/yr". */
const yearly = (extension: string) =>
  `${price(must(searchPrices[extension], `price of .${extension}`))}${site.ui.perYear}`;

test.describe('domain search', () => {
  test('shows the searched domain, then the available alternatives with their yearly price', async ({ page }) => {
    await open(page, PATH.home);
    const input = page.getByRole('textbox', { name: inputLabel(PATH.home), exact: true });
    await input.fill('  TakenBrand ');
    await page.getByRole('button', { name: SEARCH_DOMAINS }).click();
    const dialog = page.getByRole('dialog', { name: copy.dialogTitle });
    await expect(dialog).toBeVisible();
    const searched = dialog.getByRole('listitem').filter({ hasText: 'takenbrand.com' }).first();
    await expect(searched).toContainText(copy.taken);
    // A taken domain cannot be bought: no price, no cart button.
    await expect(searched).not.toContainText(yearly('com'));
    await expect(searched.getByRole('button')).toHaveCount(0);
    const io = dialog.getByRole('listitem').filter({ hasText: 'takenbrand.io' });
    await expect(io).toContainText(copy.available);
    await expect(io).toContainText(yearly('io'));
    // Status and price sit in the same columns on every row.
    const columns = await dialog
      .getByRole('listitem')
      .evaluateAll((rows) =>
        rows.map((row) => [...row.children].slice(1, 3).map((cell) => Math.round(cell.getBoundingClientRect().right))),
      );
    const available = columns.slice(1);
    for (const row of available) expect(row).toEqual(available[0]);
    expect(must(columns[0], 'the searched row')[0]).toBe(must(available[0], 'an alternative')[0]);
    await expect(dialog.getByRole('listitem').filter({ hasText: 'mytakenbrand.com' })).toContainText(copy.available);
    await dialog.getByRole('button', { name: copy.close }).click();
    await expect(dialog).toBeHidden();
    await expect(input).toHaveValue('takenbrand.com');
    await expect(input).toBeFocused();
  });

  test('opens at once with the loading text, disabling the form, and closes with Escape', async ({ page }) => {
    await open(page, PATH.domains);
    const input = page.getByRole('textbox', { name: inputLabel(PATH.domains), exact: true });
    await input.fill('slowhost.net');
    await page.getByRole('button', { name: SEARCH_DOMAINS }).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog).toContainText(SEARCHING_DOMAINS);
    await expect(page.getByRole('button', { name: SEARCHING })).toBeDisabled();
    await expect(input).toBeDisabled();
    await expect(dialog.getByRole('listitem').filter({ hasText: 'slowhost.net' }).first()).toContainText(
      copy.available,
      { timeout: 10_000 },
    );
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(input).toHaveValue('slowhost.net');
    await expect(page.getByRole('button', { name: SEARCH_DOMAINS })).toBeEnabled();
  });

  test('closes on a click on the backdrop and clears the results', async ({ page }) => {
    await open(page, PATH.home);
    await page.getByRole('textbox', { name: inputLabel(PATH.home), exact: true }).fill('fresh-idea');
    await page.getByRole('button', { name: SEARCH_DOMAINS }).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog).toContainText('fresh-idea.com');
    await page.mouse.click(5, 5);
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('dialog')).toHaveCount(0);
  });

  test('says when nothing else is available', async ({ page }) => {
    await open(page, PATH.home);
    await page.getByRole('textbox', { name: inputLabel(PATH.home), exact: true }).fill('lonelyname.com');
    await page.getByRole('button', { name: SEARCH_DOMAINS }).click();
    await expect(page.getByRole('dialog')).toContainText(OVERLAY_EMPTY);
  });

  test.describe('when every provider fails', () => {
    test.use({ allowedConsoleErrors: /status of 503/ });

    test('shows the failure text', async ({ page }) => {
      await open(page, PATH.home);
      await page.getByRole('textbox', { name: inputLabel(PATH.home), exact: true }).fill('failing.com');
      await page.getByRole('button', { name: SEARCH_DOMAINS }).click();
      await expect(page.getByRole('dialog').getByRole('alert')).toHaveText(
        `${OVERLAY_ERROR_INTRO} ${BOTH_PROVIDERS_FAILED}`,
      );
    });
  });

  test.describe('when a search fails once', () => {
    test.use({ allowedConsoleErrors: /status of 503/ });

    test('shows a spinner with the loading text, then the failure and a Retry that runs the same search again', async ({
      page,
    }) => {
      const searches: string[] = [];
      let calls = 0;
      // The first answer is the API's failure; the next ones go through to the fake providers.
      await page.route('**/api/domains/search/stream?**', async (route) => {
        searches.push(new URL(route.request().url()).searchParams.get('q') ?? '');
        if (calls++ === 0) return route.fulfill({ status: 503, json: { error: BOTH_PROVIDERS_FAILED } });
        return route.continue();
      });
      await open(page, PATH.home);
      await page.getByRole('textbox', { name: inputLabel(PATH.home), exact: true }).fill('retry-me');
      await page.getByRole('button', { name: SEARCH_DOMAINS }).click();
      const dialog = page.getByRole('dialog', { name: copy.dialogTitle });
      await expect(dialog.getByRole('alert')).toHaveText(`${OVERLAY_ERROR_INTRO} ${BOTH_PROVIDERS_FAILED}`);
      await dialog.getByRole('button', { name: copy.retry }).click();
      await expect(dialog.getByRole('alert')).toHaveCount(0);
      await expect(dialog.getByRole('listitem').filter({ hasText: 'retry-me.com' }).first()).toContainText(
        copy.available,
      );
      expect(searches).toEqual(['retry-me.com', 'retry-me.com']);
      await expect(dialog.getByRole('button', { name: copy.close })).toBeVisible();
    });

    test('offers the bulk search, which closes the dialog and lands on it', async ({ page }) => {
      await page.route('**/api/domains/search/stream?**', (route) =>
        route.fulfill({ status: 503, json: { error: BOTH_PROVIDERS_FAILED } }),
      );
      await open(page, `${PATH.home}?q=bulk-way.com`);
      const dialog = page.getByRole('dialog', { name: copy.dialogTitle });
      await expect(dialog.getByRole('alert')).toContainText(OVERLAY_ERROR_INTRO);
      const bulk = must(
        copy.failure.links.find((link) => link.href.startsWith(`${PATH.domains}#`)),
        'a failure link to a place on /domains',
      );
      await dialog.getByRole('link', { name: bulk.label }).click();
      await expect(page).toHaveURL(bulk.href);
      await expect(page.getByRole('dialog')).toHaveCount(0);
      const place = page.locator(`#${bulk.href.split('#')[1]}`);
      await expect(place).toBeInViewport();
      expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
    });

    test('offers the name with another extension, which searches it in the same dialog', async ({ page }) => {
      let calls = 0;
      await page.route('**/api/domains/search/stream?**', async (route) => {
        if (calls++ === 0) return route.fulfill({ status: 503, json: { error: BOTH_PROVIDERS_FAILED } });
        return route.continue();
      });
      await open(page, PATH.domains);
      await page.getByRole('textbox', { name: inputLabel(PATH.domains), exact: true }).fill('other-way.com');
      await page.getByRole('button', { name: SEARCH_DOMAINS }).click();
      const dialog = page.getByRole('dialog', { name: copy.dialogTitle });
      await expect(dialog.getByRole('alert')).toContainText(OVERLAY_ERROR_INTRO);
      await dialog.getByRole('link', { name: 'other-way.net' }).click();
      await expect(page).toHaveURL(`${PATH.domains}?q=other-way.net`);
      await expect(page.getByRole('dialog', { name: `${copy.dialogTitle}: other-way.net` })).toBeVisible();
      await expect(
        page.getByRole('dialog').getByRole('listitem').filter({ hasText: 'other-way.net' }).first(),
      ).toContainText(copy.available);
    });
  });

  /**
   * The search's answer is held until the test ends, so the spinner is read while the search runs: with the slow
   * fake's 1.5 s, a loaded machine once read it after the answer had removed it (an empty computed style).
   */
  const holdSearch = (page: Page) => page.route('**/api/domains/search/stream?**', () => undefined);

  test('shows a spinner beside the loading text', async ({ page }) => {
    await holdSearch(page);
    await open(page, PATH.domains);
    await page.getByRole('textbox', { name: inputLabel(PATH.domains), exact: true }).fill('slowspinner.net');
    await page.getByRole('button', { name: SEARCH_DOMAINS }).click();
    const status = page.getByRole('dialog').getByRole('status');
    await expect(status).toHaveText(SEARCHING_DOMAINS);
    const spinner = status.locator('xpath=preceding-sibling::*[@aria-hidden="true"]');
    await expect(spinner).toBeVisible();
    expect(await spinner.evaluate((e) => getComputedStyle(e).animationName)).not.toBe('none');
  });

  test.describe('with reduced motion', () => {
    test.use({ contextOptions: { reducedMotion: 'reduce' } });

    test('the spinner holds still', async ({ page }) => {
      await holdSearch(page);
      await open(page, PATH.domains);
      await page.getByRole('textbox', { name: inputLabel(PATH.domains), exact: true }).fill('slowstill.net');
      await page.getByRole('button', { name: SEARCH_DOMAINS }).click();
      const status = page.getByRole('dialog').getByRole('status');
      await expect(status).toHaveText(SEARCHING_DOMAINS);
      const spinner = status.locator('xpath=preceding-sibling::*[@aria-hidden="true"]');
      expect(await spinner.evaluate((e) => getComputedStyle(e).animationName)).toBe('none');
    });
  });

  test('explains bad input without sending a request', async ({ page }) => {
    await open(page, PATH.home);
    const requests: string[] = [];
    page.on('request', (r) => r.url().includes('/api/') && requests.push(r.url()));
    const input = page.getByRole('textbox', { name: inputLabel(PATH.home), exact: true });
    await input.fill('example.xyz');
    await input.press('Enter');
    await expect(page.getByRole('alert')).toHaveText(DOMAIN_EXTENSION_NOT_SUPPORTED);
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await input.fill('bad_name.com');
    await input.press('Enter');
    await expect(page.getByRole('alert')).toHaveText(INVALID_DOMAIN_CHARACTERS);
    await input.fill('   ');
    await input.press('Enter');
    await expect(page.getByRole('dialog')).toHaveCount(0);
    expect(requests).toEqual([]);
  });

  test('keeps keyboard focus inside the open dialog', async ({ page }) => {
    await open(page, PATH.home);
    await page.getByRole('textbox', { name: inputLabel(PATH.home), exact: true }).fill('focus-test');
    await page.getByRole('button', { name: SEARCH_DOMAINS }).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog).toContainText('focus-test.io');
    for (let i = 0; i < 20; i++) {
      await page.keyboard.press('Tab');
      const inside = await page.evaluate(
        () => !!document.activeElement?.closest('dialog') || document.activeElement === document.body,
      );
      expect(inside).toBe(true);
    }
  });
});
