// The site's header: the desktop mega menu and Sign In menu (hover, click, keyboard), the top links and the call to
// action, and the phone's collapsible menu. Client-side navigation between pages is in client-navigation.spec.ts.
import { labelOf, must, products, site } from './content.ts';
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { holdScripts } from './held-scripts.ts';
import { MEGA_MENU_COLUMNS, PATH, SIGN_IN_MENU, TOP_NAV_PATHS } from '../spec.ts';

/**
 * Opens a page and waits until it has hydrated (src/layout/Layout.tsx marks it): the network goes quiet before a
 * busy machine has run the page's script, and a key pressed before that reaches no handler.
 */
async function open(page: Page, path: string) {
  await page.goto(path, { waitUntil: 'networkidle' });
  await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
}
const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const { hosting: hostingMenu, signIn: signInMenu, menu } = site.nav;
/** The mega-menu entry for a page: a product's menu label, or one of a column's own links. */
const megaMenuLabel = (href: string) =>
  products.find((p) => `/hosting/${p.slug}` === href)?.menu?.label ??
  labelOf(
    hostingMenu.groups.flatMap((g) => g.links ?? []),
    href,
  );
const signInLabel = (href: string) =>
  labelOf(
    signInMenu.groups.flatMap((g) => g.links),
    href,
  );

test.describe('desktop header', () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test('Hosting opens a three-column mega menu on hover and closes on navigation', async ({ page }) => {
    await open(page, PATH.home);
    const banner = page.getByRole('banner');
    const toggle = banner.getByRole('button', { name: `${hostingMenu.label} menu` });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await banner.getByRole('link', { name: hostingMenu.label, exact: true }).hover();
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(hostingMenu.groups).toHaveLength(MEGA_MENU_COLUMNS.length);
    for (const column of hostingMenu.groups) await expect(banner.getByText(column.title)).toBeVisible();
    for (const href of MEGA_MENU_COLUMNS.flat())
      await expect(banner.getByRole('link', { name: new RegExp(escape(megaMenuLabel(href))) }).first()).toHaveAttribute(
        'href',
        href,
      );
    await banner
      .getByRole('link', { name: new RegExp(escape(megaMenuLabel(PATH.shared))) })
      .first()
      .click();
    await expect(page).toHaveURL(PATH.shared);
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  });

  test('a click after hovering Hosting keeps the mega menu open; its icons are one size and titles line up', async ({
    page,
  }) => {
    await open(page, PATH.home);
    const banner = page.getByRole('banner');
    const toggle = banner.getByRole('button', { name: `${hostingMenu.label} menu` });
    await banner.getByRole('link', { name: hostingMenu.label, exact: true }).hover();
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const panel = page.locator(`[id="${await toggle.getAttribute('aria-controls')}"]`);
    const firstColumn = must(hostingMenu.groups[0], 'a mega-menu column').title;
    await panel.getByText(firstColumn).click();
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await expect(panel).toBeVisible();

    // Per column: every entry's icon tile has the same size, and every title starts at the same x.
    const columns = await panel.getByRole('list').evaluateAll((lists) =>
      lists.map((list) =>
        [...list.querySelectorAll('a')].map((a) => {
          const tile = a.firstElementChild?.getBoundingClientRect();
          const title = a.querySelector('strong')?.getBoundingClientRect();
          return { width: tile?.width, height: tile?.height, titleX: title?.left };
        }),
      ),
    );
    expect(columns).toHaveLength(MEGA_MENU_COLUMNS.length);
    for (const entries of columns) {
      const [first, ...rest] = entries;
      expect(first?.width).toBeGreaterThan(0);
      for (const entry of rest) expect(entry).toEqual(first);
    }
    const box = must((await panel.boundingBox()) ?? undefined, 'the mega menu on screen');
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(page.viewportSize()?.width ?? 0);

    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  });

  test('a click elsewhere closes a menu opened from the keyboard', async ({ page }) => {
    await open(page, PATH.home);
    const toggle = page.getByRole('banner').getByRole('button', { name: `${hostingMenu.label} menu` });
    await toggle.focus();
    await page.keyboard.press('Enter');
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await page.mouse.click(5, 850);
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  });

  test('the call to action leads where content says', async ({ page }) => {
    await open(page, PATH.home);
    const cta = page.getByRole('banner').getByRole('link', { name: site.nav.cta.label });
    await expect(cta).toBeVisible();
    await cta.click();
    await expect(page).toHaveURL(site.nav.cta.href);
  });

  test('menus open from the keyboard and Escape closes them', async ({ page }) => {
    await open(page, PATH.home);
    const banner = page.getByRole('banner');
    const hosting = banner.getByRole('button', { name: `${hostingMenu.label} menu` });
    await hosting.focus();
    await page.keyboard.press('Enter');
    await expect(hosting).toHaveAttribute('aria-expanded', 'true');
    // The panel (a popover, in the top layer) comes next in the tab order, and Escape from in it goes back.
    await page.keyboard.press('Tab');
    await expect(page.locator(`[id="${await hosting.getAttribute('aria-controls')}"] a`).first()).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(hosting).toHaveAttribute('aria-expanded', 'false');
    await expect(hosting).toBeFocused();

    const signIn = banner.getByRole('button', { name: signInMenu.label });
    await signIn.focus();
    await page.keyboard.press(' ');
    await expect(signIn).toHaveAttribute('aria-expanded', 'true');
    expect(signInMenu.groups).toHaveLength(Object.keys(SIGN_IN_MENU).length);
    for (const group of signInMenu.groups) await expect(banner.getByText(group.title)).toBeVisible();
    for (const href of [SIGN_IN_MENU.newCustomer.createAccount, SIGN_IN_MENU.quickLinks.webmailLogin])
      await expect(banner.getByRole('link', { name: signInLabel(href) })).toHaveAttribute('href', href);
    await banner.getByRole('link', { name: signInLabel(SIGN_IN_MENU.registeredUsers.signIn), exact: true }).click();
    await expect(page).toHaveURL(SIGN_IN_MENU.registeredUsers.signIn);
    await expect(signIn).toHaveAttribute('aria-expanded', 'false');
  });

  test('a click on Hosting before the page’s script has run opens the mega menu, which stays open once hydrated', async ({
    page,
  }) => {
    const scripts = await holdScripts(page);
    await page.goto(PATH.home, { waitUntil: 'domcontentloaded' });
    const toggle = page.getByRole('banner').getByRole('button', { name: `${hostingMenu.label} menu` });
    const panel = page.locator(`[id="${await toggle.getAttribute('aria-controls')}"]`);
    await toggle.click();
    await expect(panel).toBeVisible();
    scripts.release();
    await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await expect(panel).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(panel).toBeHidden();
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  });

  test('top navigation links every section', async ({ page }) => {
    await page.goto(PATH.home);
    const nav = page.getByRole('navigation', { name: 'Main' });
    for (const href of TOP_NAV_PATHS) await expect(nav.locator(`a[href="${href}"]`).first()).toBeVisible();
  });
});

test.describe('mobile header', () => {
  test.use({ viewport: { width: 375, height: 800 } });

  test('a collapsible menu with Hosting and Sign In dropdowns that closes on navigation', async ({ page }) => {
    await open(page, PATH.home);
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeHidden();
    await page.getByRole('button', { name: menu.open }).click();
    const panel = page.getByRole('navigation', { name: 'Mobile' });
    await expect(panel).toBeVisible();
    await expect(page.getByRole('button', { name: menu.close })).toHaveAttribute('aria-expanded', 'true');
    const hosting = panel.getByRole('button', { name: hostingMenu.label });
    await hosting.click();
    await expect(hosting).toHaveAttribute('aria-expanded', 'true');
    await panel.getByRole('link', { name: new RegExp(escape(megaMenuLabel(PATH.wordpress))) }).click();
    await expect(page).toHaveURL(PATH.wordpress);
    await expect(panel).toBeHidden();
    await page.getByRole('button', { name: menu.open }).click();
    await panel.getByRole('button', { name: signInMenu.label }).click();
    await expect(panel.getByRole('link', { name: signInLabel(SIGN_IN_MENU.newCustomer.createAccount) })).toBeVisible();
  });

  test('the bar keeps the theme toggle and menu button in reach; the call to action ends the menu', async ({
    page,
  }) => {
    await open(page, PATH.home);
    const banner = page.getByRole('banner');
    const width = page.viewportSize()?.width ?? 0;
    for (const name of [site.nav.theme.toLight, menu.open]) {
      const box = must((await banner.getByRole('button', { name }).boundingBox()) ?? undefined, `the ${name} button`);
      expect(box.x).toBeGreaterThanOrEqual(0);
      expect(box.x + box.width).toBeLessThanOrEqual(width);
      expect(box.width).toBeGreaterThanOrEqual(44);
    }
    await page.getByRole('button', { name: menu.open }).click();
    const cta = page.getByRole('navigation', { name: 'Mobile' }).getByRole('link', { name: site.nav.cta.label });
    await expect(cta).toBeVisible();
    await cta.click();
    await expect(page).toHaveURL(site.nav.cta.href);
  });
});
