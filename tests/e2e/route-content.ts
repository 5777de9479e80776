// What every route of SPEC §2 shows (tests/e2e/routes.ts names a text for each): its content under one h1, its own
// title and description, and its canonical address, or none on a page kept out of search results. Run on every
// route by tests/e2e/every-route.spec.ts.
import type { Page, Response } from '@playwright/test';
import { pages, site } from './content.ts';
import { expect } from './fixtures.ts';
import { aliases, routes } from './routes.ts';

export async function checkRouteContent(page: Page, path: string, response: Response | null) {
  expect(response?.status(), `${path} answers`).toBe(200);
  await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
  await expect(page.getByText(routes[path]!, { exact: false }).first()).toBeVisible();
  expect(await page.title()).toContain(site.name);
  await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /.{50,}/);
  const canonicalPath = aliases[path] ?? path;
  // Pages content keeps out of search results (sign-in, registration) declare no canonical URL.
  if (pages.some((p) => p.path === canonicalPath && p.noindex)) {
    await expect(page.locator('link[rel="canonical"]')).toHaveCount(0);
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
  } else expect(await page.locator('link[rel="canonical"]').getAttribute('href')).toBe(`${site.url}${canonicalPath}`);
}
