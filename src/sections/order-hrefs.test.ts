// The order hand-off as the sections resolve it (site.yaml's order): every plan button, every extension's Register
// and the SSL checker's button lead somewhere with one, and nowhere without (the specification's buttons that do
// nothing).
import { afterAll, describe, expect, it } from 'vitest';
import { contentDir, contentFixture, root } from '../../tests/helpers/content-fixture.ts';
import { reportFor } from '../../tests/helpers/content-report.ts';
import { loadContent } from '../assembly/site-content.ts';
import { routeDocs } from '../assembly/resolve.ts';
import type { SiteContent } from '../content/registry.ts';
import { SEARCH_ANCHOR, SEARCH_PAGE } from '../features/domain-search/contract.ts';
import { defaultPlanId } from '../vocabulary/order-links.ts';
import { PLANS_ANCHOR } from '../vocabulary/paths.ts';

const order = {
  plan: 'https://billing.example.com/cart.php?a=add&pid={plan}&billingcycle={period}',
  domain: 'https://billing.example.com/cart.php?a=add&domain=register&query={domain}',
  periods: { month: 'monthly', year: 'annually' },
};
const planUrl = (id: string, period: string) =>
  `https://billing.example.com/cart.php?a=add&pid=${encodeURIComponent(id)}&billingcycle=${period}`;

type Loose = Record<string, unknown> & { type: string };
/** Every section of every page, with the file it comes from. */
function sections(content: SiteContent) {
  const docs = routeDocs(content);
  return [...content.pages, ...content.products].flatMap((host) => {
    const doc = docs.get(`${'plans' in host ? 'product' : 'page'}/${host.slug}`);
    const list = doc?.template === 'page' ? (doc.page.sections as unknown as Loose[]) : [];
    return list.map((section) => ({ host, section }));
  });
}
/** The link a plan's button has in its content file, where it has one of its own (a Contact Sales). */
const ownHref = (host: SiteContent['pages'][number] | SiteContent['products'][number], name: string) =>
  (host.sections as Loose[])
    .flatMap((s) => (s.items ?? []) as { name?: string; cta?: { href?: string } }[])
    .find((item) => item.name === name)?.cta?.href;

/** Every buying button's link, by what the button is for. */
function buttonLinks(content: SiteContent): Record<string, string | undefined> {
  const links: Record<string, string | undefined> = {};
  for (const { host, section } of sections(content)) {
    const at = `${host.slug}/${section.type}`;
    if (section.type === 'productPlans')
      for (const plan of section.plans as { name: string; orderHref?: string }[])
        links[`${at}/${plan.name}`] = plan.orderHref;
    if (section.type === 'planComparison')
      for (const [i, offer] of (section.offers as { href?: string }[]).entries())
        links[`${at}/${(section.columns as string[])[i]}`] = offer.href;
    if (section.type === 'plans' || section.type === 'emailPlans')
      for (const item of section.items as { name: string; cta?: { href?: string } }[])
        if (item.cta) links[`${at}/${item.name}`] = item.cta.href;
    if (section.type === 'extensionCards' || section.type === 'domainPricing')
      links[at] = section.orderHref as string | undefined;
    if (section.type === 'sslChecker') links[at] = section.insecureHref as string | undefined;
  }
  return links;
}

const load = async (dir: string) => {
  const { content, issues } = await loadContent({ root, contentDir: dir });
  if (!content) throw new Error(JSON.stringify(issues));
  return content;
};

describe('order hand-off', () => {
  const fixture = contentFixture();
  afterAll(() => fixture.remove());

  it('without one, no buying button leads anywhere, as the specification has it, but where its content says', async () => {
    const content = await load(contentDir);
    const links = buttonLinks(content);
    expect(Object.keys(links).length).toBeGreaterThan(20);
    const own = Object.fromEntries(
      sections(content).flatMap(({ host, section }) =>
        (['plans', 'emailPlans'].includes(section.type) ? (section.items as { name: string }[]) : []).flatMap(
          (item) => {
            const href = ownHref(host, item.name);
            return href ? [[`${host.slug}/${section.type}/${item.name}`, href]] : [];
          },
        ),
      ),
    );
    expect(Object.fromEntries(Object.entries(links).filter(([, href]) => href !== undefined))).toEqual(own);
  });

  it('with one, each plan leads to its order link with its id and period, and each extension to the search', async () => {
    fixture.editYaml('site.yaml', (d) => d.set('order', order));
    // One plan names its id in the order system.
    fixture.editYaml('products/shared.yaml', (d) => d.setIn(['plans', 1, 'orderId'], '7 & 8'));
    const content = await load(fixture.dir);
    const links = buttonLinks(content);
    const expected: Record<string, string> = {};
    for (const product of content.products)
      for (const plan of product.plans) {
        const href = planUrl(
          plan.orderId ?? defaultPlanId(product.slug, plan.name),
          order.periods[plan.period ?? product.billing],
        );
        for (const type of ['productPlans', 'planComparison'])
          if (product.sections.some((s) => s.type === type)) expected[`${product.slug}/${type}/${plan.name}`] = href;
      }
    for (const { host, section } of sections(content))
      if (section.type === 'plans' || section.type === 'emailPlans')
        for (const item of section.items as { name: string; period: 'month' | 'year'; cta?: unknown }[])
          if (item.cta)
            expected[`${host.slug}/${section.type}/${item.name}`] =
              ownHref(host, item.name) ?? planUrl(defaultPlanId(host.slug, item.name), order.periods[item.period]);
    for (const key of Object.keys(links))
      if (/(extensionCards|domainPricing)$/.test(key)) expected[key] = `${SEARCH_PAGE}#${SEARCH_ANCHOR}`;
    // The SSL checker's "Secure it now" leads to the plan cards of its page.
    expected['ssl/sslChecker'] = `#${PLANS_ANCHOR}`;
    expect(links).toEqual(expected);
    const shared = content.products.find((p) => p.slug === 'shared');
    expect(links[`shared/productPlans/${shared?.plans[1]?.name}`]).toContain('pid=7%20%26%208&');
  });
});

describe('order hand-off content', () => {
  it('refuses a template that is not a web address, naming the file and the field', async () => {
    const report = await reportFor((f) =>
      f.editYaml('site.yaml', (d) => d.set('order', { plan: 'javascript:alert(1)//{plan}' })),
    );
    expect(report).toMatchInlineSnapshot(`
      "1 content problem in 1 file:
      content/site.yaml
        order.plan: expected a full address starting with https:// (or http://), e.g. https://billing.example.com/order?plan={plan}&period={period}, found "javascript:alert(1)//{plan}" (text)"
    `);
  });

  it('refuses a placeholder it does not know, naming the file and the field', async () => {
    const report = await reportFor((f) =>
      f.editYaml('site.yaml', (d) => d.set('order', { domain: 'https://example.com/?d={domain}&coupon={code}' })),
    );
    expect(report).toMatchInlineSnapshot(`
      "1 content problem in 1 file:
      content/site.yaml
        order.domain: {code} is not a placeholder of a domain's order link; use {domain} or {domains}, e.g. https://billing.example.com/order?domain={domain}, found "https://example.com/?d={domain}&coupon={code}" (text)"
    `);
  });

  it("refuses a plan's empty order id", async () => {
    const report = await reportFor((f) =>
      f.editYaml('products/vps.yaml', (d) => d.setIn(['plans', 0, 'orderId'], ' ')),
    );
    expect(report).toMatchInlineSnapshot(`
      "1 content problem in 1 file:
      content/products/vps.yaml
        plans[0].orderId: expected the plan's id in the order system, e.g. "12", found " " (text)"
    `);
  });
});
