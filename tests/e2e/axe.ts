// The axe scans of the e2e specs (a11y, phone, blog-post-end, handoff): serious and critical violations only.
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';

/** WCAG 2.1 A and AA, and axe's best practices: what every scan checks unless it names its rules. */
export const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'];

/**
 * Axe on the page, reporting violations alone: the passes' selectors and HTML, which it otherwise works out for every
 * node that passes, are never read here (axe-core's API.md, "Performance").
 *
 * In legacy mode axe runs in the page and returns its results there. Otherwise @axe-core/playwright opens a blank
 * page of its own after every scan, loads axe into it again and merges each frame's results in it: that took half of
 * each scan's time (a whole-page scan of /, /domains, /hosting/shared and /blog in the headless shell: 1.0–1.4 s
 * against 0.4–0.5 s, median of 3; a11y.spec's CPU 111 s against 74 s). What legacy mode gives up is the scan of a
 * cross-origin frame, and the site's pages embed no frame.
 */
export const axeOn = (page: Page) => new AxeBuilder({ page }).setLegacyMode().options({ resultTypes: ['violations'] });

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
