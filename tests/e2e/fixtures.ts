import { test as base, expect, type Page } from '@playwright/test';

interface Options {
  /** Console errors a test expects, e.g. the 404 of a not-found page */
  allowedConsoleErrors: RegExp | undefined;
}

/** Fails the test on any console error or uncaught exception in `page` while `run` runs. */
async function watchConsole(page: Page, allowed: RegExp | undefined, run: () => Promise<void>) {
  const errors: string[] = [];
  const onConsole = (m: { type(): string; text(): string }) => {
    if (m.type() === 'error' && !allowed?.test(m.text())) errors.push(m.text());
  };
  const onError = (e: Error) => errors.push(e.message);
  page.on('console', onConsole);
  page.on('pageerror', onError);
  await run();
  page.off('console', onConsole);
  page.off('pageerror', onError);
  expect(errors, 'console errors').toEqual([]);
}

/**
 * Every test fails on any console error or uncaught exception in its page. The check rides on the page itself, not
 * on a fixture of every test: a test that only sends requests (headers, feeds, metadata) opens no browser page,
 * whose start cost more CPU than the requests (tests/e2e/headers.spec.ts and seo.spec.ts: 41.9 s of CPU, 17.7 s
 * of it Chromium's browser process, against 11.4 s without them, at load 14 to 16).
 *
 * `reusedPage`: one page a worker keeps from test to test, for tests that only load pages and look (every route's
 * content, footer, axe scan). A fresh context and page cost Chromium's browser process about five times a load's
 * CPU (20 loads: 13.0 s and 5.5 s of the browser's CPU each in a fresh context, 2.6 s and 1.0 s on one page). Each
 * test gets it at its viewport, with no storage or cookies, at about:blank; a failed test ends the worker, and its
 * page with it. Options a context is made with (bypassCSP, javaScriptEnabled) need the test's own `page`.
 */
export const test = base.extend<Options & { reusedPage: Page }, { workerPage: Page }>({
  allowedConsoleErrors: [undefined, { option: true }],
  page: async ({ page, allowedConsoleErrors }, provide) => {
    await watchConsole(page, allowedConsoleErrors, () => provide(page));
  },
  workerPage: [
    async ({ browser }, provide, { project }) => {
      const { viewport, userAgent, deviceScaleFactor, isMobile, hasTouch, baseURL } = project.use;
      const context = await browser.newContext({ viewport, userAgent, deviceScaleFactor, isMobile, hasTouch, baseURL });
      await provide(await context.newPage());
      await context.close();
    },
    { scope: 'worker' },
  ],
  reusedPage: async ({ workerPage: page, viewport, bypassCSP, javaScriptEnabled, allowedConsoleErrors }, provide) => {
    if (bypassCSP || javaScriptEnabled === false) throw new Error('reusedPage: the test needs a page of its own');
    if (viewport) await page.setViewportSize(viewport);
    // What an earlier test emulated or intercepted on this page goes with it.
    await page.emulateMedia({
      media: null,
      colorScheme: 'light',
      reducedMotion: 'no-preference',
      forcedColors: 'none',
    });
    await page.unrouteAll({ behavior: 'wait' });
    await watchConsole(page, allowedConsoleErrors, () => provide(page));
    // As a fresh page for the next test: the theme a test chose, a signed-in user, cookies all gone.
    if (page.url().startsWith('http'))
      await page.evaluate(() => {
        try {
          localStorage.clear();
          sessionStorage.clear();
        } catch {
          // A storage that throws (tests/e2e/auth.spec.ts plants one) holds nothing of the test's.
        }
      });
    await page.context().clearCookies();
    await page.goto('about:blank');
  },
});
export { expect };
