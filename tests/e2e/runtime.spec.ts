// The browser runs what the server and the tests run: React, in react-dom's production build.
import { readFileSync } from 'node:fs';
import { expect, test } from './fixtures.ts';
import { PATH, SEARCH_DOMAINS } from '../spec.ts';

const { version } = JSON.parse(readFileSync('node_modules/react-dom/package.json', 'utf8')) as { version: string };

test('the home page hydrates with react-dom’s production build, and no other runtime is sent', async ({ page }) => {
  const scripts: Promise<string>[] = [];
  page.on('response', (response) => {
    if (new URL(response.url()).pathname.endsWith('.js')) scripts.push(response.text());
  });
  await page.goto(PATH.home, { waitUntil: 'networkidle' });
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', '');
  const code = (await Promise.all(scripts)).join('\n');
  // React's own description of the renderer it runs in (bundleType 0: the production build).
  expect(code).toContain(`bundleType:0,version:\`${version}\`,rendererPackageName:\`react-dom\``);
  expect(code).not.toMatch(/preact/i);
});

// src/build/adopt-server-styles-plugin.ts: styled-components takes the prerendered stylesheet as its own, rather than
// copying its rules into a new one and removing it (which restyled the whole page as the script started).
test('the prerendered stylesheet stays the page’s one stylesheet of components, and what the browser adds goes in it', async ({
  page,
}) => {
  // The <style data-styled> element as the parser inserts it, before any script of the page runs.
  await page.addInitScript(() => {
    new MutationObserver((records, observer) => {
      for (const node of records.flatMap((r) => [...r.addedNodes]))
        if (node instanceof HTMLStyleElement && node.hasAttribute('data-styled')) {
          (window as unknown as { prerendered: HTMLStyleElement }).prerendered = node;
          observer.disconnect();
        }
    }).observe(document, { childList: true, subtree: true });
  });
  await page.goto(PATH.domains, { waitUntil: 'networkidle' });
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', '');
  const sheets = () =>
    page.evaluate(() => {
      const prerendered = (window as unknown as { prerendered?: HTMLStyleElement }).prerendered;
      const all = [...document.querySelectorAll('style[data-styled]')];
      return { count: all.length, isPrerendered: all[0] === prerendered, rules: prerendered?.sheet?.cssRules.length };
    });
  const hydrated = await sheets();
  expect(hydrated).toMatchObject({ count: 1, isPrerendered: true });
  // The results dialog is drawn in the browser only: its components' rules are added then, to the same stylesheet.
  await page.getByRole('textbox').first().fill('examplestyles.com');
  await page.getByRole('button', { name: SEARCH_DOMAINS }).first().click();
  await expect(page.getByRole('dialog')).toBeVisible();
  const searched = await sheets();
  expect(searched).toMatchObject({ count: 1, isPrerendered: true });
  expect(searched.rules).toBeGreaterThan(hydrated.rules!);
});
