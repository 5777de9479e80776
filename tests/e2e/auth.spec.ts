import { expect, test } from './fixtures';
import { routes } from './routes';

const hydrated = { waitUntil: 'networkidle' } as const;

test('register, see the name in the header, keep it across a reload, sign out', async ({ page }) => {
  await page.goto('/register', hydrated);
  const form = page.getByRole('main');
  await form.getByLabel('First name').fill('Ada');
  await form.getByLabel('Last name').fill('Lovelace');
  await form.getByLabel('Email address').fill('ada@example.com');
  await form.getByLabel('Password', { exact: true }).fill('Passw0rd');
  await form.getByLabel('Confirm password').fill('Passw0rd');
  await form.getByRole('checkbox').check();
  await form.getByRole('button', { name: 'Create Account' }).click();
  await expect(page.getByRole('button', { name: 'Creating account...' })).toBeDisabled();
  await expect(page).toHaveURL('/');
  const banner = page.getByRole('navigation', { name: 'Main' });
  await expect(banner.getByText('Ada Lovelace')).toBeVisible();
  await expect(banner.getByRole('button', { name: 'Sign In' })).toHaveCount(0);

  await page.reload(hydrated);
  await expect(banner.getByText('Ada Lovelace')).toBeVisible();
  await banner.getByRole('button', { name: 'Sign Out' }).click();
  await expect(banner.getByRole('button', { name: 'Sign In' })).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('user'))).toBeNull();
});

test('sign in from /signin with any password, then land home signed in', async ({ page }) => {
  await page.goto('/signin', hydrated);
  const form = page.getByRole('main');
  await form.getByRole('button', { name: 'Sign In' }).click();
  await expect(form.getByText('Please enter a valid email address.')).toBeVisible();
  await expect(form.getByText('Please enter your password.')).toBeVisible();
  await form.getByLabel('Email address').fill('bob@example.com');
  await form.getByLabel('Password').fill('x');
  await form.getByRole('button', { name: 'Sign In' }).click();
  await expect(page).toHaveURL('/');
  await expect(page.getByRole('navigation', { name: 'Main' }).getByText('Valued Customer')).toBeVisible();
});

test('the mobile menu shows the signed-in name and signs out', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 800 });
  await page.addInitScript(() => localStorage.setItem('user', JSON.stringify({ email: 'c@d.co', name: 'Cleo Day' })));
  await page.goto('/', hydrated);
  await page.getByRole('button', { name: 'Open menu' }).click();
  const panel = page.getByRole('navigation', { name: 'Mobile' });
  await expect(panel.getByText('Cleo Day')).toBeVisible();
  await panel.getByRole('button', { name: 'Sign Out' }).click();
  await expect(panel.getByRole('button', { name: 'Sign In' })).toBeVisible();
});

test.describe('broken storage', () => {
  for (const [name, init] of [
    ['a garbled user value', () => localStorage.setItem('user', '{"email": "half')],
    ['a user of the wrong shape', () => localStorage.setItem('user', '["not", "a", "user"]')],
    [
      'a localStorage that throws',
      () =>
        Object.defineProperty(window, 'localStorage', {
          get: () => {
            throw new DOMException('The operation is insecure.', 'SecurityError');
          },
        }),
    ],
  ] as const) {
    test(`${name} leaves every page working and signed out`, async ({ page }) => {
      await page.addInitScript(init);
      for (const path of Object.keys(routes)) {
        await page.goto(path, hydrated);
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
        await expect(page.getByRole('banner').getByRole('button', { name: 'Sign In' })).toBeVisible();
      }
    });
  }
});
