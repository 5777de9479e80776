import { expect, test } from './fixtures';

test('the home page loads from the production server', async ({ page }) => {
  const response = await page.goto('/');
  expect(response?.status()).toBe(200);
  await expect(page).toHaveTitle(/NimbusHost/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Find your perfect domain and get online today');
  const cards = page.getByRole('article');
  await expect(cards).toHaveCount(6);
  await expect(cards.first()).toContainText('$4.99/mo');
});

test('a product page renders its plans from content and hydrates', async ({ page }) => {
  await page.goto('/hosting/shared');
  await expect(page.getByRole('heading', { level: 1 })).toContainText('shared hosting');
  const popular = page.getByRole('article', { name: 'Professional plan' });
  await expect(popular).toContainText('Most Popular');
  await expect(popular).toContainText('$9.99/mo');
  await expect(page.getByRole('row', { name: /Storage/ })).toContainText('10 GB SSD');

  // The accordion only opens once React has hydrated the prerendered markup.
  const question = page
    .getByRole('button', { name: /./ })
    .filter({ has: page.locator('xpath=self::*[@aria-expanded]') })
    .first();
  await expect(question).toHaveAttribute('aria-expanded', 'false');
  await question.click();
  await expect(question).toHaveAttribute('aria-expanded', 'true');
});

test('client-side navigation loads the next route without a page reload', async ({ page }) => {
  await page.goto('/', { waitUntil: 'networkidle' });
  await page.evaluate(() => ((window as unknown as { marker: boolean }).marker = true));
  await page.getByRole('link', { name: /Learn More about Shared Hosting/ }).click();
  await expect(page).toHaveURL('/hosting/shared');
  await expect(page).toHaveTitle(/Shared Hosting/);
  expect(await page.evaluate(() => (window as unknown as { marker?: boolean }).marker)).toBe(true);
});

test.describe('not found', () => {
  test.use({ allowedConsoleErrors: [/status of 404/] });

  test('an unknown path answers 404 with the not-found page', async ({ page }) => {
    const response = await page.goto('/no-such-page');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page not found');
  });
});

test.describe('with JavaScript off', () => {
  test.use({ javaScriptEnabled: false });

  test('prerendered pages are readable', async ({ page }) => {
    await page.goto('/hosting/vps');
    await expect(page.getByRole('article', { name: 'Business plan' })).toContainText('$39.99/mo');
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  });
});
