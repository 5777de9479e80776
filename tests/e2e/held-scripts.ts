import type { Page } from '@playwright/test';

/**
 * Holds the page's scripts (the build's /static/js/ files) until `release()`: what a visitor does before the
 * script has loaded, then what the page does with it once hydrated. Call before navigating.
 */
export async function holdScripts(page: Page): Promise<{ release: () => void }> {
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/static/js/**', async (route) => {
    await held;
    await route.continue();
  });
  return { release };
}
