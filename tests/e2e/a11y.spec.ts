import type { Page } from '@playwright/test';
import { site } from './content.ts';
import { axeOn, seriousViolations, WCAG_TAGS } from './axe.ts';
import { expect, test } from './fixtures.ts';
import { routes } from './routes.ts';
import { DEFAULT_THEME, OTHER_THEME } from '../spec.ts';

// Two axe scans of a whole page take 20-35 s when the machine is busy: 90 s keeps every test well under half its
// limit.
test.describe.configure({ timeout: 90_000 });

const theme = (page: Page) => page.evaluate(() => document.documentElement.dataset.theme);

// One page load scans both themes: every rule in the default theme, then, after the visitor's toggle, the rules
// that depend on the colours (the rest see the same page).
for (const path of Object.keys(routes)) {
  test(`${path} has no serious or critical axe violations in either theme`, async ({ reusedPage: page }) => {
    await page.goto(path, { waitUntil: 'networkidle' });
    expect(await theme(page)).toBe(DEFAULT_THEME);
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
    expect(await theme(page)).toBe(OTHER_THEME);
    await page.waitForFunction(() =>
      document.getAnimations().every((a) => !(a instanceof CSSTransition) || a.playState !== 'running'),
    );
    const colours = axeOn(page).withRules(['color-contrast', 'link-in-text-block']);
    expect(await seriousViolations(colours), `${OTHER_THEME} theme`).toEqual([]);
  });
}
