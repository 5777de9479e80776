// The browser runs what the server and the tests run: React, in react-dom's production build.
import { readFileSync } from 'node:fs';
import { expect, test } from './fixtures.ts';
import { PATH } from '../spec.ts';

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
