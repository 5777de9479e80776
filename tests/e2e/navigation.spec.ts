import { expect, test } from './fixtures';

const hydrated = { waitUntil: 'networkidle' } as const;

test.describe('desktop header', () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test('Hosting opens a three-column mega menu on hover and closes on navigation', async ({ page }) => {
    await page.goto('/', hydrated);
    const banner = page.getByRole('banner');
    const toggle = banner.getByRole('button', { name: 'Hosting menu' });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await banner.getByRole('link', { name: 'Hosting', exact: true }).hover();
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    for (const column of ['Cloud Solutions', 'Advanced Hosting', 'Features & Add-ons'])
      await expect(banner.getByText(column)).toBeVisible();
    const expected = [
      ['Shared Hosting', '/hosting/shared'],
      ['WordPress Hosting', '/hosting/wordpress'],
      ['Dedicated Servers', '/hosting/dedicated'],
      ['24/7 Support', '/hosting/support'],
    ] as const;
    for (const [name, href] of expected)
      await expect(banner.getByRole('link', { name: new RegExp(name) }).first()).toHaveAttribute('href', href);
    await banner
      .getByRole('link', { name: /Shared Hosting/ })
      .first()
      .click();
    await expect(page).toHaveURL('/hosting/shared');
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  });

  test('menus open from the keyboard and Escape closes them', async ({ page }) => {
    await page.goto('/', hydrated);
    const banner = page.getByRole('banner');
    const hosting = banner.getByRole('button', { name: 'Hosting menu' });
    await hosting.focus();
    await page.keyboard.press('Enter');
    await expect(hosting).toHaveAttribute('aria-expanded', 'true');
    await page.keyboard.press('Escape');
    await expect(hosting).toHaveAttribute('aria-expanded', 'false');
    await expect(hosting).toBeFocused();

    const signIn = banner.getByRole('button', { name: 'Sign In' });
    await signIn.focus();
    await page.keyboard.press(' ');
    await expect(signIn).toHaveAttribute('aria-expanded', 'true');
    for (const group of ['Registered Users', 'New Customer', 'Quick Links'])
      await expect(banner.getByText(group)).toBeVisible();
    await expect(banner.getByRole('link', { name: 'Create an Account' })).toHaveAttribute('href', '/register');
    await expect(banner.getByRole('link', { name: 'Webmail Login' })).toHaveAttribute('href', '/webmail');
    await banner.getByRole('link', { name: 'Sign In', exact: true }).click();
    await expect(page).toHaveURL('/login');
    await expect(signIn).toHaveAttribute('aria-expanded', 'false');
  });

  test('top navigation links every section', async ({ page }) => {
    await page.goto('/');
    const nav = page.getByRole('navigation', { name: 'Main' });
    for (const href of ['/domains', '/hosting', '/security', '/email', '/about', '/careers'])
      await expect(nav.locator(`a[href="${href}"]`).first()).toBeVisible();
  });

  test('links navigate on the client without reloading the page', async ({ page }) => {
    await page.goto('/', hydrated);
    await page.evaluate(() => ((window as unknown as { marker: boolean }).marker = true));
    await page.getByRole('link', { name: /Learn More about Shared Hosting/ }).click();
    await expect(page).toHaveURL('/hosting/shared');
    await expect(page).toHaveTitle(/Shared Hosting/);
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
      'href',
      'https://www.nimbushost.com/hosting/shared',
    );
    expect(await page.evaluate(() => (window as unknown as { marker?: boolean }).marker)).toBe(true);
  });
});

test.describe('mobile header', () => {
  test.use({ viewport: { width: 375, height: 800 } });

  test('a collapsible menu with Hosting and Sign In dropdowns that closes on navigation', async ({ page }) => {
    await page.goto('/', hydrated);
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeHidden();
    const menu = page.getByRole('button', { name: 'Open menu' });
    await menu.click();
    const panel = page.getByRole('navigation', { name: 'Mobile' });
    await expect(panel).toBeVisible();
    await expect(page.getByRole('button', { name: 'Close menu' })).toHaveAttribute('aria-expanded', 'true');
    const hosting = panel.getByRole('button', { name: 'Hosting' });
    await hosting.click();
    await expect(hosting).toHaveAttribute('aria-expanded', 'true');
    await panel.getByRole('link', { name: /WordPress Hosting/ }).click();
    await expect(page).toHaveURL('/hosting/wordpress');
    await expect(panel).toBeHidden();
    await page.getByRole('button', { name: 'Open menu' }).click();
    await panel.getByRole('button', { name: 'Sign In' }).click();
    await expect(panel.getByRole('link', { name: 'Create an Account' })).toBeVisible();
  });
});
