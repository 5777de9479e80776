// The site before (or without) its JavaScript: forms that hold personal data post and come back filled in, with
// nothing typed in the address, the history or the server's log; the domain search answers from the server; the
// header's menus open. The forms run against a server of their own, whose output the tests read.
import { spawn, type ChildProcess } from 'node:child_process';
import type { Page } from '@playwright/test';
import { pages, section, site, type Section } from './content.ts';
import { expect, test } from './fixtures.ts';
import { BOTH_PROVIDERS_FAILED, INVALID_DOMAIN_CHARACTERS, OVERLAY_ERROR_INTRO, PATH } from '../spec.ts';

interface FormCopy extends Section {
  form: string;
  fields: Record<string, { label: string }>;
  submit: string;
}
/**
 * Every page form from content, and the footer's newsletter form. The job applications are checked on the server
 * when posted without JavaScript (a CV file, a job to choose): tests/e2e/careers.spec.ts.
 */
const APPLICATIONS = ['apply', 'resume'];
const forms = pages.flatMap((p) =>
  p.sections
    .filter((s): s is FormCopy => s.type === 'form' && !APPLICATIONS.includes(String(s.form)))
    .map((form) => ({ path: p.path, form })),
);
const secret = 'Secret9marker';
/** A value a field can hold, unique to the test, so that it can be looked for in the address, history and log. */
const typed = (form: string, field: string) =>
  /email/i.test(field)
    ? `${form}.${field}.marker@example.com`
    : /website/i.test(field)
      ? `https://${form}-marker.example`
      : `${form}-${field}-marker`;

let server: ChildProcess | undefined;
let origin = '';
let log = '';
test.beforeAll(async () => {
  // Port 0: every worker's server gets its own port; the server says which.
  server = spawn(process.execPath, ['dist/server/server.js'], {
    env: { ...process.env, PORT: '0', HOST: '127.0.0.1' },
  });
  const collect = (chunk: Buffer) => (log += chunk.toString());
  server.stdout?.on('data', collect);
  server.stderr?.on('data', collect);
  await expect.poll(() => /http:\/\/localhost:(\d+)/.exec(log)?.[1], { timeout: 15_000 }).toBeTruthy();
  origin = `http://127.0.0.1:${/http:\/\/localhost:(\d+)/.exec(log)?.[1]}`;
});
test.afterAll(() => {
  server?.kill();
});

/** Every address the tab has been at, from the browser's own history. */
async function history(page: Page): Promise<string[]> {
  const cdp = await page.context().newCDPSession(page);
  const { entries } = (await cdp.send('Page.getNavigationHistory')) as { entries: { url: string }[] };
  return entries.map((e) => e.url);
}

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  for (const { path, form } of forms) {
    test(`the ${form.form} form on ${path} posts, keeps what was typed but the password, and leaks nothing`, async ({
      page,
    }) => {
      await page.goto(`${origin}${path}`);
      const main = page.getByRole('main');
      const values: Record<string, string> = {};
      for (const name of Object.keys(form.fields)) {
        // By name: a label may hold links (the terms checkbox), and what matters here is what is sent.
        const control = main.locator(`[name="${name}"]`);
        if ((await control.getAttribute('type')) === 'checkbox') await control.check();
        else {
          values[name] = /password/i.test(name) ? secret : typed(form.form, name);
          await control.fill(values[name]);
        }
      }
      await main.getByRole('button', { name: form.submit }).click();
      await expect(main.getByText(site.ui.formNeedsScript)).toBeVisible();
      expect(new URL(page.url()).pathname).toBe(path);
      expect(new URL(page.url()).search).toBe('');
      for (const [name, value] of Object.entries(values)) {
        const control = main.locator(`[name="${name}"]`);
        await expect(control).toHaveValue(/password/i.test(name) ? '' : value);
        for (const url of await history(page)) expect(decodeURIComponent(url)).not.toContain(value);
        expect(log).not.toContain(value);
      }
    });
  }

  test('the footer newsletter form posts and keeps the address out of the URL and the log', async ({ page }) => {
    await page.goto(`${origin}${PATH.about}`);
    const footer = page.getByRole('contentinfo');
    const email = 'newsletter.marker@example.com';
    await footer.getByLabel(site.footer.newsletter.label).fill(email);
    await footer.getByRole('button', { name: site.footer.newsletter.button }).click();
    await expect(footer.getByText(site.ui.formNeedsScript)).toBeVisible();
    await expect(footer.getByLabel(site.footer.newsletter.label)).toHaveValue(email);
    expect(page.url()).toBe(`${origin}${PATH.about}`);
    for (const url of await history(page)) expect(decodeURIComponent(url)).not.toContain(email);
    expect(log).not.toContain(email);
  });

  test("a domain search from the home page shows the server's results on /domains", async ({ page }) => {
    await page.goto(PATH.home);
    const hero = section<{ search: { label: string; button: string } }>(PATH.home, 'hero').search;
    await page.getByRole('textbox', { name: hero.label, exact: true }).fill('nojs-example');
    await page.getByRole('button', { name: hero.button }).click();
    await expect(page).toHaveURL(`${PATH.domains}?q=nojs-example`);
    const results = page.locator('.search-results');
    await expect(results.getByRole('heading', { level: 2 })).toHaveText(
      `${site.domainSearch.dialogTitle}: nojs-example`,
    );
    const row = (domain: string) =>
      results.getByRole('listitem').filter({ has: page.getByText(domain, { exact: true }) });
    await expect(row('nojs-example.com')).toContainText(site.domainSearch.available);
    await expect(row('nojs-example.net')).toBeVisible();
    await expect(page.getByRole('textbox', { name: hero.label, exact: true })).toHaveValue('nojs-example');
  });

  test("a bulk search on /domains shows the server's answer for each name", async ({ page }) => {
    const bulk = section<Section & { label: string; button: string }>(PATH.domains, 'bulkSearch');
    await page.goto(PATH.domains);
    const box = page.getByRole('textbox', { name: bulk.label });
    await box.fill('nojs-bulk.io\nbad_name.com');
    await page.getByRole('button', { name: bulk.button }).click();
    await expect(page).toHaveURL(/\/domains\?names=/);
    const results = page.locator('.search-results');
    await expect(
      results.getByRole('listitem').filter({ has: page.getByText('nojs-bulk.io', { exact: true }) }),
    ).toContainText(site.domainSearch.available);
    await expect(results.getByRole('listitem').filter({ hasText: 'bad_name.com' })).toContainText(
      INVALID_DOMAIN_CHARACTERS,
    );
    await expect(box).toHaveValue('nojs-bulk.io\nbad_name.com');
  });

  test('/domains?q= that no provider can answer says so, then offers the same search again and other ways on', async ({
    page,
  }) => {
    // The fake providers fail every name that starts with "fail".
    await page.goto(`${PATH.domains}?q=failing.com`);
    const results = page.locator('.search-results');
    await expect(results.getByRole('alert')).toHaveText(`${OVERLAY_ERROR_INTRO} ${BOTH_PROVIDERS_FAILED}`);
    const { failure, retry } = site.domainSearch;
    await expect(results.getByRole('heading', { level: 3, name: failure.title })).toBeVisible();
    await expect(results.getByRole('link', { name: 'failing.net' })).toHaveAttribute('href', '/domains?q=failing.net');
    for (const link of failure.links)
      await expect(results.getByRole('link', { name: link.label })).toHaveAttribute('href', link.href);
    await results.getByRole('link', { name: retry }).click();
    await expect(page).toHaveURL(`${PATH.domains}?q=failing.com`);
    await expect(page.locator('.search-results').getByRole('alert')).toContainText(OVERLAY_ERROR_INTRO);
  });

  test('/domains?q= with a term that breaks a rule says which', async ({ page }) => {
    await page.goto(`${PATH.domains}?q=bad_name.com`);
    await expect(page.locator('.search-results').getByRole('alert')).not.toBeEmpty();
  });

  test.describe('on a desktop', () => {
    test.use({ viewport: { width: 1280, height: 900 } });

    test('the Hosting and Sign In menus open and show their groups and links; Escape closes them', async ({ page }) => {
      await page.goto(PATH.home);
      const banner = page.getByRole('banner');
      for (const [name, group] of [
        [`${site.nav.hosting.label} menu`, must(site.nav.hosting.groups[0])],
        [site.nav.signIn.label, must(site.nav.signIn.groups[0])],
      ] as const) {
        const trigger = banner.getByRole('button', { name });
        const panel = page.locator(`[id="${await trigger.getAttribute('aria-controls')}"]`);
        await expect(panel).toBeHidden();
        await trigger.click();
        await expect(panel.getByText(group.title)).toBeVisible();
        await expect(panel.getByRole('link').first()).toBeVisible();
        await page.keyboard.press('Escape');
        await expect(panel).toBeHidden();
      }
    });
  });

  test.describe('on a phone', () => {
    test.use({ viewport: { width: 375, height: 800 } });

    test('the menu opens and shows every link', async ({ page }) => {
      await page.goto(PATH.home);
      const panel = page.getByRole('navigation', { name: 'Mobile' });
      await expect(panel).toBeHidden();
      await page.getByRole('button', { name: site.nav.menu.open }).click();
      await expect(panel).toBeVisible();
      // Its dropdowns stay open without JavaScript: their links are in reach.
      const signIn = must(site.nav.signIn.groups[0]?.links[0]);
      await expect(panel.getByRole('link', { name: signIn.label })).toBeVisible();
      await expect(panel.getByRole('link', { name: site.nav.cta.label })).toBeVisible();
    });
  });
});

function must<T>(value: T | undefined): T {
  if (value === undefined) throw new Error('missing content');
  return value;
}
