import { labelOf, must, posts, product, products, section, site } from './content.ts';
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { LEARN_MORE, MEGA_MENU_COLUMNS, PATH, SIGN_IN_MENU, TOP_NAV_PATHS } from '../spec.ts';

/**
 * Opens a page and waits until it has hydrated (src/layout/Layout.tsx marks it): the network goes quiet before a
 * busy machine has run the page's script, and a key pressed before that reaches no handler.
 */
async function open(page: Page, path: string) {
  await page.goto(path, { waitUntil: 'networkidle' });
  await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
}
/** The home page's product card link to shared hosting, named from content. */
function sharedCardLink(page: Page) {
  const linkLabel = section<{ linkLabel?: string }>(PATH.home, 'productCards').linkLabel ?? LEARN_MORE;
  const cardTitle = must(product(PATH.shared).card, 'card of shared hosting').title;
  return page.getByRole('link', { name: `${linkLabel} about ${cardTitle}` });
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

  test('top navigation links every section', async ({ page }) => {
    await page.goto(PATH.home);
    const nav = page.getByRole('navigation', { name: 'Main' });
    for (const href of TOP_NAV_PATHS) await expect(nav.locator(`a[href="${href}"]`).first()).toBeVisible();
  });

  test('links navigate on the client without reloading the page', async ({ page }) => {
    const shared = product(PATH.shared);
    await open(page, PATH.home);
    await page.evaluate(() => ((window as unknown as { marker: boolean }).marker = true));
    await sharedCardLink(page).click();
    await expect(page).toHaveURL(PATH.shared);
    await expect(page).toHaveTitle(shared.title);
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', `${site.url}${PATH.shared}`);
    expect(await page.evaluate(() => (window as unknown as { marker?: boolean }).marker)).toBe(true);
  });
  test('the page stays on screen until the next one has loaded, which then shows with the overlay', async ({
    page,
  }) => {
    const shared = product(PATH.shared);
    await open(page, PATH.home);
    const heading = page.getByRole('heading', { level: 1 });
    const homeHeading = await heading.innerText();
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    const requested: string[] = [];
    await page.route('**/static/js/*.js', async (route) => {
      requested.push(route.request().url());
      await held;
      await route.continue();
    });
    await sharedCardLink(page).click();
    await expect.poll(() => requested.length).toBeGreaterThan(0);
    await expect(heading).toHaveText(homeHeading);
    await expect(page.getByTestId('route-overlay')).toHaveCount(0);
    // The overlay shows for 500 ms: the page notes the heading it shows over, so that a test runner slowed by a busy
    // machine need not look within them.
    await page.evaluate(() => {
      const w = window as unknown as { overlayOver?: string };
      new MutationObserver(() => {
        if (document.querySelector('[data-testid="route-overlay"]'))
          w.overlayOver ??= document.querySelector('h1')?.textContent ?? '';
      }).observe(document.body, { childList: true, subtree: true });
    });
    release();
    const title = section<{ title: string }>(PATH.shared, 'hero').title;
    await expect(heading).toHaveText(title);
    await expect
      .poll(() => page.evaluate(() => (window as unknown as { overlayOver?: string }).overlayOver), { timeout: 10_000 })
      .toBe(title);
    await expect(page).toHaveTitle(shared.title);
  });
  test('a post kept as its server HTML links on without a reload, and renders again when opened from the blog', async ({
    page,
  }) => {
    // The newest post: /blog lists it whatever the number of posts.
    const post = must([...posts].sort((a, b) => b.date.localeCompare(a.date))[0], 'a blog post');
    await open(page, `${PATH.blog}/${post.slug}`);
    // The post itself: the cards of the posts to read next follow it.
    const article = page.locator('#main article').first();
    const body = (await article.textContent()) ?? '';
    await page.evaluate(() => ((window as unknown as { marker: boolean }).marker = true));
    await page.getByRole('link', { name: site.ui.backToBlog }).click();
    await expect(page).toHaveURL(PATH.blog);
    await page.getByRole('link', { name: post.title, exact: true }).first().click();
    await expect(page).toHaveURL(`${PATH.blog}/${post.slug}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(post.title);
    await expect(article).toHaveText(body);
    expect(await page.evaluate(() => (window as unknown as { marker?: boolean }).marker)).toBe(true);
  });
  test('back on the page a visitor arrived on, every section shows again and its links still work', async ({
    page,
  }) => {
    const card = sharedCardLink(page);
    await open(page, PATH.home);
    const sections = await page.locator('#main > *').count();
    // The text the sections hold (innerText would leave out the sections not yet scrolled near: content-visibility).
    const text = await page.locator('#main').textContent();
    await page.evaluate(() => ((window as unknown as { marker: boolean }).marker = true));
    await card.click();
    await expect(page).toHaveURL(PATH.shared);
    await page.goBack();
    await expect(page).toHaveURL(PATH.home);
    await expect(card).toBeVisible();
    expect(await page.locator('#main > *').count()).toBe(sections);
    expect(await page.locator('#main').textContent()).toBe(text);
    await card.click();
    await expect(page).toHaveURL(PATH.shared);
    expect(await page.evaluate(() => (window as unknown as { marker?: boolean }).marker)).toBe(true);
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
