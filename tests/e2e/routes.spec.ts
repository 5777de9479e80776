import { site } from './content.ts';
import { expect, test } from './fixtures.ts';
import { aliases, routes, unrouted } from './routes.ts';
import { PATH } from '../spec.ts';

// What each route shows, its title, description and canonical address: tests/e2e/every-route.spec.ts.
test.describe('every route', () => {
  test('titles are unique across canonical pages', async ({ request }) => {
    // Fetches every page's HTML: give it room beyond the default time-out on a busy machine.
    test.setTimeout(60_000);
    const seen = new Map<string, string>();
    for (const path of Object.keys(routes).filter((p) => !(p in aliases))) {
      const html = await (await request.get(path)).text();
      const title = /<title>([^<]*)<\/title>/.exec(html)?.[1] ?? '';
      expect(seen.get(title), `${path} shares its title with ${seen.get(title)}`).toBeUndefined();
      seen.set(title, path);
    }
  });
});

test.describe('not found', () => {
  test.use({ allowedConsoleErrors: /status of 404/ });

  for (const path of [...unrouted, '/no-such-page', '/hosting/no-such-product']) {
    test(`${path} answers 404 with the not-found page inside the layout`, async ({ reusedPage: page }) => {
      const response = await page.goto(path);
      expect(response?.status()).toBe(404);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(site.ui.notFound.title);
      await expect(page.getByRole('banner')).toBeVisible();
      await expect(page.getByRole('contentinfo')).toBeVisible();
    });
  }
});

test.describe('with JavaScript off', () => {
  test.use({ javaScriptEnabled: false });

  for (const path of [PATH.home, PATH.vps, PATH.domains, PATH.privacy, PATH.blog]) {
    test(`${path} is readable from the prerendered HTML`, async ({ page }) => {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(page.getByText(routes[path], { exact: false }).first()).toBeVisible();
    });
  }
});
