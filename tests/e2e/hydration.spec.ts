// Runs against a build made with React's development runtime (project "hydration" in playwright.config.ts),
// which reports every hydration mismatch on the console.
import type { ConsoleMessage } from '@playwright/test';
import { section } from './content.ts';
import { expect, test } from './fixtures.ts';
import { routes } from './routes.ts';

// One page a worker (reusedPage, tests/e2e/fixtures.ts): each test listens only while it runs.
for (const path of Object.keys(routes)) {
  test(`${path} hydrates without a single warning`, async ({ reusedPage: page }) => {
    const messages: string[] = [];
    const listen = (m: ConsoleMessage) => {
      if (m.type() === 'warning' || m.type() === 'error') messages.push(m.text());
    };
    page.on('console', listen);
    await page.goto(path, { waitUntil: 'networkidle' });
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    page.off('console', listen);
    expect(messages).toEqual([]);
  });
}

// A page opened with ?q= differs from its prerendered HTML only after hydrating (the results, and on /domains the box
// the server filled in): React must not see a mismatch. The results wait on the page's script (React's development
// build here) and the server's check: under a second on a quiet machine, over 5 s with the machine at load 19.
const RESULTS = { timeout: 15_000 };
for (const path of ['/about?q=hydrate-check.com', '/domains?q=hydrate-check']) {
  test(`${path} hydrates without a single warning and shows the results`, async ({ page }) => {
    const messages: string[] = [];
    page.on('console', (m) => {
      if (m.type() === 'warning' || m.type() === 'error') messages.push(m.text());
    });
    await page.goto(path, { waitUntil: 'networkidle' });
    await expect(page.getByRole('dialog').getByRole('listitem').first()).toContainText('hydrate-check.com', RESULTS);
    expect(messages).toEqual([]);
  });
}

// The home hero's search, used as a visitor does once the page has hydrated: clicked, typed into and submitted,
// without a single warning. Its label comes from content/pages/home.yaml.
test('/ hydrates its hero search on the first touch without a single warning and searches', async ({ page }) => {
  const messages: string[] = [];
  page.on('console', (m) => {
    if (m.type() === 'warning' || m.type() === 'error') messages.push(m.text());
  });
  await page.goto('/', { waitUntil: 'networkidle' });
  await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
  const label = section<{ search: { label: string } }>('/', 'hero').search.label;
  const field = page.getByRole('main').getByRole('textbox', { name: label });
  await field.click();
  await page.keyboard.type('hydrate-check.com');
  await page.keyboard.press('Enter');
  await expect(page.getByRole('dialog').getByRole('listitem').first()).toContainText('hydrate-check.com', RESULTS);
  await expect(page).toHaveURL(/[?&]q=hydrate-check\.com/);
  expect(messages).toEqual([]);
});

// The same search submitted before its island has hydrated: held (ui/first-touch.ts), marked busy, and sent once the
// island's code has come, with no mismatch. Each script the touch asks for arrives a second late, as on a slow
// network, so the submit always comes first (a busy machine once made it so by chance, and React's development build
// reported the form's busy mark as an attribute its render did not have).
test('/ holds a search submitted before its island has hydrated, without a single warning, and searches', async ({
  page,
}) => {
  const messages: string[] = [];
  page.on('console', (m) => {
    if (m.type() === 'warning' || m.type() === 'error') messages.push(m.text());
  });
  await page.goto('/', { waitUntil: 'networkidle' });
  await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
  await page.route('**/*.js', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    await route.continue();
  });
  const label = section<{ search: { label: string } }>('/', 'hero').search.label;
  const field = page.getByRole('main').getByRole('textbox', { name: label });
  await field.click();
  await page.keyboard.type('hydrate-held.com');
  await page.keyboard.press('Enter');
  await expect(page.locator('[data-island][aria-busy="true"]')).toHaveCount(1);
  await expect(page.getByRole('dialog').getByRole('listitem').first()).toContainText('hydrate-held.com', RESULTS);
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
  expect(messages).toEqual([]);
});
