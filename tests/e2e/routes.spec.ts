import { pages, site } from './content.ts';
import { expect, test } from './fixtures.ts';
import { aliases, routes, unrouted } from './routes.ts';
import { PATH } from '../spec.ts';

test.describe('every route', () => {
  for (const [path, text] of Object.entries(routes)) {
    test(`${path} shows its content with its own title, description and canonical URL`, async ({
      reusedPage: page,
    }) => {
      const response = await page.goto(path);
      expect(response?.status()).toBe(200);
      await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
      await expect(page.getByText(text, { exact: false }).first()).toBeVisible();
      expect(await page.title()).toContain(site.name);
      await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /.{50,}/);
      const canonicalPath = aliases[path] ?? path;
      // Pages content keeps out of search results (sign-in, registration) declare no canonical URL.
      if (pages.some((p) => p.path === canonicalPath && p.noindex)) {
        await expect(page.locator('link[rel="canonical"]')).toHaveCount(0);
        await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
        return;
      }
      const canonical = await page.locator('link[rel="canonical"]').getAttribute('href');
      expect(canonical).toBe(`${site.url}${canonicalPath}`);
    });
  }

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
