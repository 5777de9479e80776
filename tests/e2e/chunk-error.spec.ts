import { expect, test } from './fixtures';

test.describe('a route chunk that fails to load', () => {
  test.use({ allowedConsoleErrors: /status of 404|Failed to fetch dynamically imported module/ });

  test('names the chunk, the failure type and its address, and offers a reload', async ({ page }) => {
    await page.goto('/about', { waitUntil: 'networkidle' });
    await page.route('**/static/js/ProductPage-*.js', (route) => route.fulfill({ status: 404, body: 'gone' }));
    await page.getByRole('contentinfo').getByRole('link', { name: 'VPS Hosting' }).click();
    const alert = page.getByRole('alert');
    await expect(alert).toContainText('product/vps template');
    await expect(alert).toContainText('(missing)');
    await expect(alert).toContainText(/\/static\/js\/ProductPage-[\w-]+\.js/);
    await page.unroute('**/static/js/ProductPage-*.js');
    await alert.getByRole('button', { name: 'Reload the page' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('alert')).toHaveCount(0);
  });
});
