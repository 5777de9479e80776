// A script that reaches a page past the content check (here: planted in a post's MDX as the compiler reads it,
// tests/helpers/planted-build.ts, in the hand-off site's build: the `handoff` project of playwright.config.ts) is in
// the page but does not run: the page's CSP allows only the inline scripts the site itself emits, so the browser
// refuses it and reports the violation.
import { expect, test } from './fixtures.ts';
import { OTHER_THEME } from '../spec.ts';
import { PLANTED_POST_PATH } from '../helpers/planted-post.ts';

test.use({ allowedConsoleErrors: /Content Security Policy/ });

test('a script planted in a post is in the page but blocked by its CSP, which reports the violation', async ({
  page,
}) => {
  await page.addInitScript((theme) => {
    localStorage.setItem('theme', theme);
    const seen: string[] = [];
    Object.assign(window, { __violations: seen });
    document.addEventListener('securitypolicyviolation', (e) => seen.push(e.effectiveDirective));
  }, OTHER_THEME);
  const response = await page.goto(PLANTED_POST_PATH);
  expect(response?.status()).toBe(200);
  const planted = () => [...document.scripts].filter((s) => s.textContent?.includes('__planted')).length;
  expect(await page.evaluate(planted)).toBe(1);
  await expect
    .poll(() => page.evaluate(() => (window as { __violations?: string[] }).__violations))
    .toContain('script-src-elem');
  expect(await page.evaluate(() => (window as { __planted?: boolean }).__planted)).toBeUndefined();
  // The site's own inline script still ran (it applied the stored theme): only what the site did not emit is blocked.
  expect(await page.evaluate(() => document.documentElement.dataset.theme)).toBe(OTHER_THEME);
});
