import { test as base, expect } from '@playwright/test';

interface Options {
  /** Console errors a test expects, e.g. the 404 of a not-found page */
  allowedConsoleErrors: RegExp | undefined;
}

/**
 * Every test fails on any console error or uncaught exception in its page. The check rides on the page itself, not
 * on a fixture of every test: a test that only sends requests (headers, feeds, metadata) opens no browser page,
 * whose start cost more CPU than the requests (tests/e2e/headers.spec.ts and seo.spec.ts: 41.9 s of CPU, 17.7 s
 * of it Chromium's browser process, against 11.4 s without them, at load 14 to 16).
 */
export const test = base.extend<Options>({
  allowedConsoleErrors: [undefined, { option: true }],
  page: async ({ page, allowedConsoleErrors }, provide) => {
    const errors: string[] = [];
    page.on('console', (m) => {
      if (m.type() === 'error' && !allowedConsoleErrors?.test(m.text())) errors.push(m.text());
    });
    page.on('pageerror', (e) => errors.push(e.message));
    await provide(page);
    expect(errors, 'console errors').toEqual([]);
  },
});
export { expect };
