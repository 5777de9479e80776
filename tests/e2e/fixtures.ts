import { test as base, expect } from '@playwright/test';

interface Options {
  /** Console errors a test expects, e.g. the 404 of a not-found page */
  allowedConsoleErrors: RegExp | undefined;
}

/** Every test fails on any console error or uncaught exception in its page. */
export const test = base.extend<Options & { consoleErrors: string[] }>({
  allowedConsoleErrors: [undefined, { option: true }],
  consoleErrors: [
    async ({ page, allowedConsoleErrors }, use) => {
      const errors: string[] = [];
      page.on('console', (m) => {
        if (m.type() === 'error' && !allowedConsoleErrors?.test(m.text())) errors.push(m.text());
      });
      page.on('pageerror', (e) => errors.push(e.message));
      await use(errors);
      expect(errors, 'console errors').toEqual([]);
    },
    { auto: true },
  ],
});
export { expect };
