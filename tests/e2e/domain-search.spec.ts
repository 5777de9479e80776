import { expect, test } from './fixtures';

const hydrated = { waitUntil: 'networkidle' } as const;

test.describe('domain search', () => {
  test('shows the searched domain, then the available alternatives with their yearly price', async ({ page }) => {
    await page.goto('/', hydrated);
    const input = page.getByRole('textbox', { name: 'Domain name' });
    await input.fill('  TakenBrand ');
    await page.getByRole('button', { name: 'Search Domains' }).click();
    const dialog = page.getByRole('dialog', { name: /Domain search results/ });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('listitem').filter({ hasText: 'takenbrand.com' }).first()).toContainText('Taken');
    await expect(dialog.getByRole('listitem').filter({ hasText: 'takenbrand.com' }).first()).toContainText('$12.99/yr');
    const io = dialog.getByRole('listitem').filter({ hasText: 'takenbrand.io' });
    await expect(io).toContainText('Available');
    await expect(io).toContainText('$39.99/yr');
    await expect(dialog.getByRole('listitem').filter({ hasText: 'mytakenbrand.com' })).toContainText('Available');
    await dialog.getByRole('button', { name: 'Close' }).click();
    await expect(dialog).toBeHidden();
    await expect(input).toHaveValue('takenbrand.com');
    await expect(input).toBeFocused();
  });

  test('opens at once with the loading text, disabling the form, and closes with Escape', async ({ page }) => {
    await page.goto('/domains', hydrated);
    const input = page.getByRole('textbox', { name: 'Domain name' });
    await input.fill('slowhost.net');
    await page.getByRole('button', { name: 'Search Domains' }).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog).toContainText('Searching available domains...');
    await expect(page.getByRole('button', { name: 'Searching...' })).toBeDisabled();
    await expect(input).toBeDisabled();
    await expect(dialog.getByRole('listitem').filter({ hasText: 'slowhost.net' }).first()).toContainText('Available', {
      timeout: 10_000,
    });
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(input).toHaveValue('slowhost.net');
    await expect(page.getByRole('button', { name: 'Search Domains' })).toBeEnabled();
  });

  test('closes on a click on the backdrop and clears the results', async ({ page }) => {
    await page.goto('/', hydrated);
    await page.getByRole('textbox', { name: 'Domain name' }).fill('fresh-idea');
    await page.getByRole('button', { name: 'Search Domains' }).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog).toContainText('fresh-idea.com');
    await page.mouse.click(5, 5);
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('dialog')).toHaveCount(0);
  });

  test('says when nothing else is available', async ({ page }) => {
    await page.goto('/', hydrated);
    await page.getByRole('textbox', { name: 'Domain name' }).fill('lonelyname.com');
    await page.getByRole('button', { name: 'Search Domains' }).click();
    await expect(page.getByRole('dialog')).toContainText('No alternative domains available at the moment.');
  });

  test.describe('when every provider fails', () => {
    test.use({ allowedConsoleErrors: /status of 503/ });

    test('shows the failure text', async ({ page }) => {
      await page.goto('/', hydrated);
      await page.getByRole('textbox', { name: 'Domain name' }).fill('failing.com');
      await page.getByRole('button', { name: 'Search Domains' }).click();
      await expect(page.getByRole('dialog').getByRole('alert')).toHaveText(
        "Sorry, we couldn't check domain availability at the moment. Unable to check domain availability",
      );
    });
  });

  test('explains bad input without sending a request', async ({ page }) => {
    await page.goto('/', hydrated);
    const requests: string[] = [];
    page.on('request', (r) => r.url().includes('/api/') && requests.push(r.url()));
    const input = page.getByRole('textbox', { name: 'Domain name' });
    await input.fill('example.xyz');
    await input.press('Enter');
    await expect(page.getByRole('alert')).toHaveText('Domain extension not supported');
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await input.fill('bad_name.com');
    await input.press('Enter');
    await expect(page.getByRole('alert')).toHaveText('Invalid characters in domain name');
    await input.fill('   ');
    await input.press('Enter');
    await expect(page.getByRole('dialog')).toHaveCount(0);
    expect(requests).toEqual([]);
  });

  test('keeps keyboard focus inside the open dialog', async ({ page }) => {
    await page.goto('/', hydrated);
    await page.getByRole('textbox', { name: 'Domain name' }).fill('focus-test');
    await page.getByRole('button', { name: 'Search Domains' }).click();
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
