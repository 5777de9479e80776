import type { Page } from '@playwright/test';
import { must, posts, section, site } from './content.ts';
import { expect, test } from './fixtures.ts';
import { routes } from './routes.ts';
import { INVALID_EMAIL, MISSING_PASSWORD, PATH } from '../spec.ts';

const hydrated = { waitUntil: 'networkidle' } as const;
/** Opens a page and waits until it has hydrated (src/layout/Layout.tsx marks it), so that a form runs its script. */
async function open(page: Page, path: string) {
  await page.goto(path, hydrated);
  await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
}

interface Form {
  fields: Record<string, { label: string }>;
  submit: string;
  pending: string;
}
const register = section<Form>(PATH.register, 'form');
const signInForm = section<Form>(PATH.login, 'form');
const label = (form: Form, field: string) => {
  const found = form.fields[field];
  if (!found) throw new Error(`the form has no ${field} field`);
  return found.label;
};
const { signIn } = site.nav;
const { signOut, placeholderName } = site.session;

test('register, see the name in the header, keep it across a reload, sign out', async ({ page }) => {
  await open(page, PATH.register);
  const form = page.getByRole('main');
  await form.getByLabel(label(register, 'firstName')).fill('Ada');
  await form.getByLabel(label(register, 'lastName')).fill('Lovelace');
  await form.getByLabel(label(register, 'email')).fill('ada@example.com');
  await form.getByLabel(label(register, 'password'), { exact: true }).fill('Passw0rd');
  await form.getByLabel(label(register, 'confirmPassword')).fill('Passw0rd');
  await form.getByRole('checkbox').check();
  await form.getByRole('button', { name: register.submit }).click();
  await expect(page.getByRole('button', { name: register.pending })).toBeDisabled();
  await expect(page).toHaveURL(PATH.home);
  const banner = page.getByRole('navigation', { name: 'Main' });
  await expect(banner.getByText('Ada Lovelace')).toBeVisible();
  await expect(banner.getByRole('button', { name: signIn.label })).toHaveCount(0);

  await page.reload(hydrated);
  await expect(banner.getByText('Ada Lovelace')).toBeVisible();
  await banner.getByRole('button', { name: signOut }).click();
  await expect(banner.getByRole('button', { name: signIn.label })).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('user'))).toBeNull();
});

test('sign in from /signin with any password, then land home signed in', async ({ page }) => {
  await open(page, PATH.signin);
  const form = page.getByRole('main');
  await form.getByRole('button', { name: signInForm.submit }).click();
  await expect(form.getByText(INVALID_EMAIL)).toBeVisible();
  await expect(form.getByText(MISSING_PASSWORD)).toBeVisible();
  await form.getByLabel(label(signInForm, 'email')).fill('bob@example.com');
  await form.getByLabel(label(signInForm, 'password')).fill('x');
  await form.getByRole('button', { name: signInForm.submit }).click();
  await expect(page).toHaveURL(PATH.home);
  await expect(page.getByRole('navigation', { name: 'Main' }).getByText(placeholderName)).toBeVisible();
});

test('the mobile menu shows the signed-in name and signs out', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 800 });
  await page.addInitScript(() => localStorage.setItem('user', JSON.stringify({ email: 'c@d.co', name: 'Cleo Day' })));
  await open(page, PATH.home);
  await page.getByRole('button', { name: site.nav.menu.open }).click();
  const panel = page.getByRole('navigation', { name: 'Mobile' });
  await expect(panel.getByText('Cleo Day')).toBeVisible();
  await panel.getByRole('button', { name: signOut }).click();
  await expect(panel.getByRole('button', { name: signIn.label })).toBeVisible();
});

/**
 * The pages broken storage is tried on: the session is read by the layout every page shares, so one page of each
 * template and every page with a section that runs a script (search, forms, the blog filter, the SSL checker, bulk
 * search) rather than all of them (three kinds × every route took 2.5 minutes of the suite's 15).
 */
const storagePages = [
  PATH.home,
  PATH.about,
  PATH.shared,
  PATH.ssl,
  PATH.domains,
  PATH.login,
  PATH.register,
  PATH.contact,
  PATH.blog,
  `${PATH.blog}/${must(posts[0], 'a blog post').slug}`,
  ...Object.keys(routes).filter((path) => path.startsWith(`${PATH.blog}/`)),
];

// One test per kind of broken storage and page: a single test visiting every page took most of its time-out.
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
    test.describe(`${name} leaves every page working and signed out`, () => {
      for (const path of storagePages) {
        // On the worker's reused page (tests/e2e/fixtures.ts): the broken storage is planted for this test alone.
        test(path, async ({ reusedPage: page }) => {
          const planted = await page.addInitScript(init);
          await open(page, path);
          await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
          await expect(page.getByRole('banner').getByRole('button', { name: signIn.label })).toBeVisible();
          await planted.dispose();
        });
      }
    });
  }
});
