import { footerLinks, labelOf, site } from './content.ts';
import { expect, test } from './fixtures.ts';
import { CHUNK_MISSING, PATH } from '../spec.ts';

test.describe('a route chunk that fails to load', () => {
  test.use({ allowedConsoleErrors: /status of 404|Failed to fetch dynamically imported module/ });

  test('names the chunk, the failure type and its address, and offers a reload', async ({ page }) => {
    await page.goto(PATH.about, { waitUntil: 'networkidle' });
    await page.route('**/static/js/ProductPlans-*.js', (route) => route.fulfill({ status: 404, body: 'gone' }));
    await page
      .getByRole('contentinfo')
      .getByRole('link', { name: labelOf(footerLinks(), PATH.vps) })
      .click();
    const alert = page.getByRole('alert');
    // Chunks are named by route path and section type (src/routes.tsx): the plans of /hosting/vps are
    // "/hosting/vps productPlans section".
    await expect(alert).toContainText(`${PATH.vps} productPlans section`);
    await expect(alert).toContainText(`(${CHUNK_MISSING})`);
    await expect(alert).toContainText(/\/static\/js\/ProductPlans-[\w-]+\.js/);
    await page.unroute('**/static/js/ProductPlans-*.js');
    await alert.getByRole('button', { name: site.ui.chunkError.reload }).click();
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('alert')).toHaveCount(0);
  });
});
