import { expect, test } from './fixtures';

test('a scroll-to-top button appears past 300 px and scrolls smoothly back up', async ({ page }) => {
  await page.goto('/hosting/shared', { waitUntil: 'networkidle' });
  const button = page.getByRole('button', { name: /top/i });
  await expect(button).toHaveCount(0);
  await page.evaluate(() => window.scrollTo(0, 250));
  await expect(button).toHaveCount(0);
  await page.evaluate(() => window.scrollTo(0, 900));
  await expect(button).toBeVisible();
  await button.click();
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  await expect(button).toHaveCount(0);
});

test('a route change shows the loading overlay for about 500 ms and scrolls to the top', async ({ page }) => {
  await page.goto('/', { waitUntil: 'networkidle' });
  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
  const overlay = page.getByTestId('route-overlay');
  await expect(overlay).toHaveCount(0);
  await page.getByRole('contentinfo').getByRole('link', { name: 'About Us' }).click();
  await expect(overlay).toBeVisible();
  await expect(overlay).toHaveAccessibleName(/Loading/);
  const shownAt = Date.now();
  await expect(page.locator('main[data-transitioning]')).toHaveCount(1);
  await expect(overlay).toHaveCount(0, { timeout: 3000 });
  const shownFor = Date.now() - shownAt;
  expect(shownFor).toBeGreaterThan(300);
  expect(await page.evaluate(() => window.scrollY)).toBe(0);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
});

test('the footer holds the newsletter form, legal links and the current year', async ({ page }) => {
  await page.goto('/', { waitUntil: 'networkidle' });
  const footer = page.getByRole('contentinfo');
  const email = footer.getByRole('textbox', { name: 'Email address' });
  await expect(email).toHaveAttribute('type', 'email');
  await expect(email).toHaveAttribute('required', '');
  await email.fill('reader@example.com');
  await footer.getByRole('button', { name: 'Subscribe' }).click();
  await expect(page).toHaveURL('/');
  for (const [name, href] of [
    ['Privacy Policy', '/privacy'],
    ['Terms of Service', '/terms'],
    ['Security', '/security'],
  ] as const)
    await expect(footer.getByRole('navigation', { name: 'Legal' }).getByRole('link', { name })).toHaveAttribute(
      'href',
      href,
    );
  for (const href of ['/hosting/vps', '/contact', '/blog', '/affiliate'])
    await expect(footer.locator(`a[href="${href}"]`)).toHaveCount(1);
  await expect(footer).toContainText(`© ${new Date().getFullYear()} NimbusHost`);
});
