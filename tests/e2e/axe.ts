// The axe scans of the e2e specs (every-route, phone, blog-post-end, handoff): serious and critical violations only.
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { site } from './content.ts';
import { expect } from './fixtures.ts';
import { DEFAULT_THEME, OTHER_THEME } from '../spec.ts';

/** WCAG 2.1 A and AA, and axe's best practices: what every scan checks unless it names its rules. */
export const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'];

/**
 * Axe on the page, reporting violations alone: the passes' selectors and HTML, which it otherwise works out for every
 * node that passes, are never read here (axe-core's API.md, "Performance").
 *
 * In legacy mode axe runs in the page and returns its results there. Otherwise @axe-core/playwright opens a blank
 * page of its own after every scan, loads axe into it again and merges each frame's results in it: that took half of
 * each scan's time (a whole-page scan of /, /domains, /hosting/shared and /blog in the headless shell: 1.0–1.4 s
 * against 0.4–0.5 s, median of 3; the a11y scans' CPU 111 s against 74 s). What legacy mode gives up is the scan of a
 * cross-origin frame, and the site's pages embed no frame.
 *
 * Each scan sends axe into the page first. @axe-core/playwright sends axe-core's readable build (1.3 MB), which the
 * page then compiles; its minified build is the same code in 0.58 MB: a whole-page scan of /, /domains,
 * /hosting/shared, /blog and /about took 343-358 ms against 411-435 (median of 15 each, alternating, in three runs at
 * load 3; issue 39).
 */
const builder = createRequire(import.meta.url).resolve('@axe-core/playwright');
/** The minified build of the axe-core @axe-core/playwright itself depends on (it may differ from the project's own) */
const axeSource = readFileSync(createRequire(builder).resolve('axe-core/axe.min.js'), 'utf8');
export const axeOn = (page: Page) =>
  new AxeBuilder({ page, axeSource }).setLegacyMode().options({ resultTypes: ['violations'] });

/** The scan's serious and critical violations, each as its rule, help and first three elements. */
export async function seriousViolations(axe: AxeBuilder): Promise<string[]> {
  const { violations } = await axe.analyze();
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map(
      (v) =>
        `${v.id} (${v.impact}): ${v.help} — ${v.nodes
          .map((n) => n.target.join(' '))
          .slice(0, 3)
          .join(' | ')}`,
    );
}

/**
 * The page as loaded has no serious or critical violation in the default theme, nor, after the visitor's toggle, in
 * the other: every rule in the default theme, then the rules that depend on the colours (the rest see the same page).
 * Leaves the page in the other theme, with reduced motion.
 */
export async function checkAxeInBothThemes(page: Page) {
  const theme = () => page.evaluate(() => document.documentElement.dataset.theme);
  expect(await theme()).toBe(DEFAULT_THEME);
  const all = axeOn(page).withTags(WCAG_TAGS);
  expect(await seriousViolations(all), `${DEFAULT_THEME} theme`).toEqual([]);

  // A part off screen is `content-visibility: auto` (ui/GlobalStyle.tsx): Chromium brings its colours up to date
  // only when it comes near the screen, so it is shown here as a visitor scrolling to it sees it; and the colours
  // change without their short transition.
  await page.evaluate(() => {
    for (const el of document.querySelectorAll<HTMLElement>('main section, #root > footer'))
      if (getComputedStyle(el).contentVisibility === 'auto') el.style.contentVisibility = 'visible';
  });
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page
    .getByRole('button', { name: OTHER_THEME === 'light' ? site.nav.theme.toLight : site.nav.theme.toDark })
    .filter({ visible: true })
    .click();
  expect(await theme()).toBe(OTHER_THEME);
  await page.waitForFunction(() =>
    document.getAnimations().every((a) => !(a instanceof CSSTransition) || a.playState !== 'running'),
  );
  const colours = axeOn(page).withRules(['color-contrast', 'link-in-text-block']);
  expect(await seriousViolations(colours), `${OTHER_THEME} theme`).toEqual([]);
}
