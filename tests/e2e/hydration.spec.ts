// Runs against a build made with React's development runtime (project "hydration" in playwright.config.ts),
// which reports every hydration mismatch on the console.
import { expect, test } from './fixtures';
import { routes } from './routes';

for (const path of Object.keys(routes)) {
  test(`${path} hydrates without a single warning`, async ({ page }) => {
    const messages: string[] = [];
    page.on('console', (m) => {
      if (m.type() === 'warning' || m.type() === 'error') messages.push(m.text());
    });
    await page.goto(path, { waitUntil: 'networkidle' });
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    expect(messages).toEqual([]);
  });
}
