// The order hand-off (site.yaml's order), against the site built from a copy of content/ that configures one
// (tests/helpers/order-handoff.ts; the `handoff` project of playwright.config.ts): plan buttons and domain results
// lead to the order system's address, with JavaScript and without; the SSL checker's button to the page's plans. The shipped content configures none, and the
// other specs check that its buying buttons still do nothing.
import type { Page } from '@playwright/test';
import { must, price, product, searchPrices, section, site } from './content.ts';
import { axeOn, seriousViolations, WCAG_TAGS } from './axe.ts';
import { expect, test } from './fixtures.ts';
import { ORDER_ORIGIN, handoff } from '../helpers/order-handoff.ts';
import { PATH, SEARCH_DOMAINS, sslChecker } from '../spec.ts';
import { defaultPlanId, domainOrderUrl, planOrderUrl } from '../../src/vocabulary/order-links.ts';
import { PLANS_ANCHOR } from '../../src/vocabulary/paths.ts';
import { fill } from '../../src/vocabulary/phrases.ts';

// A test took up to 25 s at a load of 11 on 2 cores (a page load, a search and axe each a few seconds): 90 s keeps
// every one well under half its limit.
test.describe.configure({ timeout: 90_000 });

const ORDER_PAGE = 'Order system';
/** The order system, answered by the test: a page saying where the visitor landed. */
async function orderSystem(page: Page) {
  await page.route(`${ORDER_ORIGIN}/**`, (route) =>
    route.fulfill({
      contentType: 'text/html',
      body: `<!doctype html><title>${ORDER_PAGE}</title><h1>${ORDER_PAGE}</h1>`,
    }),
  );
}
/** Opens a page and, when the browser runs scripts, waits until it has hydrated (src/layout/Layout.tsx marks it). */
async function open(page: Page, path: string, scripts = true) {
  await page.goto(path, { waitUntil: 'networkidle' });
  if (scripts) await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
}
async function landsOnOrder(page: Page, href: string) {
  await expect(page).toHaveURL(href);
  await expect(page.getByRole('heading', { name: ORDER_PAGE })).toBeVisible();
}

const shared = product(PATH.shared) as ReturnType<typeof product> & { billing?: 'month' | 'year' };
const plan = must(
  shared.plans.find((p) => p.popular),
  'popular plan of shared hosting',
) as (typeof shared.plans)[number] & { period?: 'month' | 'year'; orderId?: string };
const planButton = `${must(plan.cta, `button of ${plan.name}`)} ${plan.name}`;
const planHref = planOrderUrl(handoff.plan, {
  plan: plan.orderId ?? defaultPlanId(shared.slug, plan.name),
  period: handoff.periods[plan.period ?? shared.billing ?? 'month'],
});
const cart = handoff.cart;
const addLabel = site.domainSearch.register;
const yearly = (...extensions: string[]) =>
  `${price(extensions.reduce((sum, e) => sum + must(searchPrices[e], `price of .${e}`), 0))}${site.ui.perYear}`;

for (const javaScript of [true, false])
  test.describe(javaScript ? 'with JavaScript' : 'without JavaScript', () => {
    test.use({ javaScriptEnabled: javaScript });

    test("a plan's button, on its card and in the comparison, leads to the plan's order", async ({
      page,
      javaScriptEnabled,
    }) => {
      await orderSystem(page);
      await open(page, PATH.shared, javaScriptEnabled);
      const table = page.getByRole('table').getByRole('link', { name: planButton });
      await expect(table).toHaveAttribute('href', planHref);
      await page.getByRole('article', { name: plan.name }).getByRole('link', { name: planButton }).click();
      await landsOnOrder(page, planHref);
    });
  });

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test("an available domain of the server's results links straight to its order", async ({ page }) => {
    await orderSystem(page);
    await open(page, `${PATH.domains}?q=handoffnoscript`, false);
    const domain = 'handoffnoscript.com';
    await expect(page.getByRole('button', { name: `${addLabel} ${domain}` })).toHaveCount(0);
    await page.getByRole('link', { name: `${cart.register} ${domain}` }).click();
    await landsOnOrder(page, domainOrderUrl(handoff.domain, [domain]));
  });
});

test.describe('with JavaScript', () => {
  test('search results fill a cart that is kept, told, and continued to the order with every domain', async ({
    page,
  }) => {
    await orderSystem(page);
    await open(page, PATH.domains);
    await page
      .getByRole('textbox', {
        name: section<{ search: { label: string } }>(PATH.domains, 'hero').search.label,
        exact: true,
      })
      .fill('handoffcart');
    await page.getByRole('button', { name: SEARCH_DOMAINS }).click();
    const dialog = page.getByRole('dialog');
    const domains = ['handoffcart.com', 'handoffcart.io'] as const;
    for (const domain of domains) await dialog.getByRole('button', { name: `${addLabel} ${domain}` }).click();
    const summary = dialog.getByRole('region', { name: fill(cart.title, { count: 2 }) });
    await expect(summary).toContainText(`${cart.total} ${yearly('com', 'io')}`);
    await expect(
      dialog.locator('[aria-live="polite"]', { hasText: fill(cart.added, { domain: domains[1] }) }),
    ).toHaveCount(1);
    // Taken out again from the cart, then put back from the results; kept over a reload (which searches again).
    await summary.getByRole('button', { name: `${cart.remove} ${domains[0]}` }).click();
    await expect(dialog.getByRole('region', { name: fill(cart.title, { count: 1 }) })).toBeVisible();
    await expect(
      dialog.locator('[aria-live="polite"]', { hasText: fill(cart.removed, { domain: domains[0] }) }),
    ).toHaveCount(1);
    await dialog.getByRole('button', { name: `${addLabel} ${domains[0]}` }).click();
    await page.reload({ waitUntil: 'networkidle' });
    const kept = page.getByRole('dialog').getByRole('region', { name: fill(cart.title, { count: 2 }) });
    await kept.getByRole('link', { name: cart.continue }).click();
    await landsOnOrder(page, domainOrderUrl(handoff.domain, [domains[1], domains[0]]));
  });

  test('the bulk search fills the same cart', async ({ page }) => {
    await orderSystem(page);
    await open(page, PATH.domains);
    const bulk = section<{ label: string; button: string }>(PATH.domains, 'bulkSearch');
    await page.getByRole('textbox', { name: bulk.label }).fill('handoffbulk.com, handoffbulk.net');
    await page.getByRole('button', { name: bulk.button }).click();
    await page.getByRole('button', { name: `${addLabel} handoffbulk.net` }).click();
    const summary = page.getByRole('region', { name: fill(cart.title, { count: 1 }) });
    await expect(summary).toContainText(`${cart.total} ${yearly('net')}`);
    await summary.getByRole('link', { name: cart.continue }).click();
    await landsOnOrder(page, domainOrderUrl(handoff.domain, ['handoffbulk.net']));
  });

  test("an extension's Register leads to the domain search", async ({ page }) => {
    await open(page, PATH.domains);
    const register = section<{ cta: string }>(PATH.domains, 'extensionCards').cta;
    await page
      .getByRole('link', { name: new RegExp(`^${register} \\.`) })
      .first()
      .click();
    await expect(page).toHaveURL(`${PATH.domains}#domain-search`);
    await expect(page.getByRole('button', { name: SEARCH_DOMAINS })).toBeInViewport();
  });

  test("the SSL checker's button leads to the certificates' plan cards, whose buttons lead to their orders", async ({
    page,
  }) => {
    await orderSystem(page);
    await open(page, PATH.ssl);
    const checker = section<{ placeholder: string }>(PATH.ssl, 'sslChecker');
    await page.getByRole('textbox', { name: checker.placeholder }).fill('example.com');
    await page.getByRole('button', { name: sslChecker.button }).click();
    await expect(page.getByText(sslChecker.insecure)).toBeVisible();
    await expect(page.getByRole('button', { name: sslChecker.secureCta })).toHaveCount(0);
    await page.getByRole('link', { name: sslChecker.secureCta }).click();
    await expect(page).toHaveURL(`${PATH.ssl}#${PLANS_ANCHOR}`);
    const ssl = product(PATH.ssl) as ReturnType<typeof product> & { billing?: 'month' | 'year' };
    const first = must(ssl.plans[0], 'first SSL plan') as (typeof ssl.plans)[number] & {
      period?: 'month' | 'year';
      orderId?: string;
    };
    const card = page.getByRole('article', { name: first.name });
    await expect(card).toBeInViewport();
    await card.getByRole('link', { name: `${must(first.cta, `button of ${first.name}`)} ${first.name}` }).click();
    await landsOnOrder(
      page,
      planOrderUrl(handoff.plan, {
        plan: first.orderId ?? defaultPlanId(ssl.slug, first.name),
        period: handoff.periods[first.period ?? ssl.billing ?? 'month'],
      }),
    );
  });

  test('the cart has no serious or critical axe violations', async ({ page }) => {
    await open(page, `${PATH.domains}?q=handoffaxe`);
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('button', { name: `${addLabel} handoffaxe.com` }).click();
    await expect(dialog.getByRole('region', { name: fill(cart.title, { count: 1 }) })).toBeVisible();
    expect(await seriousViolations(axeOn(page).include('dialog').withTags(WCAG_TAGS))).toEqual([]);
  });
});
