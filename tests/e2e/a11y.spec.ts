import AxeBuilder from '@axe-core/playwright';
import { expect, test } from './fixtures';
import { routes } from './routes';
import { DEFAULT_THEME, OTHER_THEME } from '../spec';

// An axe scan of a whole page takes 10-17 s when the machine is busy: three times the default time-out keeps
// every scan well under half its limit.
test.describe.configure({ timeout: 90_000 });

for (const theme of [DEFAULT_THEME, OTHER_THEME]) {
  test.describe(`${theme} theme`, () => {
    test.beforeEach(async ({ page }) => {
      await page.addInitScript((t) => localStorage.setItem('theme', t), theme);
    });

    for (const path of Object.keys(routes)) {
      test(`${path} has no serious or critical axe violations`, async ({ page }) => {
        await page.goto(path, { waitUntil: 'networkidle' });
        expect(await page.evaluate(() => document.documentElement.dataset.theme)).toBe(theme);
        // Every rule in the default theme; in the other, the rules that depend on its colours (the rest see the same
        // page): a quicker scan.
        const axe = new AxeBuilder({ page });
        const { violations } = await (
          theme === DEFAULT_THEME
            ? axe.withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'])
            : axe.withRules(['color-contrast', 'link-in-text-block'])
        ).analyze();
        const serious = violations
          .filter((v) => v.impact === 'serious' || v.impact === 'critical')
          .map(
            (v) =>
              `${v.id} (${v.impact}): ${v.help} — ${v.nodes
                .map((n) => n.target.join(' '))
                .slice(0, 3)
                .join(' | ')}`,
          );
        expect(serious).toEqual([]);
      });
    }
  });
}
