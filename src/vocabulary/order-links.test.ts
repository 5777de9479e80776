import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { defaultPlanId, domainOrderUrl, orderTemplateProblem, planOrderUrl } from './order-links.ts';

describe('orderTemplateProblem', () => {
  it.each([
    ['plan', 'https://billing.example.com/cart.php?a=add&pid={plan}&billingcycle={period}'],
    ['plan', 'http://127.0.0.1:8080/order/{plan}/{period}'],
    ['plan', 'https://example.com/store#/plans/{plan}'],
    ['domain', 'https://billing.example.com/cart.php?a=add&domain=register&query={domain}'],
    ['domain', 'https://example.com/order?tld=x&domains[]={domain}#cart'],
    ['domain', 'https://example.com/domains/{domains}'],
  ] as const)('takes a %s template %s', (kind, template) => {
    expect(orderTemplateProblem(template, kind)).toBeUndefined();
  });

  it.each([
    ['plan', 'javascript:alert(1)//{plan}', 'expected a full address starting with https://'],
    ['plan', 'data:text/html,{plan}', 'expected a full address starting with https://'],
    ['plan', '/order?plan={plan}', 'expected a full address starting with https://'],
    ['plan', '//billing.example.com/?plan={plan}', 'expected a full address starting with https://'],
    ['plan', 'ftp://billing.example.com/{plan}', 'expected a full address starting with https://'],
    ['plan', 'https://billing.example.com/order?plan={plan} now', 'expected an address without spaces'],
    ['plan', 'https://{plan}.example.com/', 'not in its host (https://{plan}.example.com)'],
    ['plan', 'https://example.com/?p={plan}&d={domain}', "{domain} is not a placeholder of a plan's order link"],
    ['plan', 'https://example.com/?p={Plan}', "{Plan} is not a placeholder of a plan's order link"],
    ['plan', 'https://example.com/?p={plan}}', 'has a brace that opens or closes no placeholder'],
    ['plan', 'https://example.com/?period={period}', 'expected {plan} where the plan goes'],
    ['plan', 'https:///?p={plan}', 'is not a valid address'],
    ['domain', 'https://example.com/?d={domain}&p={plan}', "{plan} is not a placeholder of a domain's order link"],
    ['domain', 'https://example.com/order', 'expected {domain} (or {domains}'],
    ['domain', 'https://example.com/?a={domain}&b={domains}', 'expected {domain} or {domains}, not both'],
    ['domain', 'https://example.com/register/{domain}', 'expected {domain} as the whole value of a query parameter'],
    ['domain', 'https://example.com/?q=www.{domain}', 'expected {domain} as the whole value of a query parameter'],
  ] as const)('refuses a %s template %s', (kind, template, problem) => {
    expect(orderTemplateProblem(template, kind)).toContain(problem);
  });
});

describe('planOrderUrl', () => {
  it('fills in the plan and the period, URL-encoded', () => {
    expect(
      planOrderUrl('https://example.com/cart.php?a=add&pid={plan}&cycle={period}', { plan: '12', period: 'annually' }),
    ).toBe('https://example.com/cart.php?a=add&pid=12&cycle=annually');
    expect(planOrderUrl('https://example.com/o/{plan}?p={period}', { plan: 'a b/&c', period: 'x#y' })).toBe(
      'https://example.com/o/a%20b%2F%26c?p=x%23y',
    );
  });

  it('keeps any value inside its parameter: whatever the id, the address has the same parameters', () => {
    fc.assert(
      fc.property(fc.string(), fc.string(), (plan, period) => {
        const url = new URL(
          planOrderUrl('https://example.com/order?a=add&pid={plan}&cycle={period}#top', { plan, period }),
        );
        expect(url.origin).toBe('https://example.com');
        expect([...url.searchParams.keys()]).toEqual(['a', 'pid', 'cycle']);
        expect(url.searchParams.get('pid')).toBe(plan);
        expect(url.searchParams.get('cycle')).toBe(period);
        expect(url.hash).toBe('#top');
      }),
    );
  });
});

describe('domainOrderUrl', () => {
  const template = 'https://example.com/cart.php?a=add&domain=register&query={domain}#order';
  it('fills in one domain', () => {
    expect(domainOrderUrl(template, ['brand.com'])).toBe(
      'https://example.com/cart.php?a=add&domain=register&query=brand.com#order',
    );
  });

  it("repeats a parameter whose value is {domain} for each domain of a cart, in the cart's order", () => {
    const url = new URL(domainOrderUrl(template, ['brand.com', 'brand.io', 'my-brand.app']));
    expect(url.searchParams.getAll('query')).toEqual(['brand.com', 'brand.io', 'my-brand.app']);
    expect(url.searchParams.get('a')).toBe('add');
    expect(url.hash).toBe('#order');
  });

  it('joins the domains with commas for {domains}, each encoded', () => {
    expect(domainOrderUrl('https://example.com/order/{domains}?x=1', ['a.com', 'b.io'])).toBe(
      'https://example.com/order/a.com,b.io?x=1',
    );
    expect(domainOrderUrl('https://example.com/?d={domains}', ['a&b.com'])).toBe('https://example.com/?d=a%26b.com');
  });
});

describe('defaultPlanId', () => {
  it.each([
    ['shared', 'Starter', 'shared-starter'],
    ['wordpress', 'WP Professional', 'wordpress-wp-professional'],
    ['security', 'Éclair & Co.', 'security-eclair-co'],
  ])('%s/%s is %s', (file, plan, id) => expect(defaultPlanId(file, plan)).toBe(id));
});
