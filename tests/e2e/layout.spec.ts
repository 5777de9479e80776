import { footerLinks, labelOf, site } from './content.ts';
import { expect, test } from './fixtures.ts';
import { FOOTER_LEGAL_PATHS, FOOTER_PATHS, LOADING_OVERLAY_MS, PATH, SCROLL_TOP_THRESHOLD_PX } from '../spec.ts';

test('a scroll-to-top button appears past 300 px and scrolls smoothly back up', async ({ page }) => {
  await page.goto(PATH.shared, { waitUntil: 'networkidle' });
  const button = page.getByRole('button', { name: site.ui.backToTop });
  await expect(button).toHaveCount(0);
  await page.evaluate((y) => window.scrollTo(0, y), SCROLL_TOP_THRESHOLD_PX - 50);
  await expect(button).toHaveCount(0);
  await page.evaluate((y) => window.scrollTo(0, y), SCROLL_TOP_THRESHOLD_PX * 3);
  await expect(button).toBeVisible();
  await button.click();
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  await expect(button).toHaveCount(0);
});

test('a route change shows the loading overlay for about 500 ms and scrolls to the top', async ({ page }) => {
  await page.goto(PATH.home, { waitUntil: 'networkidle' });
  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
  const overlay = page.getByTestId('route-overlay');
  await expect(overlay).toHaveCount(0);
  // Time the overlay, and read its name and the page's state while it shows, in the page itself: a test runner slowed
  // by a busy machine could look only after its 500 ms.
  await page.evaluate(() => {
    const w = window as unknown as Record<string, unknown> & { overlayShown?: number; overlayName?: string };
    new MutationObserver(() => {
      const shown = document.querySelector('[data-testid="route-overlay"]');
      if (shown) {
        w.overlayShown ??= performance.now();
        w.overlayName ??= `${shown.getAttribute('role')}: ${shown.getAttribute('aria-label')}`;
        if (document.querySelectorAll('main[data-transitioning]').length === 1) w.overTransition = true;
      } else if (w.overlayShown !== undefined) w.overlayHidden ??= performance.now();
    }).observe(document.body, { childList: true, subtree: true, attributes: true });
  });
  await page
    .getByRole('contentinfo')
    .getByRole('link', { name: labelOf(footerLinks(), PATH.about) })
    .click();
  // Shown, then gone: 500 ms and the next page's load, which a busy machine may make a few seconds.
  const seen = () =>
    page.evaluate(() => {
      const w = window as unknown as { overlayShown?: number; overlayHidden?: number; overlayName?: string };
      const { overlayName, overTransition } = w as typeof w & { overTransition?: boolean };
      return { shownFor: (w.overlayHidden ?? NaN) - (w.overlayShown ?? NaN), overlayName, overTransition };
    });
  await expect.poll(async () => Number.isFinite((await seen()).shownFor), { timeout: 15_000 }).toBe(true);
  const { shownFor, overlayName, overTransition } = await seen();
  expect(overlayName).toBe(`status: ${site.ui.loading}`);
  expect(overTransition, 'the overlay shows over the page in transition').toBe(true);
  expect(shownFor).toBeGreaterThan(LOADING_OVERLAY_MS * 0.6);
  expect(await page.evaluate(() => window.scrollY)).toBe(0);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
});

test('the footer holds the newsletter form, legal links and the current year', async ({ page }) => {
  const { newsletter, legal } = site.footer;
  await page.goto(PATH.home, { waitUntil: 'networkidle' });
  const footer = page.getByRole('contentinfo');
  const email = footer.getByRole('textbox', { name: newsletter.label });
  await expect(email).toHaveAttribute('type', 'email');
  await expect(email).toHaveAttribute('required', '');
  await email.fill('reader@example.com');
  await footer.getByRole('button', { name: newsletter.button }).click();
  await expect(page).toHaveURL(PATH.home);
  for (const href of FOOTER_LEGAL_PATHS)
    await expect(
      footer.getByRole('navigation', { name: 'Legal' }).getByRole('link', { name: labelOf(legal, href) }),
    ).toHaveAttribute('href', href);
  for (const href of FOOTER_PATHS.filter((p) => !FOOTER_LEGAL_PATHS.some((l) => l === p)))
    await expect(footer.locator(`a[href="${href}"]`)).toHaveCount(1);
  await expect(footer).toContainText(`© ${new Date().getFullYear()} ${site.name}`);
});
